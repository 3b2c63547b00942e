/**
 * Reads CSV text: quoted fields (with "" for a quote, and line breaks inside quotes), and the
 * separator the header line uses most of comma, semicolon and tab (spreadsheets in Spanish
 * save with semicolons).
 *
 * @param text - the file's text
 * @returns the rows, each a list of cells
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, "")
  const header = body.slice(0, body.search(/\r?\n|$/))
  const separator = [",", ";", "\t"]
    .map((s) => ({ s, n: header.split(s).length }))
    .sort((a, b) => b.n - a.n)[0]!.s
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === separator) {
      row.push(cell)
      cell = ""
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ""
    } else cell += c
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows.filter((r) => r.some((value) => value.trim() !== ""))
}
