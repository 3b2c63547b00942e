// @vitest-environment node
import { strToU8, unzipSync, zipSync } from "fflate"
import { describe, expect, it } from "vitest"

import { entryBytes, readZipDirectory } from "./zip-directory.ts"

/**
 * A zip of one stored file in zip64 form, as some writers make even small archives: the end
 * record points to a zip64 end record, and the directory entry gives its sizes and offset in
 * a zip64 extra field.
 */
function zip64Of(name: string, content: Uint8Array) {
  const path = strToU8(name)
  const directory = 30 + path.length + content.length
  const zip64End = directory + 46 + path.length + 28
  const file = new Uint8Array(zip64End + 56 + 20 + 22)
  const view = new DataView(file.buffer)
  const u16 = (at: number, value: number) => view.setUint16(at, value, true)
  const u32 = (at: number, value: number) => view.setUint32(at, value, true)
  const u64 = (at: number, value: number) =>
    view.setBigUint64(at, BigInt(value), true)
  u32(0, 0x04034b50)
  u16(26, path.length)
  file.set(path, 30)
  file.set(content, 30 + path.length)
  u32(directory, 0x02014b50)
  ;[20, 24, 42].forEach((field) => u32(directory + field, 0xffffffff))
  u16(directory + 28, path.length)
  u16(directory + 30, 28)
  file.set(path, directory + 46)
  const extra = directory + 46 + path.length
  u16(extra, 1)
  u16(extra + 2, 24)
  u64(extra + 4, content.length)
  u64(extra + 12, content.length)
  u64(extra + 20, 0)
  u32(zip64End, 0x06064b50)
  u64(zip64End + 32, 1)
  u64(zip64End + 48, directory)
  u32(zip64End + 56, 0x07064b50)
  u64(zip64End + 64, zip64End)
  u32(zip64End + 76, 0x06054b50)
  u16(zip64End + 84, 0xffff)
  u32(zip64End + 92, 0xffffffff)
  return file
}

describe("readZipDirectory", () => {
  it("lists an archive's files with their sizes and data", () => {
    const content = strToU8("<workbook/>".repeat(100))
    const zip = zipSync({
      "xl/workbook.xml": content,
      "a.txt": [strToU8("a"), { level: 0 }],
    })
    const [workbook, text] = readZipDirectory(zip)!
    expect(workbook).toMatchObject({
      name: "xl/workbook.xml",
      method: 8,
      size: content.length,
    })
    expect(text).toMatchObject({ name: "a.txt", method: 0, size: 1 })
    expect(entryBytes(zip, text!)).toEqual(strToU8("a"))
  })

  it("reads sizes and offsets from zip64 fields, as fflate does", () => {
    const content = strToU8("<workbook/>")
    const zip = zip64Of("xl/workbook.xml", content)
    const [workbook] = readZipDirectory(zip)!
    expect(workbook).toEqual({
      name: "xl/workbook.xml",
      method: 0,
      compressedSize: content.length,
      size: content.length,
      dataStart: 30 + "xl/workbook.xml".length,
    })
    expect(entryBytes(zip, workbook!)).toEqual(content)
    expect(unzipSync(zip)).toEqual({ "xl/workbook.xml": content })
  })

  it.each([
    ["bytes with no end record", strToU8("PK\x03\x04 and nothing more")],
    [
      "a directory pointing outside the file",
      zipSync({ "a.txt": strToU8("a") }).slice(40),
    ],
  ])("gives nothing for %s", (_, bytes) => {
    expect(readZipDirectory(bytes)).toBeUndefined()
  })
})
