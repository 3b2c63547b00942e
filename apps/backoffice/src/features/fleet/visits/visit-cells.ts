// A spreadsheet's "Visits" ("Visitas") cell read as a visit rule (issue 45), in English or
// Spanish: "Mon, Thu" / "Lun, Jue", "every 2 weeks Mon" / "cada 2 semanas lun", "monthly 15" /
// "mensual 15", "monthly last Fri" / "mensual último vie".
import { WEEKDAYS } from "@ruta/validation/stop-days"
import type { Weekday } from "@ruta/validation/stop-days"
import { LAST_WEEK } from "@ruta/validation/visit-rules"
import type { VisitRuleInput } from "@ruta/validation/visit-rules"

import { parseAllowedDays } from "../../planning/import/day-cells.ts"

/** How a cell says the visits repeat; the rest of the rule comes from elsewhere. */
export type VisitCell = Pick<
  VisitRuleInput,
  "kind" | "weekdays" | "every_weeks" | "month_day" | "nth"
>

const ORDINALS: Record<string, number> = {
  "1": 1,
  "1st": 1,
  first: 1,
  primer: 1,
  primero: 1,
  "2": 2,
  "2nd": 2,
  second: 2,
  segundo: 2,
  "3": 3,
  "3rd": 3,
  third: 3,
  tercer: 3,
  tercero: 3,
  "4": 4,
  "4th": 4,
  fourth: 4,
  cuarto: 4,
  last: LAST_WEEK,
  ultimo: LAST_WEEK,
}

/** Words that say "every week" or "every other week", and how many weeks apart. */
const WEEKLY: [RegExp, number][] = [
  [/\b(?:cada|every)\s+(\d{1,2})\s+(?:semanas?|weeks?)\b/, 0],
  [/\b(?:quincenal|fortnightly|biweekly|every other week)\b/, 2],
  [/\b(?:semanal|weekly|cada semana|every week)\b/, 1],
]

/** Weekdays alone (no dates), each once, in the week's order; null when a word is no weekday. */
function weekdaysOf(text: string): Weekday[] | null {
  const days = parseAllowedDays(text)
  if (!days || days.some((d) => !(WEEKDAYS as readonly string[]).includes(d)))
    return null
  return WEEKDAYS.filter((d) => days.includes(d))
}

function monthly(rest: string): VisitCell | null {
  const words = rest
    .replace(/^(?:on|the|el|los|dia|day)\s+/g, "")
    .split(/\s+/)
    .filter((w) => w && !["on", "the", "el", "dia", "day", "de"].includes(w))
  if (words.length === 1 && /^\d{1,2}$/.test(words[0]!)) {
    const day = Number(words[0])
    return day >= 1 && day <= 31
      ? { kind: "monthly_day", month_day: day }
      : null
  }
  const nth = ORDINALS[words[0] ?? ""]
  const weekday = words.length === 2 ? weekdaysOf(words[1]!) : null
  if (nth === undefined || weekday?.length !== 1) return null
  return { kind: "monthly_weekday", nth, weekdays: weekday }
}

/**
 * The rule's repetition a cell writes. Undefined for an empty cell, null for one that says no
 * repetition this reads (the row keeps its other values, and says which cell is wrong).
 */
export function parseVisits(text: string): VisitCell | null | undefined {
  const cell = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[:.]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  if (cell === "") return undefined
  const month = /^(?:mensual|monthly|cada mes|every month)\b(.*)$/.exec(cell)
  if (month) return monthly(month[1]!.trim())
  let every_weeks = 1
  let rest = cell
  for (const [pattern, weeks] of WEEKLY) {
    const found = pattern.exec(rest)
    if (!found) continue
    every_weeks = weeks || Number(found[1])
    rest = rest.replace(pattern, " ")
    break
  }
  const weekdays = weekdaysOf(rest)
  if (!weekdays || weekdays.length === 0 || every_weeks < 1) return null
  return { kind: "weekly", weekdays, every_weeks }
}
