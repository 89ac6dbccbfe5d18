import { LIVERY_INPUT_MESSAGES, MESSAGES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EDIT_MESSAGES } from '../messages';
import { editErrorMessage, UploadRequestError, uploadErrorMessage } from './upload-error';

describe('uploadErrorMessage (spec §8)', () => {
  it('joins the server’s field errors by "; "', () => {
    const error = new UploadRequestError(400, {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Some fields are not valid.',
      errors: [
        { path: 'title', message: 'Livery title is required.' },
        { path: 'regionConfigurations', message: 'Please select materials for all regions: Red' },
      ],
    });
    expect(uploadErrorMessage(error)).toBe(
      'Upload failed: Livery title is required.; Please select materials for all regions: Red',
    );
  });

  it('uses the server’s message when there are no field errors', () => {
    const error = new UploadRequestError(413, {
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The livery zip is larger than 120 MB.',
    });
    expect(uploadErrorMessage(error)).toBe('Upload failed: The livery zip is larger than 120 MB.');
    expect(uploadErrorMessage(new UploadRequestError(415, { message: 'Not a zip.', errors: [] }))).toBe(
      'Upload failed: Not a zip.',
    );
    expect(uploadErrorMessage(new UploadRequestError(400, { error: 'Bad thing' }))).toBe('Upload failed: Bad thing');
  });

  it('names the status when the answer has no message', () => {
    expect(uploadErrorMessage(new UploadRequestError(502, null))).toBe(
      'Upload failed: Server responded with status 502. Please try again.',
    );
    expect(uploadErrorMessage(new UploadRequestError(500, '<html>'))).toBe(
      'Upload failed: Server responded with status 500. Please try again.',
    );
  });

  it('says so when nothing answered', () => {
    expect(uploadErrorMessage(new UploadRequestError(0, null))).toBe(
      'Upload failed: No response from server. Please check your connection and try again.',
    );
  });

  it('falls back to the error’s message, then the default', () => {
    expect(uploadErrorMessage(new Error('Out of memory'))).toBe('Upload failed: Out of memory');
    expect(uploadErrorMessage(new Error(''))).toBe('Upload failed. Please try again.');
    expect(uploadErrorMessage('weird')).toBe('Upload failed. Please try again.');
  });
});

describe('editErrorMessage', () => {
  const fallback = EDIT_MESSAGES.updateFailed;
  const unexpected = MESSAGES.common.unexpected;

  it('shows the server’s message, e.g. when not the uploader', () => {
    const error = new ApiError(403, 'NOT_UPLOADER', LIVERY_INPUT_MESSAGES.notUploader);
    expect(editErrorMessage(error, fallback, unexpected)).toBe(LIVERY_INPUT_MESSAGES.notUploader);
  });

  it('joins field errors', () => {
    const error = new ApiError(400, 'VALIDATION', 'Some fields are not valid.', [
      { path: 'title', message: 'A.' },
      { path: 'x', message: 'B.' },
    ]);
    expect(editErrorMessage(error, fallback, unexpected)).toBe('A.; B.');
  });

  it('uses the default for network failures and bodiless answers', () => {
    expect(editErrorMessage(new ApiError(0, 'NETWORK_ERROR', unexpected), fallback, unexpected)).toBe(fallback);
    expect(editErrorMessage(new ApiError(502, 'HTTP_ERROR', unexpected), fallback, unexpected)).toBe(fallback);
    expect(editErrorMessage(new Error('x'), fallback, unexpected)).toBe(fallback);
    expect(fallback).toBe('Failed to update livery. Please try again.');
  });
});
