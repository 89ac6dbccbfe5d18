import { zipEntryNames } from '../lib/file-names';
import type { ImageRequest, ImageResponse, ZipRequest, ZipResponse } from './protocol';
import { type CompressedEntry, zipParts } from './zip-format';

export function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Ends a worker when the signal aborts, and the promise with it. */
function bindAbort(worker: Worker, signal: AbortSignal | undefined, reject: (error: unknown) => void): () => void {
  const onAbort = () => {
    worker.terminate();
    reject(abortError());
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  return () => signal?.removeEventListener('abort', onAbort);
}

/** Which file of the pair: each is compressed (and its progress told) on its own. */
export type ZipPart = 'livery' | 'regionMap';

export interface ZipJob {
  livery: File;
  regionMap: File;
  fileName: string;
  /** Bytes of one file compressed so far, and that file's size. */
  onProgress?: (part: ZipPart, processed: number, total: number) => void;
  /** One file is compressed (the zip is written once both are). */
  onPartDone?: (part: ZipPart) => void;
  signal?: AbortSignal;
}

/** Compresses one file in its own worker; resolves with the entry, ready for zipParts. */
function deflateInWorker(
  name: string,
  file: Blob,
  onProgress: (processed: number) => void,
  signal: AbortSignal | undefined,
): { entry: Promise<CompressedEntry>; stop: () => void } {
  const worker = new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module', name: `zip-${name}` });
  const entry = new Promise<CompressedEntry>((resolve, reject) => {
    const unbind = bindAbort(worker, signal, reject);
    const finish = () => {
      unbind();
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<ZipResponse>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.processed);
      else if (message.type === 'done') {
        finish();
        resolve(message.entry);
      } else {
        finish();
        reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(event.message || 'The zip worker failed.'));
    };
    // A File is passed as a handle: the worker reads it, this thread never does.
    const request: ZipRequest = { name, file };
    worker.postMessage(request);
  });
  return { entry, stop: () => worker.terminate() };
}

/**
 * Zips the two TGAs (DEFLATE level 9) in two workers at once, one file each — entries of a zip
 * are compressed independently, so this is the same zip, made with both cores. Each worker reads
 * its File slice by slice, so this thread never holds the TGAs and never blocks. The
 * zip is a File made of the workers' Blobs and a few hundred bytes of headers: it is never one
 * buffer in this thread, and the upload streams it from blob storage.
 */
export async function zipInWorker({
  livery,
  regionMap,
  fileName,
  onProgress,
  onPartDone,
  signal,
}: ZipJob): Promise<File> {
  if (signal?.aborted) throw abortError();

  const [liveryName, regionMapName] = zipEntryNames();
  const start = (part: ZipPart, name: string, file: File) => {
    const total = file.size;
    const job = deflateInWorker(name, file, (bytes) => onProgress?.(part, bytes, total), signal);
    return {
      stop: job.stop,
      entry: job.entry.then((entry) => {
        onPartDone?.(part);
        return entry;
      }),
    };
  };
  const jobs = [start('livery', liveryName, livery), start('regionMap', regionMapName, regionMap)];
  try {
    const entries = await Promise.all(jobs.map((job) => job.entry));
    return new File(zipParts(entries), fileName, { type: 'application/zip' });
  } finally {
    // One failing (or cancelled) ends the other.
    for (const job of jobs) job.stop();
  }
}

export type ConversionEvent =
  | { type: 'start'; index: number }
  | { type: 'converted'; index: number; file: File }
  | { type: 'failed'; index: number };

export interface ConvertJob {
  files: File[];
  onEvent?: (event: ConversionEvent) => void;
  signal?: AbortSignal;
}

/** Thrown when this browser cannot convert at all (no worker, no OffscreenCanvas, a crash). */
export class ConversionUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ConversionUnavailableError';
  }
}

/**
 * Converts screenshots to WebP in a worker, one by one. Resolves with one entry per file: the
 * WebP, or null where that file could not be converted (the caller keeps the original).
 */
export function convertInWorker({ files, onEvent, signal }: ConvertJob): Promise<(File | null)[]> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (typeof Worker === 'undefined') return Promise.reject(new ConversionUnavailableError('No Web Workers.'));

  const worker = new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module', name: 'screenshots' });
  const results: (File | null)[] = files.map(() => null);
  return new Promise((resolve, reject) => {
    const unbind = bindAbort(worker, signal, reject);
    const finish = () => {
      unbind();
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<ImageResponse>) => {
      const message = event.data;
      switch (message.type) {
        case 'unsupported':
          finish();
          reject(new ConversionUnavailableError('No OffscreenCanvas in workers.'));
          break;
        case 'start':
          onEvent?.({ type: 'start', index: message.index });
          break;
        case 'converted':
          results[message.index] = message.file;
          onEvent?.({ type: 'converted', index: message.index, file: message.file });
          break;
        case 'failed':
          onEvent?.({ type: 'failed', index: message.index });
          break;
        case 'done':
          finish();
          resolve(results);
          break;
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new ConversionUnavailableError(event.message || 'The image worker failed.'));
    };
    const request: ImageRequest = { files };
    worker.postMessage(request);
  });
}
