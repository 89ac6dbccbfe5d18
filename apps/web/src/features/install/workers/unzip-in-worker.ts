import { InstallError } from '../lib/install-errors';
import type { LiveryFiles } from '../lib/install-livery';
import { INSTALL_MESSAGES } from '../lib/messages';
import type { UnzipRequest, UnzipResponse } from './protocol';

/** Unzips a livery in a worker (fflate) and answers its two TGA files; anything else is a bad zip. */
export function unzipInWorker(zip: ArrayBuffer): Promise<LiveryFiles> {
  const worker = new Worker(new URL('./unzip.worker.ts', import.meta.url), { type: 'module', name: 'unzip-livery' });
  return new Promise<LiveryFiles>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<UnzipResponse>) => {
      worker.terminate();
      const answer = event.data;
      if (answer.type === 'done') {
        resolve(Object.fromEntries(answer.files.map((file) => [file.name, file.data])) as LiveryFiles);
      } else {
        reject(
          new InstallError(
            'badZip',
            answer.type === 'badZip' ? INSTALL_MESSAGES.badZip : INSTALL_MESSAGES.unknown(answer.message),
          ),
        );
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new InstallError('badZip', INSTALL_MESSAGES.unknown(event.message || 'The unzip worker failed.')));
    };
    worker.postMessage({ zip } satisfies UnzipRequest, [zip]);
  });
}
