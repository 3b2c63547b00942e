import { Trans, useLingui } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"
import type { ReactNode } from "react"

import { formatDuration } from "../../../lib/format.ts"
import { useSiteZone, useUnits } from "../../../lib/use-units.ts"
import { useZonedDateTime } from "../../../lib/use-zoned-date-time.ts"
import type { RouteWithStops } from "../api/routes.ts"
import { FarFromStopFlag } from "../proof/proof-view.tsx"
import { LateFlag } from "../components/late-flag.tsx"
import { contactName, stopsInOrder, timeWindow } from "./route-sheet-csv.ts"
import type { SheetStop } from "./route-sheet-csv.ts"
import { useRouteSheetText } from "./route-sheet-text.ts"

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

/**
 * A route's sheet for its driver, as it is printed: the route's day, driver, car, depot, distance
 * and time, then its stops in visiting order with what each needs.
 */
export function RouteSheet({
  route,
  outcomeName,
}: {
  route: Omit<RouteWithStops, "stops"> & { stops: SheetStop[] }
  /** The name of a stop outcome of the client's catalog. */
  outcomeName: (id_stop_outcome: number | null) => string
}) {
  const { t } = useLingui()
  const text = useRouteSheetText(outcomeName, route.id_subsidiary)
  const units = useUnits(route.id_subsidiary)
  const dateTime = useZonedDateTime(useSiteZone(route.id_subsidiary))
  const cell = "border-b px-1.5 py-1 align-top"
  return (
    // Paper is white whatever the screen's theme.
    <article className="grid gap-4 text-sm print:text-black">
      <header>
        <p className="text-xs text-muted-foreground uppercase">
          <Trans>Route sheet</Trans>
        </p>
        <h1 className="text-xl font-semibold">{route.name}</h1>
      </header>
      <dl className="grid grid-cols-3 gap-x-6 gap-y-2">
        <Fact term={<Trans>Date</Trans>}>{dateTime(route.start_date)}</Fact>
        <Fact term={<Trans>Driver</Trans>}>{route.driver ?? "—"}</Fact>
        <Fact term={<Trans>Car</Trans>}>{route.car ?? "—"}</Fact>
        <Fact term={<Trans>Depot</Trans>}>{route.depot?.name ?? "—"}</Fact>
        <Fact term={<Trans>Distance</Trans>}>
          {route.distance === null ? "—" : units.distance(route.distance)}
        </Fact>
        <Fact term={<Trans>Duration</Trans>}>
          {route.duration === null ? "—" : formatDuration(route.duration)}
        </Fact>
      </dl>
      <table className="w-full border-collapse text-left text-xs">
        <caption className="sr-only">{t`Stops of ${route.name}`}</caption>
        <thead>
          <tr>
            {[
              text.headers.order,
              t`Stop`,
              text.headers.eta,
              text.labelled(t`Time window`),
              text.headers.duration,
              text.headers.pieces,
              text.headers.weight,
              text.headers.volume,
              text.headers.contact,
              text.headers.instructions,
              text.headers.status,
              text.headers.outcome,
              text.headers.proof,
            ].map((header) => (
              <th
                key={header}
                scope="col"
                className={cn(cell, "font-semibold")}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stopsInOrder(route.stops).map((stop) => (
            <tr key={stop.id_stop} className="break-inside-avoid">
              <td className={cn(cell, "tabular-nums")}>{stop.order ?? ""}</td>
              <td className={cell}>
                <div className="font-medium">{stop.name}</div>
                <div>{stop.address}</div>
              </td>
              <td className={cn(cell, "tabular-nums")}>
                {stop.eta ? text.time(stop.eta) : ""}
                <LateFlag stop={stop} className="block" />
              </td>
              <td className={cn(cell, "tabular-nums")}>
                {timeWindow(stop, text.time)}
              </td>
              <td className={cn(cell, "tabular-nums")}>{stop.stop_duration}</td>
              <td className={cn(cell, "tabular-nums")}>{stop.pieces}</td>
              <td className={cn(cell, "tabular-nums")}>{stop.weight}</td>
              <td className={cn(cell, "tabular-nums")}>{stop.volume}</td>
              <td className={cell}>
                <div>{contactName(stop)}</div>
                <div className="tabular-nums">{stop.phone_number}</div>
              </td>
              <td className={cell}>{stop.delivery_instructions}</td>
              <td className={cell}>{text.status(stop)}</td>
              <td className={cell}>{text.outcome(stop)}</td>
              <td className={cn(cell, "break-all")}>
                {stop.proof && (
                  <>
                    <div>{stop.proof.recipient_name}</div>
                    <FarFromStopFlag
                      proof={stop.proof}
                      id_stop={stop.id_stop}
                    />
                    <a href={text.proof(stop)} className="text-[10px]">
                      {text.proof(stop)}
                    </a>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {route.stops.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>This route has no stops yet.</Trans>
        </p>
      )}
    </article>
  )
}
