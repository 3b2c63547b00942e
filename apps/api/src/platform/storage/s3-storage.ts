import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3"
import { getSignedUrl } from "@aws-sdk/s3-request-presigner"

import type { FileStorage } from "./storage.ts"
import { checkKey, KEY } from "./storage.ts"

export interface S3Options {
  bucket: string
  /** An S3-compatible service's URL (MinIO, R2, ...); AWS's own when missing. */
  endpoint?: string
  region: string
  /** Bucket in the path (`/bucket/key`) instead of the host name, as most stand-ins need. */
  forcePathStyle: boolean
  /** Missing: the SDK's own chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404
}

/** Files in an S3-compatible bucket, through @aws-sdk/client-s3. */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible services refuse the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  })
  const Bucket = options.bucket
  return {
    kind: "s3",
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: data,
          ContentType: contentType,
        })
      )
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: checkKey(key) })
        )
        return answer.Body ? await answer.Body.transformToByteArray() : null
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }))
    },
    async signedUrl(key, seconds) {
      return getSignedUrl(
        client,
        new GetObjectCommand({ Bucket, Key: checkKey(key) }),
        { expiresIn: seconds }
      )
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const answer = await client.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken })
        )
        // Only the API's own keys: a bucket shared with other things keeps them.
        yield (answer.Contents ?? [])
          .filter((object) => object.Key && KEY.test(object.Key))
          .map((object) => ({
            key: object.Key!,
            modified: object.LastModified ?? new Date(),
          }))
        ContinuationToken = answer.IsTruncated
          ? answer.NextContinuationToken
          : undefined
      } while (ContinuationToken)
    },
  }
}
