import type { Config } from "../../config.ts"

import { createLocalStorage } from "./local-storage.ts"
import { createS3Storage } from "./s3-storage.ts"
import type { FileStorage } from "./storage.ts"

/** The file storage the configuration names: S3 when S3_BUCKET is set, else the data folder. */
export function createFileStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return createLocalStorage(config.dataDir)
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  })
}
