import { UPLOAD_PREPARATION } from '@paddock/contract';
import type { ZipRequest, ZipResponse } from './protocol';
import { deflateBlob } from './zip-builder';

const post = (message: ZipResponse) => self.postMessage(message);

/** Compresses one file of the livery zip; the page runs two of these at once and joins the entries. */
self.onmessage = async (event: MessageEvent<ZipRequest>) => {
  const { name, file } = event.data;
  try {
    const entry = await deflateBlob(name, file, {
      level: UPLOAD_PREPARATION.zipLevel,
      onProgress: (processed, total) => post({ type: 'progress', processed, total }),
    });
    // The compressed data goes back as a Blob made here: the page's thread receives a handle,
    // never the megabytes, and puts it into the zip File as it is.
    const { data: chunks, ...headers } = entry;
    post({ type: 'done', entry: { ...headers, data: new Blob(chunks) } });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
