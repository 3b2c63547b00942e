// A local stand-in of S3: a real HTTP server on loopback that speaks the REST subset the file
// storage uses (path-style PUT, GET and DELETE of objects, GET through a presigned URL, and
// ListObjectsV2 in pages of `pageSize`), and
// checks every request's AWS Signature Version 4 the way S3 does, with the presigned URLs'
// expiry, so the adapter is proven to sign as S3 expects.
import { createHash, createHmac, timingSafeEqual } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { createServer } from "node:http"

import { listenOnLoopback } from "./listen.ts"

export interface S3StandIn {
  url: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  objects: Map<string, { data: Buffer; type: string }>
  /** When each object was written (ListObjectsV2's LastModified); tests may move it back. */
  modified: Map<string, Date>
  /** The most keys one ListObjectsV2 answer holds (S3's 1,000; small to test paging). */
  pageSize: number
  /** Each request: method, path, and whether it came through a presigned URL. */
  requests: { method: string; path: string; presigned: boolean }[]
  /** Moves the stand-in's clock, to let presigned URLs expire. */
  advance(seconds: number): void
  close(): Promise<void>
}

const sha256 = (data: string | Buffer) =>
  createHash("sha256").update(data).digest("hex")
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest()

/** RFC 3986 encoding, as SigV4 canonical queries use. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  )

/** 20261127T101500Z as milliseconds. */
const amzTime = (text: string) =>
  Date.parse(
    text.replace(
      /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
      "$1-$2-$3T$4:$5:$6Z"
    )
  )

interface Signed {
  credential: string
  signedHeaders: string
  signature: string
  amzDate: string
  payloadHash: string
  presigned: boolean
}

/** The signature's parts, from the Authorization header or a presigned URL's query. */
function signedParts(
  req: IncomingMessage,
  query: URLSearchParams,
  body: Buffer,
  now: number
): Signed | string {
  if (query.has("X-Amz-Signature")) {
    if (query.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256")
      return "Unsupported algorithm"
    const amzDate = query.get("X-Amz-Date") ?? ""
    const expires = Number(query.get("X-Amz-Expires"))
    if (!(expires > 0 && expires <= 604_800)) return "X-Amz-Expires is invalid"
    if (amzTime(amzDate) + expires * 1000 < now) return "Request has expired"
    return {
      credential: query.get("X-Amz-Credential") ?? "",
      signedHeaders: query.get("X-Amz-SignedHeaders") ?? "",
      signature: query.get("X-Amz-Signature") ?? "",
      amzDate,
      payloadHash: "UNSIGNED-PAYLOAD",
      presigned: true,
    }
  }
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? ""
    )
  if (!match) return "Missing or malformed Authorization header"
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "")
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body))
    return "The provided x-amz-content-sha256 does not match the body"
  const amzDate = String(req.headers["x-amz-date"] ?? "")
  if (Math.abs(amzTime(amzDate) - now) > 15 * 60_000)
    return "The difference between the request time and the current time is too large"
  return {
    credential: match[1]!,
    signedHeaders: match[2]!,
    signature: match[3]!,
    amzDate,
    payloadHash,
    presigned: false,
  }
}

export async function startS3StandIn(port = 0): Promise<S3StandIn> {
  const bucket = "ruta-proofs"
  const region = "eu-south-2"
  const accessKeyId = "AKIASTANDIN0000001"
  const secretAccessKey = "stand-in-secret-key/0123456789abcdefghij"
  const objects = new Map<string, { data: Buffer; type: string }>()
  const modified = new Map<string, Date>()
  const requests: S3StandIn["requests"] = []
  let offset = 0

  /** The request's SigV4 signature checked: null when right, else what is wrong. */
  function verify(req: IncomingMessage, body: Buffer): string | null {
    const [path = "", rawQuery = ""] = (req.url ?? "").split("?")
    const query = new URLSearchParams(rawQuery)
    const parts = signedParts(req, query, body, Date.now() + offset * 1000)
    if (typeof parts === "string") return parts
    const [keyId, day, area, service, terminal] = parts.credential.split("/")
    if (keyId !== accessKeyId)
      return "The AWS access key Id you provided does not exist"
    if (area !== region || service !== "s3" || terminal !== "aws4_request")
      return "The credential scope is wrong"
    const names = parts.signedHeaders.split(";")
    if (!names.includes("host")) return "The host header must be signed"
    const canonicalQuery = [...query.entries()]
      .filter(([key]) => key !== "X-Amz-Signature")
      .map(([key, value]) => `${encode(key)}=${encode(value)}`)
      .sort()
      .join("&")
    const canonicalHeaders = names
      .map((name) => {
        const value = req.headers[name]
        const text = Array.isArray(value) ? value.join(",") : (value ?? "")
        return `${name}:${text.trim().replace(/\s+/g, " ")}\n`
      })
      .join("")
    const canonicalRequest = [
      req.method,
      path,
      canonicalQuery,
      canonicalHeaders,
      parts.signedHeaders,
      parts.payloadHash,
    ].join("\n")
    const scope = `${day}/${area}/${service}/aws4_request`
    const toSign = [
      "AWS4-HMAC-SHA256",
      parts.amzDate,
      scope,
      sha256(canonicalRequest),
    ].join("\n")
    const key = ["aws4_request"].reduce(
      (k, part) => hmac(k, part),
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, day!), area!), service!)
    )
    const expected = hmac(key, toSign)
    const given = Buffer.from(parts.signature, "hex")
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return "The request signature we calculated does not match the signature you provided"
    requests.push({
      method: req.method ?? "",
      path,
      presigned: parts.presigned,
    })
    return null
  }

  const error = (
    res: ServerResponse,
    status: number,
    code: string,
    message: string
  ) => {
    res.writeHead(status, { "content-type": "application/xml" })
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
    )
  }

  const standIn = { pageSize: 1000 }

  /** ListObjectsV2: the keys in order, a page at a time, the next page's token the last key. */
  function listObjects(res: ServerResponse, query: URLSearchParams) {
    const after = query.get("continuation-token") ?? ""
    const keys = [...objects.keys()].sort().filter((key) => key > after)
    const page = keys.slice(0, standIn.pageSize)
    const truncated = keys.length > page.length
    const contents = page
      .map(
        (key) =>
          `<Contents><Key>${key}</Key><LastModified>${(modified.get(key) ?? new Date()).toISOString()}</LastModified><Size>${objects.get(key)!.data.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
      )
      .join("")
    res.writeHead(200, { "content-type": "application/xml" })
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix></Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${standIn.pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ""}</ListBucketResult>`
    )
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const body = Buffer.concat(chunks)
      const problem = verify(req, body)
      if (problem) {
        const code = problem.includes("signature")
          ? "SignatureDoesNotMatch"
          : "AccessDenied"
        return error(res, 403, code, problem)
      }
      const path = decodeURIComponent((req.url ?? "").split("?")[0]!)
      const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "")
      if (
        req.method === "GET" &&
        (path === `/${bucket}` || path === `/${bucket}/`) &&
        query.get("list-type") === "2"
      )
        return listObjects(res, query)
      if (!path.startsWith(`/${bucket}/`))
        return error(
          res,
          404,
          "NoSuchBucket",
          "The specified bucket does not exist"
        )
      const key = path.slice(bucket.length + 2)
      if (req.method === "PUT") {
        objects.set(key, {
          data: body,
          type: String(
            req.headers["content-type"] ?? "application/octet-stream"
          ),
        })
        modified.set(key, new Date())
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` })
        return res.end()
      }
      if (req.method === "GET") {
        const found = objects.get(key)
        if (!found)
          return error(
            res,
            404,
            "NoSuchKey",
            "The specified key does not exist."
          )
        res.writeHead(200, {
          "content-type": found.type,
          "content-length": found.data.length,
        })
        return res.end(found.data)
      }
      if (req.method === "DELETE") {
        objects.delete(key)
        modified.delete(key)
        res.writeHead(204)
        return res.end()
      }
      error(res, 405, "MethodNotAllowed", "The method is not allowed")
    })
  })
  const listening = await listenOnLoopback(server, port)
  return {
    url: `http://127.0.0.1:${listening}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    modified,
    get pageSize() {
      return standIn.pageSize
    },
    set pageSize(size) {
      standIn.pageSize = size
    },
    requests,
    advance(seconds) {
      offset += seconds
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The configuration that points the file storage at the stand-in. */
export const s3Env = (s3: S3StandIn, extra: Record<string, string> = {}) => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.url,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: "true",
  ...extra,
})
