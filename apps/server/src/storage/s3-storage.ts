import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MESSAGES } from '@paddock/contract';
import type { StorageConfig } from '../config';
import { AppError } from '../lib/app-error';
import {
  assertValidKey,
  assertValidPrefix,
  assertValidRange,
  isValidKey,
  type Storage,
  safeDownloadName,
} from './storage';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

const DOWNLOAD_URL_SECONDS = 15 * 60;
const INLINE_URL_SECONDS = 7 * 24 * 60 * 60; // the longest a SigV4 presigned URL may live
const PART_SIZE = 5 * 1024 * 1024; // S3's minimum part size
const MAX_SINGLE_PUT = 5 * 1024 ** 3;

/**
 * Objects in an S3-compatible bucket. Downloads and inline media go straight from the bucket (a
 * presigned URL, or the public/CDN base) so file bytes never pass through the API.
 */
export function createS3Storage(config: S3StorageConfig, client = createS3Client(config)): Storage {
  const Bucket = config.bucket;

  /**
   * Confirms the stored size: a store that misreads a request (see createS3Client) fails the put
   * here instead of leaving a corrupt object behind.
   */
  async function verifySize(Key: string, expected: number, abortSignal?: AbortSignal): Promise<void> {
    const head = await client.send(new HeadObjectCommand({ Bucket, Key }), { abortSignal });
    if (head.ContentLength !== expected) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
      throw new Error(`Stored ${head.ContentLength} bytes where ${expected} were expected under ${Key}`);
    }
  }

  return {
    kind: 's3',

    async put(Key, source, { contentType, contentLength, signal }) {
      assertValidKey(Key);
      signal?.throwIfAborted();
      if (typeof source === 'string') {
        const { size } = await stat(source);
        if (contentLength !== undefined && contentLength !== size) {
          throw new Error(`Stored ${size} bytes where ${contentLength} were expected`);
        }
        if (size <= MAX_SINGLE_PUT) {
          // One streamed PUT with a known length: no part buffers at all; S3 publishes it atomically.
          const Body = createReadStream(source);
          try {
            await client.send(
              new PutObjectCommand({ Bucket, Key, Body, ContentLength: size, ContentType: contentType }),
              { abortSignal: signal },
            );
          } finally {
            Body.destroy();
          }
          return verifySize(Key, size, signal);
        }
      }
      const stream = typeof source === 'string' ? createReadStream(source) : source;
      let bytes = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of stream) {
            bytes += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        })(),
      );
      // Unknown length: multipart in 5 MiB parts, one part in flight, so an upload holds about
      // two parts in memory whatever the file size. A failed or aborted upload is aborted on the
      // bucket by lib-storage (AbortMultipartUpload), so its parts do not linger.
      const abortController = new AbortController();
      const abort = () => abortController.abort(signal?.reason);
      signal?.addEventListener('abort', abort, { once: true });
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counted, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        abortController,
      });
      try {
        await upload.done();
      } catch (error) {
        stream.destroy();
        throw error;
      } finally {
        signal?.removeEventListener('abort', abort);
      }
      await verifySize(Key, contentLength ?? bytes, signal);
    },

    async stat(Key) {
      assertValidKey(Key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return {
          size: head.ContentLength ?? 0,
          etag: (head.ETag ?? '').replaceAll('"', ''),
          contentType: head.ContentType,
          lastModified: head.LastModified ?? new Date(),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async openRead(Key, range) {
      assertValidKey(Key);
      if (range) assertValidRange(range);
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!(res.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return res.Body;
      } catch (error) {
        if (isNotFound(error)) throw AppError.notFound(MESSAGES.common.notFound);
        throw error;
      }
    },

    async delete(Key) {
      assertValidKey(Key);
      // S3 answers 204 for a missing key, so deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async deleteMany(keys) {
      for (const key of keys) assertValidKey(key);
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        const res = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = res.Errors?.[0];
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
    },

    async *list(Prefix) {
      assertValidPrefix(Prefix);
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix })) {
        for (const item of page.Contents ?? []) {
          if (item.Key && isValidKey(item.Key)) yield item.Key;
        }
      }
    },

    async downloadUrl(Key, { filename, contentType }) {
      assertValidKey(Key);
      // Always presigned, even with a CDN base: only the signed response overrides can make the
      // bucket answer `Content-Disposition: attachment` with the name we choose.
      const command = new GetObjectCommand({
        Bucket,
        Key,
        ResponseContentDisposition: `attachment; filename="${safeDownloadName(filename, Key)}"`,
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: DOWNLOAD_URL_SECONDS });
    },

    async publicUrl(Key) {
      assertValidKey(Key);
      if (config.publicUrl) return `${config.publicUrl}/${Key}`;
      // Signed as of the start of the UTC day, so the URL stays the same all day and browsers
      // can cache the image; it stays valid for at least six days after that.
      const day = new Date();
      day.setUTCHours(0, 0, 0, 0);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key }), {
        expiresIn: INLINE_URL_SECONDS,
        signingDate: day,
      });
    },

    // Single PUTs are atomic, and lib-storage aborts a failed multipart upload itself. What a
    // crash leaves of a multipart upload is invisible to readers and is removed by the bucket's
    // AbortIncompleteMultipartUpload lifecycle rule (set it to one day), not by the API.
    async sweepIncomplete() {
      return 0;
    },
  };
}

/**
 * With a custom endpoint (MinIO, R2, Ceph, s3rver…) checksums are only sent where S3 requires
 * them. Since 2025 the SDK otherwise streams bodies as `aws-chunked` with a trailing CRC32,
 * which some S3-compatible stores do not decode: they keep the chunk framing as part of the
 * object and answer 200 (seen with s3rver: a 7 MiB file was stored as 7 MiB + 1 KiB). On AWS
 * itself the SDK's defaults stay.
 */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    // A stalled bucket (accepting connections, answering nothing) must not hold a request for
    // minutes: connecting and every silence on the socket are bounded, and a failed call is
    // tried once more, not three times (issue 33).
    requestHandler: {
      connectionTimeout: config.timeoutMs,
      requestTimeout: config.timeoutMs,
      throwOnRequestTimeout: true,
    },
    maxAttempts: 2,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey';
}
