import { canConvertImages, convertToWebp } from './convert-to-webp';
import type { ImageRequest, ImageResponse } from './protocol';

const post = (message: ImageResponse) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ImageRequest>) => {
  if (!canConvertImages()) {
    post({ type: 'unsupported' });
    return;
  }
  const { files } = event.data;
  for (const [index, file] of files.entries()) {
    post({ type: 'start', index });
    try {
      post({ type: 'converted', index, file: await convertToWebp(file, file.name) });
    } catch (error) {
      post({ type: 'failed', index, message: error instanceof Error ? error.message : String(error) });
    }
  }
  post({ type: 'done' });
};
