import { UPLOAD_PREPARATION } from '@paddock/contract';
import type { ZipRequest, ZipResponse } from './protocol';
import { deflateEntry } from './zip-builder';

const post = (message: ZipResponse, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

/** Compresses one file of the livery zip; the page runs two of these at once and joins the entries. */
self.onmessage = (event: MessageEvent<ZipRequest>) => {
  const { name, data } = event.data;
  try {
    const entry = deflateEntry(
      { name, data: new Uint8Array(data) },
      {
        level: UPLOAD_PREPARATION.zipLevel,
        onProgress: (processed, total) => post({ type: 'progress', processed, total }),
      },
    );
    // The compressed chunks go back without a copy (each buffer listed once).
    post({ type: 'done', entry }, [...new Set(entry.chunks.map((chunk) => chunk.buffer))]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
