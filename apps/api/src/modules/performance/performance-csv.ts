import type { Performance } from "./performance.schemas.ts"

const COLUMNS = [
  "routes",
  "planned_distance",
  "driven_distance",
  "bridged_distance",
  "planned_duration",
  "actual_duration",
  "arrivals",
  "on_time",
  "eta_error_mean",
  "eta_error_p90",
  "planned_service",
  "actual_service",
  "failed",
] as const

/** A CSV cell: quoted when it holds a comma, a quote or a line break; formulas neutralised. */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value)
  const safe =
    /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * The Performance figures as CSV: one line per route, then per driver, then the totals
 * (distances in metres, durations and errors in seconds).
 */
export function performanceCsv(performance: Performance): string {
  const line = (
    group: string,
    id: unknown,
    name: string,
    f: Record<string, unknown>
  ) => [group, id, name, ...COLUMNS.map((c) => f[c])].map(cell).join(",")
  return (
    [
      ["group", "id", "name", ...COLUMNS].join(","),
      ...performance.by_route.map((r) => line("route", r.id_route, r.name, r)),
      ...performance.by_driver.map((d) => line("driver", d.id_user, d.name, d)),
      line("total", "", "", performance.totals),
    ].join("\r\n") + "\r\n"
  )
}
