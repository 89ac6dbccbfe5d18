import type { TextureHashRequest, TextureHashResponse } from './protocol';
import { runWorkerOnce, type WorkerJob } from './worker-once';

export interface TextureHash {
  hash: string;
  /** How long the worker took, for the bench note (bench/notes/originality.md). */
  ms: number;
}

/** The texture's 64-bit fingerprint, made in a worker of its own (stopped when the file changes). */
export function hashInWorker(file: Blob): WorkerJob<TextureHash> {
  const request: TextureHashRequest = { file };
  return runWorkerOnce<TextureHashResponse, TextureHash>(
    () => new Worker(new URL('./texture-hash.worker.ts', import.meta.url), { type: 'module', name: 'texture-hash' }),
    request,
    ({ hash, ms }) => ({ hash, ms }),
    'The fingerprint worker failed.',
  );
}
