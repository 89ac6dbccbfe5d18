import { unzipSync } from 'fflate';
import { LIVERY_FILES } from '@/lib/installed-liveries/install-record';
import type { UnzipRequest, UnzipResponse } from './protocol';

/** Inflates a livery zip off the page's thread: a 4096² pair is tens of MB once unzipped. */
self.onmessage = (event: MessageEvent<UnzipRequest>) => {
  try {
    const wanted = new Set<string>(LIVERY_FILES);
    const entries = unzipSync(new Uint8Array(event.data.zip), { filter: (file) => wanted.has(file.name) });
    const files = LIVERY_FILES.map((name) => ({ name, data: entries[name] }));
    if (files.some((file) => !file.data)) {
      self.postMessage({ type: 'badZip' } satisfies UnzipResponse);
      return;
    }
    const answer = { type: 'done', files } as UnzipResponse;
    self.postMessage(answer, { transfer: files.map((file) => (file.data as Uint8Array).buffer) });
  } catch (error) {
    self.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    } satisfies UnzipResponse);
  }
};
