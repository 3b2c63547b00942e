/**
 * Saves CSV text as a file through the browser's download. It starts with a byte order mark, so
 * that spreadsheets read its accents as UTF-8.
 *
 * @param fileName - the name the file is saved under
 * @param csv - the CSV text
 */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(
    new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" })
  )
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.click()
  // Revoked once the click has handed the file to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
