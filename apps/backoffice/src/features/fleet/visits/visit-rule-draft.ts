// The address dialog's visit rule as typed (issue 45): texts and choices, turned into the rule
// the API takes and back.
import type { Weekday } from "@ruta/validation/stop-days"
import type {
  VisitKind,
  VisitRuleInput,
  VisitWindow,
} from "@ruta/validation/visit-rules"

export interface VisitRuleDraft {
  /** "none": the entry has no recurring visits. */
  kind: "none" | VisitKind
  /** Weekly: the days; monthly on a weekday: the first is the weekday. */
  weekdays: Weekday[]
  every_weeks: string
  month_day: string
  nth: string
  start_date: string
  end_date: string
  /** Dates skipped, separated by commas or spaces. */
  exceptions: string
  duration: string
  pieces: string
  weight: string
  volume: string
  /** Windows as "09:00-12:00, 15:00-17:00". */
  windows: string
  notes: string
}

/** The rule the API answers, as the form writes it. */
export interface SavedVisitRule {
  kind: VisitKind
  weekdays: Weekday[]
  every_weeks: number
  month_day: number | null
  nth: number | null
  start_date: string
  end_date: string | null
  exceptions: string[]
  duration: number
  pieces: number
  weight: number
  volume: number
  windows: VisitWindow[]
  notes: string
}

const text = (n: number | null | undefined) =>
  n === null || n === undefined ? "" : String(n)

/** Windows as one line: "09:00-12:00, 15:00-17:00". */
export const windowsText = (windows: readonly VisitWindow[]) =>
  windows.map((w) => `${w.start}-${w.end}`).join(", ")

/** The windows of a line; a part that is no window keeps its text, for the schema to refuse. */
export function windowsOf(line: string): VisitWindow[] {
  return line
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [start = "", end = ""] = part.split(/\s*[-–]\s*/)
      return { start: start.padStart(5, "0"), end: end.padStart(5, "0") }
    })
}

/** The form of a saved rule, or of a new weekly rule starting `today` when there is none. */
export function draftOf(
  rule: SavedVisitRule | null | undefined,
  today: string
): VisitRuleDraft {
  return {
    kind: rule?.kind ?? "none",
    weekdays: rule?.weekdays ?? [],
    every_weeks: text(rule?.every_weeks ?? 1),
    month_day: text(rule?.month_day),
    nth: text(rule?.nth ?? 1),
    start_date: rule?.start_date ?? today,
    end_date: rule?.end_date ?? "",
    exceptions: (rule?.exceptions ?? []).join(", "),
    duration: text(rule?.duration),
    pieces: text(rule?.pieces || null),
    weight: text(rule?.weight || null),
    volume: text(rule?.volume || null),
    windows: windowsText(rule?.windows ?? []),
    notes: rule?.notes ?? "",
  }
}

/** A typed number: left out when empty (the rule's default), else what was typed. */
const numberOf = (typed: string) =>
  typed.trim() === "" ? undefined : Number(typed.replace(",", "."))

/** The rule a form makes, for the schema to check; null when the entry has no visits. */
export function ruleOf(draft: VisitRuleDraft): VisitRuleInput | null {
  if (draft.kind === "none") return null
  const month = draft.kind === "monthly_day"
  const weekly = draft.kind === "weekly"
  return {
    kind: draft.kind,
    weekdays: weekly ? draft.weekdays : month ? [] : draft.weekdays.slice(0, 1),
    every_weeks: weekly ? numberOf(draft.every_weeks) : 1,
    month_day: month ? (numberOf(draft.month_day) ?? null) : null,
    nth:
      draft.kind === "monthly_weekday" ? (numberOf(draft.nth) ?? null) : null,
    start_date: draft.start_date,
    end_date: draft.end_date || null,
    exceptions: draft.exceptions.split(/[\s,;]+/).filter(Boolean),
    duration: numberOf(draft.duration),
    pieces: numberOf(draft.pieces),
    weight: numberOf(draft.weight),
    volume: numberOf(draft.volume),
    windows: windowsOf(draft.windows),
    notes: draft.notes.trim(),
  }
}
