const utf8 = new TextDecoder("utf-8", { fatal: true })
/** What Excel in Spanish saves "CSV" in: "Dirección" has a single byte for "ó". */
const windows1252 = new TextDecoder("windows-1252")
const QUOTE = 0x22
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d

/**
 * The text of a CSV file: UTF-8 when its bytes are valid UTF-8, else windows-1252.
 *
 * @param bytes - the file
 * @returns the text, or undefined when the file is binary (it has a NUL byte)
 */
export function csvText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined
  try {
    return utf8.decode(bytes)
  } catch {
    return windows1252.decode(bytes)
  }
}

/**
 * Counts the lines of CSV text that hold something besides separators, quotes and spaces,
 * skipping line breaks inside quotes, and stops once it passes `stopAfter`. Every line it counts
 * is a row `parseCsv` keeps, so a count above a limit refuses the file without parsing it.
 *
 * @param text - the CSV text
 * @param stopAfter - the count past which counting stops
 * @returns the count, at most `stopAfter + 1`
 */
export function countCsvRows(text: string, stopAfter: number): number {
  let rows = 0
  let quoted = false
  let lineHasValue = false
  for (let i = 0; i < text.length && rows <= stopAfter; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) quoted = !quoted
    else if (!quoted && (c === LINE_FEED || c === CARRIAGE_RETURN)) {
      if (lineHasValue) rows++
      lineHasValue = false
    } else if (!lineHasValue && !isBlank(c)) lineHasValue = true
  }
  return lineHasValue && rows <= stopAfter ? rows + 1 : rows
}

/** A separator or a character `trim()` removes: a line of these is a row `parseCsv` drops. */
function isBlank(c: number) {
  return (
    c === 0x2c ||
    c === 0x3b ||
    c <= 0x20 ||
    (c > 0x7f && /\s/.test(String.fromCharCode(c)))
  )
}
