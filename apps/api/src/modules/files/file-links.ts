import { createHmac, timingSafeEqual } from "node:crypto"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"

/** The path files are served at, under the API's prefix. */
export const FILES_PATH = "/files"

/** What a signed file link names: the file, the client it belongs to, and when it stops working. */
export interface FileLink {
  id_file: string
  id_client: number
  /** Unix seconds. */
  expires: number
}

/** The query of a signed link: client (c), expiry (e) and signature (s). */
export interface LinkQuery {
  c: number
  e: number
  s: string
}

export const linkExpired = () =>
  new AppError(
    403,
    ErrorCode.FORBIDDEN,
    "This file link has expired. Reload the page to get a new one."
  )
export const linkInvalid = () =>
  new AppError(403, ErrorCode.FORBIDDEN, "This file link is not valid.")

/**
 * Short-lived links to files: an HMAC (SHA-256) of the file id, its client and the expiry, with a
 * key drawn from the app's secret for this use only. Expiries are rounded up to the next minute,
 * so the planner's screens, which refresh every few seconds, keep one URL per file for a minute
 * and the browser's cache serves it.
 */
export function createFileLinks(options: {
  secret: Uint8Array
  ttlSeconds: number
  now: () => number
  /** The API's path prefix the links start with. */
  prefix: string
}) {
  const key = createHmac("sha256", options.secret)
    .update("ruta file links v1")
    .digest()
  const sign = (link: FileLink) =>
    createHmac("sha256", key)
      .update(`${link.id_file}.${link.id_client}.${link.expires}`)
      .digest("base64url")
  const nowSeconds = () => Math.floor(options.now() / 1000)

  return {
    /** A signed path (under the API prefix) to the file, valid for the configured time. */
    url(id_file: string, id_client: number): string {
      const expires = Math.ceil((nowSeconds() + options.ttlSeconds) / 60) * 60
      const s = sign({ id_file, id_client, expires })
      return `${options.prefix}${FILES_PATH}/${id_file}?c=${id_client}&e=${expires}&s=${s}`
    },

    /**
     * The link the query names, checked: 403 with its own message when it has expired, 403 when
     * its signature does not match (any part changed). Whether the file is the client's is the
     * caller's check, against the database.
     */
    verify(
      id_file: string,
      query: LinkQuery
    ): FileLink & { remaining: number } {
      const link = { id_file, id_client: query.c, expires: query.e }
      const given = Buffer.from(query.s, "base64url")
      const expected = Buffer.from(sign(link), "base64url")
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw linkInvalid()
      const remaining = link.expires - nowSeconds()
      if (remaining <= 0) throw linkExpired()
      return { ...link, remaining }
    },
  }
}
export type FileLinks = ReturnType<typeof createFileLinks>
