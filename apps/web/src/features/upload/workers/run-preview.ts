import type { RegionCounts } from '@paddock/contract';
import type { TgaFile } from '../lib/tga-file';
import type { PreviewRequest, PreviewResponse } from './protocol';

export interface FlatPreviewResult {
  /** The 1024² WebP, or null where the browser cannot write one. */
  image: Blob | null;
  counts: RegionCounts | null;
}

/** Makes one TGA's flat-view image (and the region map's colour counts) in a worker of its own. */
export function previewInWorker(
  tga: TgaFile,
  countRegions: boolean,
): { result: Promise<FlatPreviewResult>; stop: () => void } {
  if (typeof Worker === 'undefined') {
    return { result: Promise.reject(new Error('No Web Workers.')), stop: () => {} };
  }
  const worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module', name: 'flat-preview' });
  const result = new Promise<FlatPreviewResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<PreviewResponse>) => {
      worker.terminate();
      const message = event.data;
      if (message.type === 'done') resolve({ image: message.image, counts: message.counts });
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'The preview worker failed.'));
    };
    const request: PreviewRequest = { file: tga.file, size: tga.header.width, countRegions };
    worker.postMessage(request);
  });
  return { result, stop: () => worker.terminate() };
}
