import { strFromU8 } from "fflate"

/** One file inside a zip archive, as the archive's central directory describes it. */
export interface ZipEntry {
  /** Its path inside the archive, like `xl/worksheets/sheet1.xml`. */
  name: string
  /** How it is stored: 0 as it is, 8 deflated. */
  method: number
  /** The bytes it takes inside the archive. */
  compressedSize: number
  /** The bytes the directory says it expands to; a crafted archive may lie. */
  size: number
  /** Where its data starts in the archive. */
  dataStart: number
}

const END_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const ZIP64_END_SIGNATURE = 0x06064b50
const ENTRY_SIGNATURE = 0x02014b50
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff
/** A 32-bit size or offset with this value is given in the entry's zip64 extra field. */
const IN_ZIP64_FIELD = 0xffffffff
const ZIP64_FIELD_ID = 1
/** Entry names are code page 437 (read as Latin-1, as fflate does) unless this flag says UTF-8. */
const UTF8_NAME_FLAG = 0x800

/**
 * Lists the files of a zip archive from its central directory without expanding any of them.
 * It reads the directory the way fflate's `unzip` (used by read-excel-file) does, so both see
 * the same sizes and the same data. The byte offsets are those of PKWARE's APPNOTE.TXT:
 * 4.3.16 (end of central directory), 4.3.14 and 4.3.15 (zip64 end and its locator), 4.3.12
 * (central directory header), 4.3.7 (local file header) and 4.5.3 (zip64 extra field).
 *
 * @param bytes - the archive
 * @returns its files, or undefined when there is no readable central directory
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => view.getUint32(at, true)
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32
  try {
    const end = findEnd(u32, bytes.length)
    if (end === undefined) return undefined
    let count = u16(end + 8)
    let at = u32(end + 16)
    const zip64End =
      end >= 20 && u32(end - 20) === ZIP64_LOCATOR_SIGNATURE
        ? u32(end - 12)
        : undefined
    const zip64 =
      zip64End !== undefined && u32(zip64End) === ZIP64_END_SIGNATURE
    if (zip64) {
      count = u32(zip64End + 32)
      at = u32(zip64End + 48)
    }
    const entries: ZipEntry[] = []
    for (let i = 0; i < count; i++) {
      if (u32(at) !== ENTRY_SIGNATURE) return undefined
      const nameLength = u16(at + 28)
      const extraStart = at + 46 + nameLength
      const extraEnd = extraStart + u16(at + 30)
      let compressedSize = u32(at + 20)
      let size = u32(at + 24)
      let offset = u32(at + 42)
      const wide = [size, compressedSize, offset].includes(IN_ZIP64_FIELD)
      if (zip64 && wide) {
        // The zip64 field holds only the values that did not fit, in this order.
        let field = findExtraField(u16, extraStart, extraEnd, ZIP64_FIELD_ID)
        if (field === undefined) return undefined
        if (size === IN_ZIP64_FIELD) {
          size = u64(field)
          field += 8
        }
        if (compressedSize === IN_ZIP64_FIELD) {
          compressedSize = u64(field)
          field += 8
        }
        if (offset === IN_ZIP64_FIELD) offset = u64(field)
      }
      entries.push({
        name: strFromU8(
          bytes.subarray(at + 46, extraStart),
          !(u16(at + 8) & UTF8_NAME_FLAG)
        ),
        method: u16(at + 10),
        compressedSize,
        size,
        // The local header repeats the name and has its own extra field before the data.
        dataStart: offset + 30 + u16(offset + 26) + u16(offset + 28),
      })
      at = extraEnd + u16(at + 32)
    }
    return entries
  } catch {
    // A length or offset pointing outside the archive.
    return undefined
  }
}

/**
 * The stored bytes of one file of an archive (still compressed).
 *
 * @returns the bytes, or undefined when the directory points outside the archive
 */
export function entryBytes(
  bytes: Uint8Array,
  entry: ZipEntry
): Uint8Array | undefined {
  const end = entry.dataStart + entry.compressedSize
  return end <= bytes.length ? bytes.subarray(entry.dataStart, end) : undefined
}

function findEnd(u32: (at: number) => number, length: number) {
  const last = Math.max(0, length - END_SEARCH_BYTES)
  for (let at = length - 22; at >= last; at--)
    if (u32(at) === END_SIGNATURE) return at
  return undefined
}

/** Where the data of an extra field starts, after its 4-byte id and length. */
function findExtraField(
  u16: (at: number) => number,
  start: number,
  end: number,
  id: number
) {
  for (let at = start; at + 4 < end; at += 4 + u16(at + 2))
    if (u16(at) === id) return at + 4
  return undefined
}
