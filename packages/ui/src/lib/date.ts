/** The first and last days a date picker accepts (the product spec's range). */
const DATE_MIN = "1900-01-01"
const DATE_MAX = "2099-12-31"

/**
 * A calendar day as `YYYY-MM-DD`, free of time zones: the date picker's value
 * type, and what the API sends and receives.
 */
type IsoDate = string

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Parses a `YYYY-MM-DD` string.
 *
 * @param value - the text to read
 * @returns the date's parts, or `null` when the text is not a real calendar day
 */
function parseIsoDate(value: string) {
  const match = isoPattern.exec(value.trim())
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null
  return { year, month, day }
}

/**
 * Writes a day as `YYYY-MM-DD`.
 *
 * @param year - four-digit year
 * @param month - 1 to 12
 * @param day - 1 to 31
 * @returns the ISO day
 */
function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

/**
 * Counts the days of a month.
 *
 * @param year - four-digit year
 * @param month - 1 to 12
 * @returns 28 to 31
 */
function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * Checks a day against an inclusive range. ISO days sort as text.
 *
 * @param value - the day
 * @param min - first allowed day
 * @param max - last allowed day
 * @returns whether `min <= value <= max`
 */
function isWithinRange(value: IsoDate, min: IsoDate, max: IsoDate) {
  return value >= min && value <= max
}

/**
 * Moves a day by a number of days.
 *
 * @param value - the day
 * @param days - how many days to add (negative goes back)
 * @returns the new day
 */
function addDays(value: IsoDate, days: number): IsoDate {
  const parts = parseIsoDate(value)
  if (!parts) return value
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days))
  return formatIsoDate(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate()
  )
}

/**
 * Moves a day by whole months, keeping the day of the month where it exists
 * (31 January plus one month is 28 or 29 February).
 *
 * @param value - the day
 * @param months - how many months to add (negative goes back)
 * @returns the new day
 */
function addMonths(value: IsoDate, months: number): IsoDate {
  const parts = parseIsoDate(value)
  if (!parts) return value
  const index = parts.year * 12 + (parts.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return formatIsoDate(
    year,
    month,
    Math.min(parts.day, daysInMonth(year, month))
  )
}

/**
 * Lays out a month as weeks for a calendar grid, Monday first.
 *
 * @param year - four-digit year
 * @param month - 1 to 12
 * @returns weeks of seven cells; cells outside the month are `null`
 */
function monthGrid(year: number, month: number): (IsoDate | null)[][] {
  const firstWeekday =
    (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7
  const total = daysInMonth(year, month)
  const cells: (IsoDate | null)[] = Array.from(
    { length: firstWeekday },
    () => null
  )
  for (let day = 1; day <= total; day++)
    cells.push(formatIsoDate(year, month, day))
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (IsoDate | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/**
 * Today's day in the browser's time zone.
 *
 * @returns the ISO day
 */
function todayIsoDate(): IsoDate {
  const now = new Date()
  return formatIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate())
}

export {
  DATE_MIN,
  DATE_MAX,
  type IsoDate,
  parseIsoDate,
  formatIsoDate,
  daysInMonth,
  isWithinRange,
  addDays,
  addMonths,
  monthGrid,
  todayIsoDate,
}
