import multipart from '@fastify/multipart';
import { LIMITS } from '@paddock/contract';
import { unencapsulated } from './unencapsulated';

/** multipart/form-data for the livery upload: one zip and the screenshots, nothing larger or more. */
export const multipartParsing = unencapsulated(async (app) => {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      fields: 80,
      fileSize: LIMITS.liveryZipBytesMax,
      files: 1 + LIMITS.screenshotsMax,
      parts: 100,
      headerPairs: 100,
    },
  });
});
