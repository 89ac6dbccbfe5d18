import { UPLOAD_PREPARATION } from '@paddock/contract';
import { zipEntryNames } from '../lib/file-names';
import type { ZipRequest, ZipResponse } from './protocol';
import { buildZip } from './zip-builder';

const post = (message: ZipResponse) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ZipRequest>) => {
  const { livery, regionMap, fileName } = event.data;
  const [liveryName, regionMapName] = zipEntryNames();
  try {
    const chunks = await buildZip(
      [
        { name: liveryName, data: new Uint8Array(livery) },
        { name: regionMapName, data: new Uint8Array(regionMap) },
      ],
      {
        level: UPLOAD_PREPARATION.zipLevel,
        onProgress: (processed, total) => post({ type: 'progress', processed, total }),
      },
    );
    post({ type: 'done', file: new File(chunks as BlobPart[], fileName, { type: 'application/zip' }) });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
