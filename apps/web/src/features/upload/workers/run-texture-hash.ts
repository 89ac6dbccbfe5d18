import type { TextureHashRequest, TextureHashResponse } from './protocol';

export interface TextureHash {
  hash: string;
  /** How long the worker took, for the bench note (bench/notes/originality.md). */
  ms: number;
}

/** The texture's 64-bit fingerprint, made in a worker of its own (stopped when the file changes). */
export function hashInWorker(file: Blob): { result: Promise<TextureHash>; stop: () => void } {
  if (typeof Worker === 'undefined') {
    return { result: Promise.reject(new Error('No Web Workers.')), stop: () => {} };
  }
  const worker = new Worker(new URL('./texture-hash.worker.ts', import.meta.url), {
    type: 'module',
    name: 'texture-hash',
  });
  const result = new Promise<TextureHash>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<TextureHashResponse>) => {
      worker.terminate();
      const message = event.data;
      if (message.type === 'done') resolve({ hash: message.hash, ms: message.ms });
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'The fingerprint worker failed.'));
    };
    const request: TextureHashRequest = { file };
    worker.postMessage(request);
  });
  return { result, stop: () => worker.terminate() };
}
