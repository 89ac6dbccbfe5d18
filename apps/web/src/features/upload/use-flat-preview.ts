import { type RegionShares, regionSharesOf } from '@paddock/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TgaFile } from './lib/tga-file';
import { type FlatPreviewResult, previewInWorker } from './workers/run-preview';

export type PreviewState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'failed' }
  | { status: 'ready'; image: Blob | null; shares: RegionShares | null };

/** What goes up with the upload: the flat-view pair when both were made, and the region figures. */
export interface FlatUploadParts {
  previews: { texture: Blob; overlay: Blob } | null;
  regionShares: RegionShares | null;
}

/** One TGA's flat-view image, made in a worker whenever the chosen file changes. */
function usePreviewOf(tga: TgaFile | null, countRegions: boolean) {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const pending = useRef<Promise<FlatPreviewResult | null>>(Promise.resolve(null));

  useEffect(() => {
    if (!tga) {
      setState({ status: 'idle' });
      pending.current = Promise.resolve(null);
      return;
    }
    setState({ status: 'working' });
    const job = previewInWorker(tga, countRegions);
    let current = true;
    pending.current = job.result.catch(() => null);
    job.result.then(
      (result) => {
        if (!current) return;
        const shares = result.counts ? regionSharesOf(result.counts) : null;
        setState({ status: 'ready', image: result.image, shares });
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
      job.stop();
    };
  }, [tga, countRegions]);

  return { state, pending };
}

/**
 * The flat view of the chosen pair (issue 18): the livery scaled to 1024² and the region map the
 * same, plus the region map's colour shares, ready before the member presses Upload. A browser
 * that cannot make them simply uploads without (the livery page then shows screenshots only).
 */
export function useFlatPreview(livery: TgaFile | null, regionMap: TgaFile | null) {
  const texture = usePreviewOf(livery, false);
  const overlay = usePreviewOf(regionMap, true);

  /** Waits for whatever is still being made, then the parts to send. */
  const settle = useCallback(async (): Promise<FlatUploadParts> => {
    const [t, o] = await Promise.all([texture.pending.current, overlay.pending.current]);
    const shares = o?.counts ? regionSharesOf(o.counts) : null;
    return { previews: t?.image && o?.image ? { texture: t.image, overlay: o.image } : null, regionShares: shares };
  }, [texture.pending, overlay.pending]);

  return { texture: texture.state, overlay: overlay.state, settle };
}
