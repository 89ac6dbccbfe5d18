import { REPORT_ERROR_MESSAGES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  deleteErrorMessage,
  detailErrorMessage,
  downloadErrorMessage,
  favoriteErrorMessage,
  relatedErrorMessage,
  reportErrorMessage,
} from './error-messages';

const server = (status: number, message = 'Nope.', code = 'SOME_CODE') => new ApiError(status, code, message);
const bare = (status: number) => new ApiError(status, 'HTTP_ERROR', 'An unexpected error occurred. Please try again.');
const network = new ApiError(0, 'NETWORK_ERROR', 'An unexpected error occurred. Please try again.');

describe('livery error messages', () => {
  it('detail', () => {
    expect(detailErrorMessage(server(404), '42')).toBe('Livery ID 42 not found!');
    expect(detailErrorMessage(server(400), '9999999999999')).toBe('Invalid Livery ID!');
    expect(detailErrorMessage(server(503, 'The database is unavailable.'), 1)).toBe('The database is unavailable.');
    expect(detailErrorMessage(new Error(''), 1)).toBe('Error fetching details!');
    expect(detailErrorMessage('weird', 1)).toBe('Error fetching details!');
  });

  it('related', () => {
    expect(relatedErrorMessage(server(500, 'Boom.'))).toBe('Error loading related: Boom.');
    expect(relatedErrorMessage(undefined)).toBe('Error loading related: Failed to load related liveries.');
  });

  it('download', () => {
    expect(downloadErrorMessage(server(404))).toBe('Download failed: Livery file not found on server (404).');
    expect(downloadErrorMessage(server(403, 'Banned.'))).toBe('Download failed: Banned.');
    expect(downloadErrorMessage(bare(502))).toBe('Download failed: Server responded with 502.');
    expect(downloadErrorMessage(new Error('HTTP 500: oops'))).toBe('Download failed: HTTP 500: oops');
    expect(downloadErrorMessage(network)).toBe('Download failed: An unexpected error occurred. Please try again.');
  });

  it.each(['favorite', 'unfavorite'] as const)('%s', (verb) => {
    expect(favoriteErrorMessage(server(401), verb)).toBe(`You need to be logged in to ${verb} a livery!`);
    expect(favoriteErrorMessage(server(403), verb)).toBe(`You can't ${verb} this livery (maybe you already did?).`);
    expect(favoriteErrorMessage(server(404), verb)).toBe(`Failed to ${verb}: Livery not found.`);
    expect(favoriteErrorMessage(server(500, 'Kaput.'), verb)).toBe(`Failed to ${verb}: Kaput.`);
    expect(favoriteErrorMessage(bare(502), verb)).toBe(`Failed to ${verb}: Server error 502`);
  });

  it('report', () => {
    expect(reportErrorMessage(server(401))).toBe('You must be logged in to report.');
    expect(reportErrorMessage(server(404))).toBe('Failed to report: Livery not found.');
    expect(reportErrorMessage(server(409, REPORT_ERROR_MESSAGES.alreadyReported))).toBe(
      REPORT_ERROR_MESSAGES.alreadyReported,
    );
    expect(reportErrorMessage(server(400, 'Bad comment.'))).toBe('Report Submission Failed: Bad comment.');
    expect(reportErrorMessage(bare(500))).toBe('Report Submission Failed: Server error 500');
    expect(reportErrorMessage(new TypeError('x'))).toBe('An unexpected error occurred. Please try again.');
  });

  it('delete', () => {
    expect(deleteErrorMessage(server(403, 'Not yours.'))).toBe('Deletion failed: Not yours.');
    expect(deleteErrorMessage(new Error('Offline'))).toBe('Deletion failed: Offline');
    expect(deleteErrorMessage(null)).toBe('Deletion failed: An unexpected error occurred.');
  });
});
