/** Messages between the upload page and its two workers. */

export interface ZipRequest {
  /** The two TGAs, transferred (not copied) to the worker. */
  livery: ArrayBuffer;
  regionMap: ArrayBuffer;
  fileName: string;
}

export type ZipResponse =
  | { type: 'progress'; processed: number; total: number }
  | { type: 'done'; file: File }
  | { type: 'error'; message: string };

export interface ImageRequest {
  files: File[];
}

export type ImageResponse =
  | { type: 'unsupported' }
  | { type: 'start'; index: number }
  | { type: 'converted'; index: number; file: File }
  | { type: 'failed'; index: number; message: string }
  | { type: 'done' };
