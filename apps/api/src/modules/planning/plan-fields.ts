import type { Stop } from "@ruta/validation/planning"

import type { StopOut } from "./planning.schemas.ts"
import { sameWindows, windowsOfInput } from "./stop-windows.ts"

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
    !sameWindows(
      before.time_windows,
      windowsOfInput(after, before.time_windows).time_windows
    ) ||
    [...before.allowed_days].sort().join(",") !==
      [...after.allowed_days].sort().join(",") ||
    before.pieces !== after.pieces ||
    before.weight !== after.weight ||
    before.volume !== after.volume ||
    skills(before.skills) !== skills(after.skills) ||
    before.priority !== after.priority ||
    before.type !== after.type ||
    before.pinned !== after.pinned ||
    before.same_driver !== after.same_driver
  )
}
