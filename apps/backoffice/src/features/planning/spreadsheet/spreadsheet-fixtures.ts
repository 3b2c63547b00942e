// Spreadsheet files for tests and benchmarks, generated (never committed) with the two libraries
// the app already has: write-excel-file for ordinary workbooks, fflate for the large and the
// malicious ones, streamed so that their sheets are never held expanded in memory. They run in
// Node and in a browser.
import type { ZipInputFile } from "fflate"
import { Deflate, deflateSync, strToU8, Zip, ZipDeflate } from "fflate"
import writeExcelFile from "write-excel-file/universal"

/** A cell of `xlsxOf`: a date is written as Excel does, a serial number styled as a date. */
export type FixtureCell = string | number | Date | null

/**
 * An .xlsx of the given sheets, written by write-excel-file as a spreadsheet program would
 * (shared strings, styles). Slow beyond a few thousand cells: use `manyRowsXlsx` for size.
 *
 * @param sheets - each sheet's name and rows
 * @returns the file
 */
export async function xlsxOf(
  sheets: { name: string; rows: FixtureCell[][] }[]
): Promise<Uint8Array> {
  const blob = await writeExcelFile(
    sheets.map(({ name, rows }) => ({
      sheet: name,
      data: rows,
      dateFormat: "yyyy-mm-dd hh:mm:ss",
    }))
  ).toBlob()
  return new Uint8Array(await blob.arrayBuffer())
}

/**
 * A one-sheet .xlsx whose `<sheetData>` is the given XML, for what write-excel-file cannot
 * write, like a formula with its cached value (`<c r="B1"><f>A1*2</f><v>42</v></c>`).
 *
 * @param rowsXml - the `<row>` elements
 * @returns the file
 */
export function xlsxOfSheetXml(rowsXml: string): Uint8Array {
  return workbookWith(deflatedSheet([SHEET_START + rowsXml + SHEET_END]))
}

/**
 * A CSV with the header `Stop` and `rows` data rows `1` to `rows`, as short as rows get, so
 * that a million of them (6.9 MB) stays under the file size limit.
 *
 * @param rows - how many data rows
 * @returns the file, UTF-8
 */
export function manyRowsCsv(rows: number): Uint8Array {
  const lines = ["Stop"]
  for (let i = 1; i <= rows; i++) lines.push(String(i))
  return strToU8(lines.join("\n") + "\n")
}

/**
 * An .xlsx with the same cells as `manyRowsCsv(rows)` (numbers under the header `Stop`), its
 * sheet XML deflated piece by piece: a million rows (44 MB of XML, never held whole) take
 * under two seconds and compress to 6 MB, under the file size limit.
 *
 * @param rows - how many data rows
 * @returns the file
 */
export function manyRowsXlsx(rows: number): Uint8Array {
  return workbookWith(deflatedSheet(manyRowsXml(rows)))
}

/**
 * A zip bomb that looks like an .xlsx: its sheet expands to `inflatedBytes` of zeros, stored
 * as about 1 KB per MB. Generating a gigabyte one takes milliseconds and about 1 MB.
 *
 * @param options.inflatedBytes - what the sheet really expands to, in whole MiB (default 1 GiB,
 *   ten times the expansion limit)
 * @param options.declaredBytes - what its zip directory says the sheet expands to (default the
 *   truth; a smaller number makes an archive whose headers lie)
 * @returns the file; its sheet's CRC is left at 0, as no reader gets to check it before expanding
 */
export function bombXlsx({
  inflatedBytes = 1024 * MIB,
  declaredBytes = inflatedBytes,
}: { inflatedBytes?: number; declaredBytes?: number } = {}): Uint8Array {
  const segment = zerosDeflatedAlone(MIB)
  return workbookWith((zip) => {
    const sheet: ZipInputFile = {
      filename: SHEET,
      size: declaredBytes,
      crc: 0,
      compression: DEFLATED,
    }
    zip.add(sheet) // which sets `sheet.ondata` to take the sheet's deflated bytes
    for (let i = 0; i < inflatedBytes / MIB; i++)
      sheet.ondata!(null, segment, false)
    sheet.ondata!(null, deflateSync(new Uint8Array(0)), true)
  })
}

const MIB = 1024 * 1024
const DEFLATED = 8
const SHEET = "xl/worksheets/sheet1.xml"
const SPREADSHEETML =
  "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${SPREADSHEETML}"><sheetData>`
const SHEET_END = "</sheetData></worksheet>"
const RELATIONSHIP_TYPES =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
const CONTENT_TYPES =
  "application/vnd.openxmlformats-officedocument.spreadsheetml"
/** The smallest workbook around one sheet that Excel and read-excel-file open. */
const WORKBOOK_PARTS = {
  "[Content_Types].xml":
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPES}.sheet.main+xml"/>` +
    `<Override PartName="/${SHEET}" ContentType="${CONTENT_TYPES}.worksheet+xml"/></Types>`,
  "_rels/.rels": relationship("officeDocument", "xl/workbook.xml"),
  "xl/workbook.xml":
    `<workbook xmlns="${SPREADSHEETML}" xmlns:r="${RELATIONSHIP_TYPES}">` +
    '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  "xl/_rels/workbook.xml.rels": relationship(
    "worksheet",
    "worksheets/sheet1.xml"
  ),
}

/** A relationships part with the one relationship `rId1`. */
function relationship(type: string, target: string) {
  return (
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="${RELATIONSHIP_TYPES}/${type}" Target="${target}"/></Relationships>`
  )
}

/** A one-sheet workbook whose sheet part `addSheet` adds to the archive. */
function workbookWith(addSheet: (zip: Zip) => void): Uint8Array {
  const chunks: Uint8Array[] = []
  const zip = new Zip((error, chunk) => {
    if (error) throw error
    chunks.push(chunk)
  })
  for (const [path, xml] of Object.entries(WORKBOOK_PARTS))
    addDeflated(zip, path, [xml])
  addSheet(zip)
  zip.end()
  return joined(chunks)
}

function deflatedSheet(xml: Iterable<string>) {
  return (zip: Zip) => addDeflated(zip, SHEET, xml)
}

function addDeflated(zip: Zip, path: string, pieces: Iterable<string>) {
  // The fastest level: a fixture's speed matters more than its size.
  const part = new ZipDeflate(path, { level: 1 })
  zip.add(part)
  for (const piece of pieces) part.push(strToU8(piece))
  part.push(new Uint8Array(0), true)
}

/** The sheet XML of `manyRowsXlsx`, 10,000 rows a piece. */
function* manyRowsXml(rows: number) {
  yield (
    SHEET_START +
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Stop</t></is></c></row>'
  )
  for (let first = 1; first <= rows; first += 10_000) {
    let piece = ""
    for (let i = first; i < first + 10_000 && i <= rows; i++)
      piece += `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`
    yield piece
  }
  yield SHEET_END
}

/**
 * `bytes` zeros deflated by a fresh compressor and flushed to a byte boundary: whole blocks,
 * none final, that refer to nothing before them, so repeating them is still a valid stream.
 */
function zerosDeflatedAlone(bytes: number) {
  const chunks: Uint8Array[] = []
  const deflate = new Deflate((chunk) => chunks.push(chunk))
  deflate.push(new Uint8Array(bytes))
  deflate.flush(true)
  return joined(chunks)
}

function joined(chunks: Uint8Array[]) {
  const all = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0))
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.length
  }
  return all
}
