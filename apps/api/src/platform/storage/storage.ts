import type { Config } from "../../config.ts"

/**
 * Where files' bytes live, by key (`<client>/<uuid>.<ext>`): the data folder by default, or an
 * S3-compatible bucket. Who may read a file is the database's business (`files` rows under
 * row-level security); the storage only keeps bytes.
 */
export interface FileStorage {
  readonly kind: "local" | "s3"
  put(key: string, data: Uint8Array, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>
  /**
   * A URL that serves the file by itself for `seconds` (an S3 presigned GET), or null when only
   * the API can serve it (the local disk).
   */
  signedUrl(key: string, seconds: number): Promise<string | null>
  /** Every stored file's key and when it was written, page by page (for the orphan sweep). */
  list(): AsyncIterable<StoredFile[]>
}

/** A file in the storage: its key and when it was last written. */
export interface StoredFile {
  key: string
  modified: Date
}

/** Keys are made by the API: a client id, a uuid and an extension; nothing else gets through. */
export const KEY = /^\d{1,10}\/[0-9a-f-]{36}\.(jpg|png)$/

/** Throws unless `key` is one the API makes, so no key can climb out of its folder. */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a file key: ${key}`)
  return key
}

/**
 * The origin presigned URLs point at, for the page's Content-Security-Policy (`img-src`), or
 * null with the local disk.
 */
export function storageOrigin(config: Config): string | null {
  const bucket = config.S3_BUCKET
  if (!bucket) return null
  const endpoint = new URL(
    config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`
  )
  return config.S3_FORCE_PATH_STYLE
    ? endpoint.origin
    : `${endpoint.protocol}//${bucket}.${endpoint.host}`
}

/**
 * Runs `work` with a list it records the keys it writes in; when `work` fails, or the
 * transaction it ran in does not commit, those files are deleted: a refused request leaves no
 * file behind.
 */
export async function keepFilesOnlyIfDone<T>(
  storage: FileStorage,
  work: (written: string[]) => Promise<T>
): Promise<T> {
  const written: string[] = []
  try {
    return await work(written)
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)))
    throw error
  }
}
