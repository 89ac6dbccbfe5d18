import type { RegionCounts } from '@paddock/contract';
import type { TgaFile } from '../lib/tga-file';
import type { PreviewRequest, PreviewResponse } from './protocol';
import { runWorkerOnce, type WorkerJob } from './worker-once';

export interface FlatPreviewResult {
  /** The 1024² WebP, or null where the browser cannot write one. */
  image: Blob | null;
  counts: RegionCounts | null;
}

/** Makes one TGA's flat-view image (and the region map's colour counts) in a worker of its own. */
export function previewInWorker(tga: TgaFile, countRegions: boolean): WorkerJob<FlatPreviewResult> {
  const request: PreviewRequest = { file: tga.file, size: tga.header.width, countRegions };
  return runWorkerOnce<PreviewResponse, FlatPreviewResult>(
    () => new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module', name: 'flat-preview' }),
    request,
    ({ image, counts }) => ({ image, counts }),
    'The preview worker failed.',
  );
}
