import { useLingui } from "@lingui/react/macro"

import { useSiteClock } from "../../../lib/use-site-clock.ts"
import { useUnits } from "../../../lib/use-units.ts"
import type { Stop } from "../api/routes.ts"
import { proofPath } from "../proof/proof-distance.ts"
import type { RouteSheetText, SheetStop } from "./route-sheet-csv.ts"

/**
 * The route sheet's words in the user's language: the column headers (weights and volumes in
 * the site's units), times of day, stop states and outcomes, for the printed sheet and its CSV
 * alike.
 *
 * @param outcomeName - the name of a stop outcome of the client's catalog
 * @param id_subsidiary - the route's site, whose units label the amounts
 */
export function useRouteSheetText(
  outcomeName: (id_stop_outcome: number | null) => string,
  id_subsidiary: number
): RouteSheetText {
  const { t } = useLingui()
  const { weightUnit, volumeUnit } = useUnits(id_subsidiary)
  const clock = useSiteClock(id_subsidiary)
  return {
    headers: {
      order: t`Order`,
      name: t`Name`,
      address: t`Address`,
      latitude: t`Latitude`,
      longitude: t`Longitude`,
      eta: clock.labelled(t`ETA`),
      window_start: clock.labelled(t`Time window start`),
      window_end: clock.labelled(t`Time window end`),
      duration: t`Duration (minutes)`,
      pieces: t`Pieces`,
      weight: t`Weight (${weightUnit})`,
      volume: t`Volume (${volumeUnit})`,
      contact: t`Contact`,
      phone: t`Telephone`,
      instructions: t`Delivery instructions`,
      status: t`Status`,
      outcome: t`Outcome`,
      proof: t`Proof of delivery`,
    },
    time: clock.time,
    labelled: clock.labelled,
    status: (stop: Stop) => {
      if (stop.status === "completed")
        return stop.failed ? t`Failed` : t`Completed`
      return stop.status === "started" ? t`Started` : t`On hold`
    },
    outcome: (stop: Stop) =>
      [outcomeName(stop.id_stop_outcome), stop.note]
        .filter(Boolean)
        .join(" · "),
    // A link to the route page, which signs fresh links to the files for whoever may see them:
    // a sheet outlives any signed link.
    proof: (stop: SheetStop) =>
      stop.proof && stop.id_route !== null
        ? new URL(
            proofPath(stop.id_route, stop.id_stop),
            window.location.origin
          ).href
        : "",
  }
}
