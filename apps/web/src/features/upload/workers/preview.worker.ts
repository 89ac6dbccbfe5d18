import { decodePreview, encodePreviewWebp } from './flat-preview';
import type { PreviewRequest, PreviewResponse } from './protocol';

const post = (message: PreviewResponse) => self.postMessage(message);

/** Decodes one TGA of the pair into its flat-view image (and, for the region map, its colour counts). */
self.onmessage = async (event: MessageEvent<PreviewRequest>) => {
  const { file, size, countRegions } = event.data;
  try {
    const decoded = await decodePreview(file.stream(), size, countRegions);
    post({ type: 'done', image: await encodePreviewWebp(decoded.pixels), counts: decoded.counts });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
