import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postLivery } from './api/post-livery';
import { UploadRequestError } from './lib/upload-error';
import { type UploadJob, useUploadLivery } from './use-upload-livery';
import { abortError, ConversionUnavailableError, convertInWorker, zipInWorker } from './workers/run-workers';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));
// Workers and XHR are the browser's: here the hook's own logic runs against stand-ins.
vi.mock('./workers/run-workers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./workers/run-workers')>()),
  convertInWorker: vi.fn(),
  zipInWorker: vi.fn(),
}));
vi.mock('./api/post-livery', () => ({ postLivery: vi.fn() }));

const file = (name: string, bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

function job(): UploadJob {
  return {
    details: {
      title: 'Gulf Heritage 963',
      carClassName: 'Hypercar',
      carModelName: 'Porsche 963',
      description: '',
      tagIds: [],
      regionConfigurations: [],
    },
    livery: file('paint.tga', 4000, ''),
    regionMap: file('mask.tga', 1000, ''),
    screenshots: [file('a.png'), file('b.jpg', 10, 'image/jpeg')],
  };
}

const zipFile = (name: string) => new File([new Uint8Array(50)], name, { type: 'application/zip' });

function sentForm(): FormData {
  return vi.mocked(postLivery).mock.calls[0]?.[0] as FormData;
}

describe('useUploadLivery', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(zipInWorker).mockImplementation(async ({ fileName, onProgress, onPartDone }) => {
      onProgress?.('livery', 2000, 4000);
      onProgress?.('regionMap', 1000, 1000);
      onPartDone?.('regionMap');
      onPartDone?.('livery');
      return zipFile(fileName);
    });
    vi.mocked(postLivery).mockImplementation(async (_form, options) => {
      options?.onProgress?.(30, 60);
      return { id: 42, title: 'Gulf Heritage 963' };
    });
  });
  afterEach(() => vi.useRealTimers());

  it('prepares per file, sends the WebPs and a zip named from the title plus a UUID, and reports progress', async () => {
    vi.mocked(convertInWorker).mockImplementation(async ({ files, onEvent }) =>
      files.map((f, index) => {
        const webp = new File([new Uint8Array(5)], f.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' });
        onEvent?.({ type: 'start', index });
        onEvent?.({ type: 'converted', index, file: webp });
        return webp;
      }),
    );
    const { result } = renderHook(() => useUploadLivery());
    let created: unknown;
    await act(async () => {
      created = await result.current.upload(job());
    });

    expect(created).toEqual({ id: 42, title: 'Gulf Heritage 963' });
    const zip = sentForm().get('LiveryFile') as File;
    expect(zip.name).toMatch(
      /^Gulf_Heritage_963_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.zip$/,
    );
    expect((sentForm().getAll('Screenshots') as File[]).map((f) => f.name)).toEqual(['a.webp', 'b.webp']);

    const progress = result.current.store.get();
    expect(progress.phase).toBe('success');
    expect(progress.tasks.map((t) => [t.label, t.status])).toEqual([
      ['a.png', 'done'],
      ['b.jpg', 'done'],
      ['customskin.tga', 'done'],
      ['customskin_region.tga', 'done'],
    ]);
    expect(progress.sent).toBe(progress.total);
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('keeps the original of a screenshot that did not convert, with the spec’s message', async () => {
    vi.mocked(convertInWorker).mockImplementation(async ({ files, onEvent }) => {
      onEvent?.({ type: 'failed', index: 1 });
      return [new File([new Uint8Array(5)], 'a.webp', { type: 'image/webp' }), null].slice(0, files.length);
    });
    const { result } = renderHook(() => useUploadLivery());
    await act(async () => {
      await result.current.upload(job());
    });
    expect(toast.warning).toHaveBeenCalledWith('Failed to convert b.jpg. Using original format.');
    expect((sentForm().getAll('Screenshots') as File[]).map((f) => f.name)).toEqual(['a.webp', 'b.jpg']);
  });

  it('sends the originals when this browser cannot convert at all', async () => {
    vi.mocked(convertInWorker).mockRejectedValue(new ConversionUnavailableError('No OffscreenCanvas in workers.'));
    const { result } = renderHook(() => useUploadLivery());
    await act(async () => {
      await result.current.upload(job());
    });
    expect(toast.warning).toHaveBeenCalledTimes(1);
    expect(toast.warning).toHaveBeenCalledWith('Image conversion failed! Using original images.');
    expect((sentForm().getAll('Screenshots') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(
      result.current.store
        .get()
        .tasks.slice(0, 2)
        .map((t) => t.status),
    ).toEqual(['fallback', 'fallback']);
  });

  it('cancel stops the upload: nothing is created, the form is left as it was', async () => {
    vi.mocked(convertInWorker).mockImplementation(async ({ files }) => files.map(() => null));
    let seenSignal: AbortSignal | undefined;
    vi.mocked(postLivery).mockImplementation(
      (_form, options) =>
        new Promise((_resolve, reject) => {
          seenSignal = options?.signal;
          options?.signal?.addEventListener('abort', () => reject(abortError()));
        }),
    );
    const { result } = renderHook(() => useUploadLivery());
    let pending: Promise<unknown> = Promise.resolve();
    await act(async () => {
      pending = result.current.upload(job());
      await vi.waitFor(() => expect(result.current.store.get().phase).toBe('uploading'));
    });
    await act(async () => {
      result.current.cancel();
      expect(await pending).toBeNull();
    });
    expect(seenSignal?.aborted).toBe(true);
    expect(result.current.store.get().phase).toBe('idle');
    expect(toast.info).toHaveBeenCalledWith('Upload cancelled. Your form is as you left it.');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a refused upload as spec §8 says', async () => {
    vi.mocked(convertInWorker).mockImplementation(async ({ files }) => files.map(() => null));
    vi.mocked(postLivery).mockRejectedValue(
      new UploadRequestError(400, { message: 'Some fields are not valid.', errors: ['Bad title', 'Bad tag'] }),
    );
    const { result } = renderHook(() => useUploadLivery());
    await act(async () => {
      expect(await result.current.upload(job())).toBeNull();
    });
    expect(toast.error).toHaveBeenCalledWith('Upload failed: Bad title; Bad tag');
    expect(result.current.store.get().phase).toBe('idle');
  });
});
