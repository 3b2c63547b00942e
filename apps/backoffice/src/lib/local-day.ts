// Days as the user's browser counts them, turned into the instants the API takes.

const DAY_MS = 86_400_000

/** A day `YYYY-MM-DD` of the browser's calendar. */
export function dayOf(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T12:00:00`)
  at.setDate(at.getDate() + n)
  return dayOf(at)
}

/** The first moment of `first` and the last of `last` (the same day by default), in UTC ISO. */
export function dayBounds(first: string, last = first) {
  const from = new Date(`${first}T00:00:00`)
  const to = new Date(new Date(`${last}T00:00:00`).getTime() + DAY_MS - 1)
  return { from: from.toISOString(), to: to.toISOString() }
}
