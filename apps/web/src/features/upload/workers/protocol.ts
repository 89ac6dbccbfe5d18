import type { CompressedEntry } from './zip-format';

/** Messages between the upload page and its workers. */

/** One file of the livery zip, for one worker to compress (the two run at once). */
export interface ZipRequest {
  /** The entry's name in the zip. */
  name: string;
  /** The TGA as picked: the worker reads it slice by slice (this thread never reads it). */
  file: Blob;
}

export type ZipResponse =
  | { type: 'progress'; processed: number; total: number }
  | { type: 'done'; entry: CompressedEntry & { data: Blob } }
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

/** One TGA of the pair, for the flat-view worker. */
export interface PreviewRequest {
  file: File;
  /** Its width (= height), from the header already checked. */
  size: number;
  /** The region map: count its colours too. */
  countRegions: boolean;
}

export type PreviewResponse =
  | { type: 'done'; image: Blob | null; counts: readonly number[] | null }
  | { type: 'error'; message: string };

/** customskin.tga, for the fingerprint worker (issue 36): the same hash the server stores. */
export interface TextureHashRequest {
  file: Blob;
}

export type TextureHashResponse = { type: 'done'; hash: string; ms: number } | { type: 'error'; message: string };
