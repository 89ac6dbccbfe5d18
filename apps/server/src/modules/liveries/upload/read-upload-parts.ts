import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LIMITS, UPLOAD_PARTS } from '@paddock/contract';
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { PRIVATE_FILE_MODE } from '../../../lib/private-files';
import type { TempFiles } from '../../../storage/temp-files';

export interface UploadParts {
  fields: Map<string, string[]>;
  liveryFile: string | null;
  screenshots: string[];
  /** The flat-view images the browser made (issue 18), when it sent them. */
  texturePreview: string | null;
  regionOverlay: string | null;
  /** Every temporary file written, for the caller to remove whatever happens. */
  tempFiles: string[];
}

const PREVIEW_CAP = { max: LIMITS.screenshotBytesMax, tooLarge: 'Each flat-view image must be 10 MB or smaller.' };
const FILE_CAPS: Record<string, { max: number; tooLarge: string }> = {
  [UPLOAD_PARTS.liveryFile]: { max: LIMITS.liveryZipBytesMax, tooLarge: 'The livery zip is larger than 120 MB.' },
  [UPLOAD_PARTS.screenshots]: { max: LIMITS.screenshotBytesMax, tooLarge: 'Each screenshot must be 10 MB or smaller.' },
  [UPLOAD_PARTS.texturePreview]: PREVIEW_CAP,
  [UPLOAD_PARTS.regionOverlay]: PREVIEW_CAP,
};

/** The parts that carry one file each, and where that file goes in the result. */
const SINGLE_FILES = {
  [UPLOAD_PARTS.liveryFile]: 'liveryFile',
  [UPLOAD_PARTS.texturePreview]: 'texturePreview',
  [UPLOAD_PARTS.regionOverlay]: 'regionOverlay',
} as const satisfies Record<string, keyof UploadParts>;

/** Passes bytes through and fails the moment more than `max` have gone by. */
function byteCap(max: number, message: string, total?: TotalCap): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) return done(new AppError(413, 'FILE_TOO_LARGE', message));
      if (total) {
        total.seen += chunk.length;
        if (total.seen > total.max) return done(total.tooMuch());
      }
      done(null, chunk);
    },
  });
}

/** A cap on all the files of one upload together (what is left of the member's storage quota). */
export interface UploadBytesCap {
  max: number;
  tooMuch(): AppError;
}
type TotalCap = UploadBytesCap & { seen: number };

/**
 * Streams the multipart body part by part: text fields into memory (small, capped by the
 * multipart limits), files straight to temporary files under a per-part byte cap. Nothing is
 * ever held whole in memory, and an oversize part fails while it streams, as does an upload whose
 * files together pass `totalCap`.
 */
export async function readUploadParts(
  request: FastifyRequest,
  temp: TempFiles,
  totalCap?: UploadBytesCap,
): Promise<UploadParts> {
  const result: UploadParts = {
    fields: new Map(),
    liveryFile: null,
    screenshots: [],
    texturePreview: null,
    regionOverlay: null,
    tempFiles: [],
  };
  const total = totalCap ? { ...totalCap, seen: 0 } : undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const list = result.fields.get(part.fieldname) ?? [];
        list.push(String(part.value));
        result.fields.set(part.fieldname, list);
        continue;
      }
      const cap = FILE_CAPS[part.fieldname];
      if (!cap) {
        part.file.resume();
        throw AppError.badRequest(`Unexpected file field "${part.fieldname.slice(0, 40)}".`, 'UNEXPECTED_FILE');
      }
      const single = SINGLE_FILES[part.fieldname as keyof typeof SINGLE_FILES];
      if (single && result[single]) {
        part.file.resume();
        throw AppError.badRequest(`Send exactly one ${part.fieldname} file.`, 'TOO_MANY_FILES');
      }
      if (part.fieldname === UPLOAD_PARTS.screenshots && result.screenshots.length >= LIMITS.screenshotsMax) {
        throw AppError.badRequest(`At most ${LIMITS.screenshotsMax} screenshots.`, 'TOO_MANY_SCREENSHOTS');
      }
      const path = await temp.createTempPath(part.fieldname === UPLOAD_PARTS.liveryFile ? '.zip' : '.img');
      result.tempFiles.push(path);
      await pipeline(
        part.file,
        byteCap(cap.max, cap.tooLarge, total),
        createWriteStream(path, { mode: PRIVATE_FILE_MODE }),
      );
      if (part.file.truncated) throw new AppError(413, 'FILE_TOO_LARGE', cap.tooLarge);
      if (single) result[single] = path;
      else result.screenshots.push(path);
    }
    return result;
  } catch (error) {
    await removeTempFiles(result.tempFiles);
    throw toUploadError(error);
  }
}

export async function removeTempFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}

/** @fastify/multipart's limit errors become our 4xx shapes. */
function toUploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'FILE_TOO_LARGE', 'A file in the upload is too large.');
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(
        `Too many files: one livery zip and at most ${LIMITS.screenshotsMax} screenshots.`,
        'TOO_MANY_FILES',
      );
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return AppError.badRequest('Too many fields in the upload.', 'TOO_MANY_FIELDS');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'NOT_MULTIPART', 'Send the upload as multipart/form-data.');
    default:
      return error;
  }
}
