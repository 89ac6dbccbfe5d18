import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { type StallingProxy, startStallingProxy } from '../test/fixtures/stalling-proxy';
import { createS3Client, type S3StorageConfig } from './s3-storage';

export interface TestS3Server {
  config: S3StorageConfig;
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A real S3 protocol server (s3rver) for tests, on a free port of 127.0.0.1, keeping its objects
 * in `directory`. It checks SigV4 signatures, presigned URLs included, with the default
 * S3RVER/S3RVER account.
 */
export async function startS3rver(directory: string, bucket = 'paddock-test'): Promise<TestS3Server> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  fixZeroEndRange(server);
  const { port } = await server.run();
  const config: S3StorageConfig = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    timeoutMs: 10_000,
  };
  const client = createS3Client(config);
  return {
    config,
    client,
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

/**
 * s3rver 3.7.1 reads `Range: bytes=0-0` as `bytes=0-` (its store does `options.end || Infinity`,
 * so an end of 0 is lost) and sends the whole object. Real S3 sends one byte. The fix goes into
 * this test server's store rather than our code: S3 itself is right.
 */
function fixZeroEndRange(server: S3rver) {
  type S3rverObject = { content: Readable | null; range?: { start: number; end: number } };
  const store = (server as unknown as { store: S3rverStore }).store;
  type S3rverStore = {
    getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<S3rverObject | null>;
    getResourcePath(bucket: string, key: string, kind: 'object'): string;
  };
  const getObject = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const object = await getObject(bucket, key, options);
    if (options?.end === 0 && object?.content) {
      object.content.destroy();
      object.content = createReadStream(store.getResourcePath(bucket, key, 'object'), { start: 0, end: 0 });
      object.range = { start: 0, end: 0 };
    }
    return object;
  };
}

export interface S3BehindProxy {
  s3: TestS3Server;
  /** Between the app and s3rver: stall or stop it to freeze or stop the bucket. */
  proxy: StallingProxy;
  /** The app's S3 settings, pointing at the proxy (with a short S3_TIMEOUT_MS). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver behind a TCP proxy a test can freeze or stop (issue 33's outage tests). */
export async function startS3rverBehindProxy(directory: string): Promise<S3BehindProxy> {
  const s3 = await startS3rver(directory);
  const proxy = await startStallingProxy({ host: '127.0.0.1', port: Number(new URL(s3.config.endpoint ?? '').port) });
  return {
    s3,
    proxy,
    env: {
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_TIMEOUT_MS: '300',
    },
    async close() {
      await proxy.close();
      await s3.close();
    },
  };
}
