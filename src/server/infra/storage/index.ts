import path from 'node:path';
import type { Config } from '../../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

export type { FileStorage } from './types';

/** An S3-compatible bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));
}
