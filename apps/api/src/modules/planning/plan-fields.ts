import type { Stop } from "@ruta/validation/planning"

import type { StopOut } from "./planning.schemas.ts"

const instant = (value: string | null | undefined) =>
  value ? Date.parse(value) : null

/**
 * Whether an edit changes what the solver plans a stop with: its place, its service time, its
 * windows, its load, skills, priority, type or pin. Its name, contact, notes and custom data do
 * not, so an edit of only those leaves its route optimized (issue 42: adding an email marked the
 * route "Not optimized").
 */
export function changesThePlan(before: StopOut, after: Stop): boolean {
  const skills = (list: readonly number[]) =>
    [...list].sort((a, b) => a - b).join(",")
  return (
    before.latitude !== after.latitude ||
    before.longitude !== after.longitude ||
    // A duration left out keeps the stop's (stops.repository.ts).
    (after.stop_duration !== undefined &&
      before.stop_duration !== after.stop_duration) ||
    instant(before.time_window_start) !== instant(after.time_window_start) ||
    instant(before.time_window_end) !== instant(after.time_window_end) ||
    before.pieces !== after.pieces ||
    before.weight !== after.weight ||
    before.volume !== after.volume ||
    skills(before.skills) !== skills(after.skills) ||
    before.priority !== after.priority ||
    before.type !== after.type ||
    before.pinned !== after.pinned
  )
}
