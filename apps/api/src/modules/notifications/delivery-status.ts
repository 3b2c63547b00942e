/**
 * A small reader of RFC 3464 delivery status notifications (DSN): the report a mail server sends
 * back, after it took a mail, when it could not deliver it or is still trying. Such a report is a
 * `multipart/report; report-type=delivery-status` mail (RFC 6522) whose parts are a human-readable
 * text, a `message/delivery-status` part (one block of fields per message, then one per
 * recipient) and the original mail or its headers (`message/rfc822`, `text/rfc822-headers`),
 * which carry the original's Message-ID.
 */

/** One recipient's failure in a DSN. */
export interface DsnRecipient {
  /** Original-Recipient, else Final-Recipient: the address, without its "rfc822;" type. */
  recipient: string
  /** Final-Recipient, when it differs (a forward). */
  finalRecipient: string
  /** failed, delayed, delivered, relayed or expanded. */
  action: string
  /** The enhanced status code, e.g. "5.1.1". */
  status: string
  /** The remote server's answer, e.g. "550 5.1.1 <x@y>: no such user". */
  diagnostic: string
}

export interface Dsn {
  /** The original mail's Message-ID, from its returned headers; null when not returned. */
  originalMessageId: string | null
  recipients: DsnRecipient[]
}

interface Entity {
  headers: Map<string, string>
  body: string
}

/** A header block's fields, unfolded, by lower-case name (the first of each name). */
export function headerFields(block: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim())
  }
  return fields
}

/** A Content-Type value's media type (lower case) and parameters ("boundary", "report-type"). */
export function contentType(value: string | undefined) {
  const [type = "", ...rest] = (value ?? "text/plain").split(";")
  const params = new Map<string, string>()
  for (const param of rest) {
    const eq = param.indexOf("=")
    if (eq <= 0) continue
    params.set(
      param.slice(0, eq).trim().toLowerCase(),
      param
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1")
    )
  }
  return { type: type.trim().toLowerCase(), params }
}

/** An entity's headers and body: the text before the first blank line, and the rest. */
function entityOf(raw: string): Entity {
  const blank = /\r?\n\r?\n/.exec(raw)
  if (!blank) return { headers: headerFields(raw), body: "" }
  return {
    headers: headerFields(raw.slice(0, blank.index)),
    body: raw.slice(blank.index + blank[0].length),
  }
}

/** A body in its Content-Transfer-Encoding (base64, quoted-printable; others as they are). */
function decoded(entity: Entity) {
  const encoding = (entity.headers.get("content-transfer-encoding") ?? "")
    .trim()
    .toLowerCase()
  if (encoding === "base64")
    return Buffer.from(entity.body.replace(/\s+/g, ""), "base64").toString(
      "utf8"
    )
  if (encoding === "quoted-printable")
    return Buffer.from(
      entity.body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16))
        ),
      "latin1"
    ).toString("utf8")
  return entity.body
}

/** A multipart body's parts, between its boundary's lines (the preamble and epilogue left out). */
function partsOf(body: string, boundary: string): Entity[] {
  const parts: Entity[] = []
  let current: string[] | null = null
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trimEnd()
    if (trimmed === `--${boundary}` || trimmed === `--${boundary}--`) {
      if (current) parts.push(entityOf(current.join("\n")))
      if (trimmed === `--${boundary}--`) break
      current = []
      continue
    }
    current?.push(line)
  }
  return parts
}

/** The first `multipart/report; report-type=delivery-status` in an entity, looking inside multiparts and attached mails. */
function findReport(entity: Entity, depth = 0): Entity | null {
  if (depth > 5) return null
  const { type, params } = contentType(entity.headers.get("content-type"))
  if (
    type === "multipart/report" &&
    (params.get("report-type") ?? "").toLowerCase() === "delivery-status"
  )
    return entity
  if (type.startsWith("multipart/") && params.get("boundary")) {
    for (const part of partsOf(entity.body, params.get("boundary")!)) {
      const found = findReport(part, depth + 1)
      if (found) return found
    }
  }
  if (type === "message/rfc822")
    return findReport(entityOf(decoded(entity)), depth + 1)
  return null
}

/** A DSN address field's address: "rfc822; Ana@Example.com" → "ana@example.com". */
const addressOf = (field: string | undefined) =>
  (field ?? "")
    .replace(/^[^;]*;/, "")
    .trim()
    .replace(/^<(.*)>$/, "$1")
    .toLowerCase()

/** A DSN's Diagnostic-Code without its type: "smtp; 550 5.1.1 …" → "550 5.1.1 …". */
const diagnosticOf = (field: string | undefined) =>
  (field ?? "").replace(/^[A-Za-z-]+;\s*/, "").trim()

/**
 * Reads a DSN: `raw` is either the whole report mail, headers included (as a mailbox keeps it),
 * or its body alone with `type` its Content-Type (as an HTTP request carries it). Null when it is
 * no delivery status report.
 */
export function readDsn(raw: string, type?: string): Dsn | null {
  const top: Entity = type?.toLowerCase().startsWith("multipart/")
    ? { headers: new Map([["content-type", type]]), body: raw }
    : entityOf(raw)
  const report = findReport(top)
  if (!report) return null
  const boundary = contentType(report.headers.get("content-type")).params.get(
    "boundary"
  )
  if (!boundary) return null
  let status: string | null = null
  let originalMessageId: string | null = null
  for (const part of partsOf(report.body, boundary)) {
    const partType = contentType(part.headers.get("content-type")).type
    if (
      partType === "message/delivery-status" ||
      partType === "message/global-delivery-status"
    )
      status ??= decoded(part)
    else if (
      partType === "text/rfc822-headers" ||
      partType === "message/rfc822" ||
      partType === "message/rfc822-headers"
    )
      originalMessageId ??=
        entityOf(decoded(part)).headers.get("message-id") ?? null
  }
  if (status === null) return null
  // The per-message block comes first; each recipient's block after a blank line.
  const blocks = status
    .split(/\r?\n(?:[ \t]*\r?\n)+/)
    .map(headerFields)
    .filter((fields) => fields.size > 0)
  const recipients = blocks
    .slice(1)
    .filter((f) => f.has("final-recipient") || f.has("original-recipient"))
    .map((f) => {
      const final = addressOf(f.get("final-recipient"))
      return {
        recipient: addressOf(f.get("original-recipient")) || final,
        finalRecipient: final,
        action: (f.get("action") ?? "").trim().toLowerCase(),
        status: (/\d\.\d{1,3}\.\d{1,3}/.exec(f.get("status") ?? "") ?? [""])[0],
        diagnostic: diagnosticOf(f.get("diagnostic-code")),
      }
    })
  return {
    originalMessageId: originalMessageId?.trim() || null,
    recipients,
  }
}
