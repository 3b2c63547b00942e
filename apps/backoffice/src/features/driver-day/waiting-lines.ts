import type { DriverDay } from "./api/driver-day.ts"
import type { Attachment, VisitAction } from "./outbox.ts"

/** One waiting action as the driver reads it: what, and the route or stop it is about. */
export interface WaitingLine {
  seq: number
  kind: "start" | "arrive" | "complete" | "fail"
  name: string
  /** The photos that go with it. */
  photos: number
  /** Whether a signature goes with it. */
  signed: boolean
}

/** The waiting actions, oldest first, with the names of their routes and stops. */
export function waitingLines(
  day: DriverDay,
  waiting: readonly (VisitAction & {
    seq: number
    attachments?: Attachment[]
  })[]
): WaitingLine[] {
  const files = (action: { attachments?: Attachment[] }) => ({
    photos: (action.attachments ?? []).filter((a) => a.name === "photos[]")
      .length,
    signed: (action.attachments ?? []).some((a) => a.name === "signature"),
  })
  const routes = new Map(day.routes.map((r) => [r.id_route, r.name]))
  const stops = new Map(
    day.routes.flatMap((r) =>
      r.stops.map((s) => [s.id_stop, s.name || s.address])
    )
  )
  // Positions are sent on their own along the day: they are not the driver's actions to list.
  return waiting.flatMap((action) =>
    action.kind === "positions"
      ? []
      : action.kind === "start"
        ? {
            seq: action.seq,
            kind: "start",
            name: routes.get(action.id_route) ?? "",
            ...files(action),
          }
        : {
            seq: action.seq,
            kind:
              action.kind === "complete" && action.body.failed
                ? "fail"
                : action.kind,
            name: stops.get(action.id_stop) ?? "",
            ...files(action),
          }
  )
}
