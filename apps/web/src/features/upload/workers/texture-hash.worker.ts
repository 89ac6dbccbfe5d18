import { fingerprintTgaStream } from '@paddock/contract';
import type { TextureHashRequest, TextureHashResponse } from './protocol';

const post = (message: TextureHashResponse) => self.postMessage(message);

/**
 * Fingerprints the picked customskin.tga with the contract's code, streamed slice by slice as the
 * flat-view worker reads it: a 4096² texture is 64 MB, never read whole nor on the page's thread.
 */
self.onmessage = async (event: MessageEvent<TextureHashRequest>) => {
  const started = performance.now();
  try {
    const { hash } = await fingerprintTgaStream(event.data.file.stream());
    post({ type: 'done', hash, ms: performance.now() - started });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
