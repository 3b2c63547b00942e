/** A moment as the user's language writes a date and time ("24 Nov 2026, 08:00"). */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso))
}

/** A moment's time of day ("08:00"). */
export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(
    new Date(iso)
  )
}

/** How late, in whole minutes: "12 min" under an hour, else hours and minutes ("10 h 15 min"). */
export function formatLateness(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return rest === 0
    ? `${Math.floor(minutes / 60)} h`
    : `${Math.floor(minutes / 60)} h ${rest} min`
}

/** Seconds as hours and minutes ("2 h 05 min"). */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`
}
