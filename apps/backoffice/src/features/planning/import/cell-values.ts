import { runtimeZone, zonedInstant } from "@ruta/validation/zoned-time"

/**
 * A spreadsheet cell read as an amount: "12", "1,5" or "1.5"; undefined when empty, null when it
 * is not a number at least 0.
 */
export function parseAmount(text: string): number | null | undefined {
  const value = text.trim()
  if (value === "") return undefined
  const normalized = value.includes(".") ? value : value.replace(",", ".")
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null
  return Number(normalized)
}

/** A coordinate cell: a number within ±limit ("19,43" reads as 19.43), else null. */
export function parseCoordinate(text: string, limit: number): number | null {
  const value = text.trim().replace(",", ".")
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null
  const n = Number(value)
  return Math.abs(n) <= limit ? n : null
}

const CLOCK = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?$/i
const DAY_FIRST =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::\d{2})?)?$/
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?/

/**
 * A wall-clock date and time in `timeZone` (the site's; the browser's by default) as ISO text, or
 * null when it does not exist on a calendar (31/02, 25:00).
 */
function localIso(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  timeZone: string
): string | null {
  const wall = new Date(Date.UTC(year, month - 1, day, hours, minutes))
  if (
    wall.getUTCFullYear() !== year ||
    wall.getUTCMonth() !== month - 1 ||
    wall.getUTCDate() !== day ||
    wall.getUTCHours() !== hours ||
    wall.getUTCMinutes() !== minutes
  )
    return null
  const pad = (n: number) => String(n).padStart(2, "0")
  return zonedInstant(
    wall.toISOString().slice(0, 10),
    `${pad(hours)}:${pad(minutes)}`,
    timeZone
  ).toISOString()
}

/**
 * A time-window cell as an ISO instant. Reads a time of day ("8:00", "08:30", "2:15 pm", an
 * Excel time such as "1899-12-30T08:00:00.000Z", or a fraction of a day such as "0.375") on
 * `day`, and full dates in ISO ("2026-11-25 08:00") or day-first ("25/11/2026 08:00") form.
 *
 * @param day - the routes' day, "YYYY-MM-DD", for cells that only hold a time
 * @param timeZone - the site's zone: "09:00" is 09:00 there (the browser's zone by default)
 * @returns undefined when empty, null when unreadable
 */
export function parseWindowTime(
  text: string,
  day: string,
  timeZone: string = runtimeZone()
): string | null | undefined {
  const value = text.trim()
  if (value === "") return undefined
  const [year, month, date] = day.split("-").map(Number) as [
    number,
    number,
    number,
  ]
  const onDay = (hours: number, minutes: number) =>
    localIso(year, month, date, hours, minutes, timeZone)
  const clock = CLOCK.exec(value)
  if (clock) {
    let hours = Number(clock[1])
    const meridiem = clock[4]?.toLowerCase()
    if (meridiem && (hours < 1 || hours > 12)) return null
    if (meridiem === "p" && hours < 12) hours += 12
    if (meridiem === "a" && hours === 12) hours = 0
    return onDay(hours, Number(clock[2]))
  }
  if (/^0?\.\d+$/.test(value)) {
    const minutes = Math.round(Number(value) * 24 * 60)
    return onDay(Math.floor(minutes / 60), minutes % 60)
  }
  // Excel keeps a time of day as a date on its epoch (30 or 31 December 1899).
  const excelTime = /^1899-12-3[01]T(\d{2}):(\d{2})/.exec(value)
  if (excelTime) return onDay(Number(excelTime[1]), Number(excelTime[2]))
  const dayFirst = DAY_FIRST.exec(value)
  if (dayFirst)
    return localIso(
      Number(dayFirst[3]),
      Number(dayFirst[2]),
      Number(dayFirst[1]),
      Number(dayFirst[4] ?? 0),
      Number(dayFirst[5] ?? 0),
      timeZone
    )
  if (/[zZ]|[+-]\d{2}:\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString()
  const iso = ISO_LOCAL.exec(value)
  if (iso)
    return localIso(
      Number(iso[1]),
      Number(iso[2]),
      Number(iso[3]),
      Number(iso[4] ?? 0),
      Number(iso[5] ?? 0),
      timeZone
    )
  return null
}

// Spec section 4's stop types, by the names a spreadsheet may give them in English or Spanish.
const STOP_TYPES: [number, RegExp][] = [
  [1, /^(pickup|pick up|recoleccion|recoger|recogida)$/],
  [2, /^(delivery|entrega)$/],
  [3, /^(meet ?up|meeting|reunion|encuentro)$/],
  [4, /^(service|servicio)$/],
  [5, /^(visit|visita)$/],
  [6, /^(drive ?by|de paso)$/],
  [7, /^(prospect|prospecto)$/],
  [8, /^(break|descanso|pausa)$/],
  [9, /^(depot|deposito)$/],
  [10, /^(not specified|unspecified|sin especificar|no especificado)$/],
]

/**
 * A stop-type cell (spec section 4): its number (1 to 10) or its name in English or Spanish
 * ("Entrega", "pickup"); undefined when empty, null when it is neither.
 */
export function parseStopType(text: string): number | null | undefined {
  const value = text
    .trim()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
  if (value === "") return undefined
  if (/^\d+$/.test(value)) {
    const n = Number(value)
    return n >= 1 && n <= 10 ? n : null
  }
  return STOP_TYPES.find(([, names]) => names.test(value))?.[0] ?? null
}
