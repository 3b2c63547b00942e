// What an uploaded spreadsheet may be before it is read (security requirement S11: size, row
// and column limits, and a zip bomb refused before it is expanded).

/** The largest file read (10 MB): a 10,000-row sheet of addresses is well under 5 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024

/** The most rows after the header: an optimization holds at most 10,000 stops. */
export const MAX_DATA_ROWS = 10_000

/** The most columns with a value: an address sheet needs a handful, 100 is generous. */
export const MAX_COLUMNS = 100

/** All the XML of an .xlsx, expanded (100 MB): 10,000 rows × 100 columns of text are ~60 MB. */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024

/** How many times its size a part may expand: sheet XML does 10–20 times, a zip bomb ~1,000. */
export const MAX_COMPRESSION_RATIO = 100

/** A part that expands to less than this (1 MB) is too small to harm, whatever its ratio. */
export const RATIO_CHECKED_FROM_BYTES = 1024 * 1024
