import { isDate } from "@ruta/validation/stop-days"
import type { Weekday } from "@ruta/validation/stop-days"

// Day names in English and Spanish, compared without accents, case or a closing dot.
const NAMES: Record<string, Weekday> = {
  mon: "mon",
  monday: "mon",
  tue: "tue",
  tues: "tue",
  tuesday: "tue",
  wed: "wed",
  wednesday: "wed",
  thu: "thu",
  thur: "thu",
  thurs: "thu",
  thursday: "thu",
  fri: "fri",
  friday: "fri",
  sat: "sat",
  saturday: "sat",
  sun: "sun",
  sunday: "sun",
  lun: "mon",
  lunes: "mon",
  mar: "tue",
  martes: "tue",
  mie: "wed",
  miercoles: "wed",
  jue: "thu",
  jueves: "thu",
  vie: "fri",
  viernes: "fri",
  sab: "sat",
  sabado: "sat",
  dom: "sun",
  domingo: "sun",
}

/**
 * A stop's allowed days from a cell: weekdays in English or Spanish ("Mon, Thu", "Lun, Jue",
 * "lunes y jueves") or dates (`2026-11-24`), each once. Undefined for an empty cell, null when a
 * word is no day.
 */
export function parseAllowedDays(text: string): string[] | null | undefined {
  const words = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .split(/[\s,;/]+|\by\b|\band\b/)
    .map((w) => w.replace(/\.$/, "").trim())
    .filter(Boolean)
  if (words.length === 0) return undefined
  const days: string[] = []
  for (const word of words) {
    const day = isDate(word) ? word : NAMES[word]
    if (!day) return null
    if (!days.includes(day)) days.push(day)
  }
  return days
}

/** Dates typed apart from weekdays (`2026-12-24, 2026-12-31`), each once; null when a word is no date. */
export function readAllowedDates(text: string): string[] | null {
  const words = text.split(/[\s,;]+/).filter(Boolean)
  return words.every(isDate) ? [...new Set(words)] : null
}
