import type { StorageConfig } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { withOutageAnswers } from './storage-outage';

/** The backend the configuration names: a local folder by default, a bucket when S3_BUCKET is set. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? withOutageAnswers(createS3Storage(config)) : createLocalStorage(config.root);
}
