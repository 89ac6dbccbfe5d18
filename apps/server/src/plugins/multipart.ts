import multipart from '@fastify/multipart';
import { LIMITS, UPLOAD_FILE_PARTS } from '@paddock/contract';
import { unencapsulated } from './unencapsulated';

/** multipart/form-data for the livery upload: one zip and the screenshots, nothing larger or more. */
export const multipartParsing = unencapsulated(async (app) => {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      fields: 80,
      fileSize: LIMITS.liveryZipBytesMax,
      files: UPLOAD_FILE_PARTS.length - 1 + LIMITS.screenshotsMax, // one of each part, several screenshots
      parts: 100,
      headerPairs: 100,
    },
  });
});
