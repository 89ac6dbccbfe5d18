import type { LiveryFileName } from '@/lib/installed-liveries/install-record';

/** The zip's bytes, transferred (not copied) to the worker. */
export interface UnzipRequest {
  zip: ArrayBuffer;
}

export type UnzipResponse =
  | { type: 'done'; files: { name: LiveryFileName; data: Uint8Array<ArrayBuffer> }[] }
  | { type: 'badZip' }
  | { type: 'error'; message: string };
