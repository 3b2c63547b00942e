import { Trans, useLingui } from "@lingui/react/macro"
import { createDataTableColumnHelper } from "@ruta/ui/components/data-table"
import { MessageSquareText } from "lucide-react"

import { PredictedLate } from "../../live-map/components/predicted-late.tsx"
import type { StopWithProof } from "../api/routes.ts"
import { LateFlag } from "../components/late-flag.tsx"
import { PlannedBeside } from "../components/planned-beside.tsx"
import { StopStatusBadge } from "../components/stop-status-badge.tsx"
import { ProofCell } from "../proof/proof-cell.tsx"
import { timeWindow } from "../route-sheet/route-sheet-csv.ts"
import type { RouteSheetText } from "../route-sheet/route-sheet-csv.ts"

const helper = createDataTableColumnHelper<StopWithProof>()

/** Visited after its time window closed. */
const isLate = (stop: StopWithProof) =>
  stop.visit_time !== null &&
  stop.time_window_end !== null &&
  stop.visit_time > stop.time_window_end

/**
 * The route page's stop table: order, stop, address, ETA (flagged late, or predicted late while
 * on the road), time window, visit, status, outcome, the proof of delivery, and a button to
 * the messages its customer was sent.
 */
export function useStopColumns({
  sheet,
  lateness,
  liveEtas = new Map(),
  onOpenProof,
  onOpenNotifications,
}: {
  sheet: RouteSheetText
  /** Seconds past its window each stop on the road is predicted, by id. */
  lateness: ReadonlyMap<number, number>
  /** The live ETA (ISO) of each stop on the road, by id: shown, the planned one beside it. */
  liveEtas?: ReadonlyMap<number, string>
  onOpenProof: (id_stop: number) => void
  onOpenNotifications: (id_stop: number) => void
}) {
  const { t } = useLingui()
  return [
    helper.accessor((s) => s.order ?? "", {
      id: "order",
      header: t`Order`,
    }),
    helper.accessor((s) => s.name || s.address, {
      id: "stop",
      header: t`Stop`,
    }),
    helper.accessor("address", {
      header: t`Address`,
    }),
    helper.accessor((s) => (s.eta ? sheet.time(s.eta) : ""), {
      id: "eta",
      header: sheet.labelled(t`ETA`),
      // The live ETA is read in the cell, not the accessor: the table keeps a row's values
      // until the row itself changes, and the live ETAs come apart from the stops.
      cell: (info) => {
        const stop = info.row.original
        const live =
          stop.completed === null ? liveEtas.get(stop.id_stop) : undefined
        // Read on the site's clock here too: the site's zone may come after the row.
        const shown = live
          ? sheet.time(live)
          : stop.eta
            ? sheet.time(stop.eta)
            : ""
        return (
          <span data-testid={`eta-${stop.id_stop}`}>
            {shown}
            <PlannedBeside
              stop={stop}
              shown={shown}
              time={sheet.time}
              className="ml-1"
            />
            <LateFlag stop={stop} className="ml-1" />
            {stop.completed === null && (
              <PredictedLate
                id_stop={stop.id_stop}
                lateSeconds={lateness.get(stop.id_stop)}
                className="ml-1"
              />
            )}
          </span>
        )
      },
    }),
    helper.accessor((s) => timeWindow(s, sheet.time), {
      id: "window",
      header: sheet.labelled(t`Time window`),
      cell: (info) => timeWindow(info.row.original, sheet.time),
    }),
    helper.accessor((s) => (s.visit_time ? sheet.time(s.visit_time) : ""), {
      id: "visited",
      header: t`Visited`,
      cell: (info) => (
        <span data-testid={`visited-${info.row.original.id_stop}`}>
          {info.row.original.visit_time
            ? sheet.time(info.row.original.visit_time)
            : ""}
          {isLate(info.row.original) && (
            <span className="ml-1 text-destructive">
              <Trans>late</Trans>
            </span>
          )}
        </span>
      ),
    }),
    helper.accessor("status", {
      header: t`Status`,
      cell: (info) => <StopStatusBadge stop={info.row.original} />,
    }),
    helper.accessor(sheet.outcome, {
      id: "outcome",
      header: t`Outcome`,
    }),
    helper.display({
      id: "proof",
      header: t`Proof`,
      cell: (info) => (
        <ProofCell stop={info.row.original} onOpen={onOpenProof} />
      ),
    }),
    helper.display({
      id: "notifications",
      header: t`Messages`,
      cell: (info) => {
        const stop = info.row.original
        const label = stop.name || stop.address
        return (
          <button
            type="button"
            onClick={() => onOpenNotifications(stop.id_stop)}
            className="inline-flex size-8 items-center justify-center rounded-md text-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
          >
            <MessageSquareText aria-hidden className="size-4" />
            <span className="sr-only">{t`Customer notifications: ${label}`}</span>
          </button>
        )
      },
    }),
  ]
}
