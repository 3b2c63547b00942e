import { Inflate } from "fflate"

import {
  MAX_COMPRESSION_RATIO,
  MAX_DATA_ROWS,
  MAX_UNCOMPRESSED_BYTES,
  RATIO_CHECKED_FROM_BYTES,
} from "./spreadsheet-limits.ts"
import type { ZipEntry } from "./zip-directory.ts"
import { entryBytes, readZipDirectory } from "./zip-directory.ts"

/** Every .xlsx (a zip archive) starts with a zip local file header, `PK\x03\x04`. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
/** The part every workbook has; a zip without it is some other document. */
const WORKBOOK = "xl/workbook.xml"
/** Compressed bytes inflated at a time: a deflated run of zeros expands 1,032 times at most. */
const INFLATE_STEP = 8 * 1024
/** The rows with a value a sheet may have: the header and the data rows. */
const MAX_ROWS = MAX_DATA_ROWS + 1
/** Zip compression methods; read-excel-file's unzipper knows no others. */
const STORED = 0
const DEFLATED = 8
/** More than `</`, a namespace prefix and a tag name: a `<` further back starts a whole tag. */
const TAG_START_LENGTH = 64

/**
 * Checks an .xlsx before it is handed to a reader that expands its XML parts in memory: that it
 * is a workbook, that those parts do not expand too much (by what its zip directory says, and by
 * inflating each with a cap at that size, in case the directory lies), and that no sheet has
 * more rows than allowed (counted while inflating, stopping at the limit). Other parts, like
 * images, are never expanded by the reader and are not checked.
 *
 * @param bytes - the file
 * @returns why the file is refused, or undefined when it may be read
 */
export function checkXlsx(
  bytes: Uint8Array
): "not-a-spreadsheet" | "bomb" | "too-many-rows" | "unreadable" | undefined {
  if (!ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte))
    return "not-a-spreadsheet"
  const entries = readZipDirectory(bytes)
  if (!entries?.some((entry) => entry.name === WORKBOOK))
    return "not-a-spreadsheet"
  const parts = entries.filter(isReadByReader)
  const declared = parts.reduce((sum, part) => sum + part.size, 0)
  if (declared > MAX_UNCOMPRESSED_BYTES || parts.some(expandsTooMuch))
    return "bomb"
  for (const part of parts) {
    const failure = scanPart(bytes, part)
    if (failure) return failure
  }
  return undefined
}

function expandsTooMuch(entry: ZipEntry) {
  return (
    entry.size >= RATIO_CHECKED_FROM_BYTES &&
    entry.size > entry.compressedSize * MAX_COMPRESSION_RATIO
  )
}

/** read-excel-file expands only these parts (its `filterZipArchiveEntry`). */
function isReadByReader(entry: ZipEntry) {
  return entry.name.endsWith(".xml") || entry.name.endsWith(".xml.rels")
}

/** Inflates one part, never past the size its directory entry declares, counting sheet rows. */
function scanPart(bytes: Uint8Array, entry: ZipEntry) {
  const stored = entryBytes(bytes, entry)
  if (!stored || (entry.method !== STORED && entry.method !== DEFLATED))
    return "unreadable"
  const rows = entry.name.includes("worksheets/")
    ? sheetRowCounter()
    : undefined
  let expanded = 0
  let failure: "bomb" | "too-many-rows" | undefined
  const take = (chunk: Uint8Array) => {
    expanded += chunk.length
    if (expanded > entry.size) failure = "bomb"
    else if (rows && rows.add(chunk) > MAX_ROWS) failure = "too-many-rows"
  }
  if (entry.method === STORED) {
    take(stored)
    return failure
  }
  const inflate = new Inflate(take)
  try {
    for (let at = 0; at < stored.length && !failure; at += INFLATE_STEP)
      inflate.push(
        stored.subarray(at, at + INFLATE_STEP),
        at + INFLATE_STEP >= stored.length
      )
  } catch {
    return "unreadable"
  }
  return failure
}

/**
 * Counts the rows of a sheet's XML that hold a value (`<row>` elements with a `<v>` or an
 * inline string `<is>`), fed in pieces as it is inflated. Empty formatted rows do not count,
 * as the reader drops them.
 */
function sheetRowCounter() {
  const decoder = new TextDecoder()
  // The start of a row, a value, an inline string, or the end of a row, with any namespace prefix.
  const tag = /<(\/?)(?:[\w.-]+:)?(row|v|is)[\s/>]/g
  let rows = 0
  let rowHasValue = false
  let tail = ""
  return {
    /** @returns the rows counted so far */
    add(chunk: Uint8Array) {
      const text = tail + decoder.decode(chunk, { stream: true })
      // A tag cut at the end of this piece is read with the next one.
      const lastTag = text.lastIndexOf("<")
      const cut =
        lastTag >= 0 && text.length - lastTag < TAG_START_LENGTH
          ? lastTag
          : text.length
      for (const [, closing, name] of text.slice(0, cut).matchAll(tag)) {
        if (name !== "row") rowHasValue = true
        else if (closing && rowHasValue) rows++
        else rowHasValue = false
      }
      tail = text.slice(cut)
      return rows
    },
  }
}
