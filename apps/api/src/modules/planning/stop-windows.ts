import type { Stop } from "@ruta/validation/planning"

import type { StopWindow } from "./planning.schema.ts"

const instant = (value: string | null | undefined) =>
  value ? new Date(value).toISOString() : null

/**
 * The windows a stop input sets, as stored: its list when it gives one, else its single window
 * as the first in place of the first of `kept` (the stop's windows before the edit), so a client
 * that knows only the single window changes the first and leaves the others (issue 45).
 */
export function windowsOfInput(input: Stop, kept: readonly StopWindow[] = []) {
  const single = {
    start: instant(input.time_window_start),
    end: instant(input.time_window_end),
  }
  const windows: StopWindow[] = input.time_windows
    ? input.time_windows
        .map((w) => ({ start: instant(w.start), end: instant(w.end) }))
        .filter((w) => w.start !== null || w.end !== null)
    : [
        ...(single.start !== null || single.end !== null ? [single] : []),
        ...kept.slice(1),
      ]
  const first = windows[0]
  return {
    time_window_start: first?.start ? new Date(first.start) : null,
    time_window_end: first?.end ? new Date(first.end) : null,
    time_windows: windows,
  }
}

/** Whether two lists of windows are the same instants in the same order. */
export function sameWindows(
  a: readonly StopWindow[],
  b: readonly StopWindow[]
): boolean {
  return (
    a.length === b.length &&
    a.every(
      (w, i) =>
        instant(w.start) === instant(b[i]!.start) &&
        instant(w.end) === instant(b[i]!.end)
    )
  )
}
