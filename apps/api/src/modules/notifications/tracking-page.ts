import { and, count, eq, isNull, lt } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { stopRatings, stops } from "../../db/schema.ts"
import type { FileLinks } from "../files/file-links.ts"
import { createFilesRepository } from "../files/files.repository.ts"
import { createPositionsRepository } from "../positions/positions.repository.ts"
import { createProofRepository } from "../proof/proof.repository.ts"
import { createNotificationSettingsRepository } from "./notification-settings.repository.ts"
import { etaWindow, loadStopContext, stopLanguage } from "./stop-context.ts"

const trackedFileSchema = z.object({
  mime: z.string(),
  url: z.string().describe("A signed link that works for a few minutes"),
})

export const trackingSchema = z
  .object({
    company: z.string(),
    language: z.enum(["en", "es"]),
    status: z.enum([
      "scheduled",
      "on_the_way",
      "stops_away",
      "delivered",
      "not_delivered",
    ]),
    stops_away: z
      .number()
      .int()
      .nullable()
      .describe("Visits before this one still to do, once the route started"),
    window: z
      .object({ from: z.string(), to: z.string() })
      .nullable()
      .describe("The ETA window"),
    time_zone: z.string(),
    driver_first_name: z.string(),
    position: z
      .object({ latitude: z.number(), longitude: z.number(), at: z.string() })
      .nullable()
      .describe(
        "The driver's latest position, only while the visit is within the client's N stops (never the route or other stops)"
      ),
    proof: z
      .object({
        recipient_name: z.string(),
        completed_at: z.string().nullable(),
        signature: trackedFileSchema.nullable(),
        photos: z.array(trackedFileSchema),
      })
      .nullable()
      .describe(
        "The proof of a delivered visit, where the client shares it (settings' share_proof)"
      ),
    rating: z
      .object({ rating: z.number().int(), comment: z.string() })
      .nullable(),
  })
  .meta({ id: "Tracking" })
export type TrackingPage = z.infer<typeof trackingSchema>

/** The proof of a delivered visit as its customer sees it: name, signature and photos. */
async function proofOf(
  tx: Tx,
  stop: { id_stop: number; id_client: number; visit_time: Date | null },
  links: FileLinks
): Promise<TrackingPage["proof"]> {
  const [proof] = await createProofRepository(tx).ofStops([stop.id_stop])
  if (!proof) return null
  const files = await createFilesRepository(tx).ofStops([stop.id_stop])
  const link = (file: (typeof files)[number]) => ({
    mime: file.mime,
    url: links.url(file.id_file, stop.id_client),
  })
  const signature = files.find((f) => f.kind === "signature")
  return {
    recipient_name: proof.recipient_name,
    completed_at: stop.visit_time?.toISOString() ?? null,
    signature: signature ? link(signature) : null,
    photos: files.filter((f) => f.kind === "photo").map(link),
  }
}

/**
 * What a tracking page shows of its stop, and nothing of any other: the status, the window, the
 * driver's position while the visit is within N stops, the proof once delivered (where shared),
 * and the rating. Null when the stop is gone.
 */
export async function trackingPage(tx: Tx, id_stop: number, links: FileLinks) {
  const context = await loadStopContext(tx, id_stop)
  if (!context) return null
  const { stop, route } = context
  const settings = await createNotificationSettingsRepository(tx).get(
    stop.id_client
  )
  const language = stopLanguage(stop, settings.default_language)
  let stopsAway: number | null = null
  if (
    route?.started &&
    !route.completed &&
    !stop.completed &&
    stop.order != null
  ) {
    const [before] = await tx
      .select({ n: count() })
      .from(stops)
      .where(
        and(
          eq(stops.id_route, route.id_route),
          isNull(stops.completed),
          lt(stops.order, stop.order)
        )
      )
    stopsAway = before?.n ?? 0
  }
  const status = stop.completed
    ? stop.failed
      ? "not_delivered"
      : "delivered"
    : stopsAway === null
      ? "scheduled"
      : stopsAway === 0
        ? "on_the_way"
        : "stops_away"
  const window = stop.completed
    ? null
    : etaWindow(
        context.eta,
        settings.window_minutes,
        context.timeZone,
        language
      )
  const near =
    route !== null && stopsAway !== null && stopsAway < settings.position_stops
  const latest = near
    ? await createPositionsRepository(tx).latest(route.id_route)
    : undefined
  const proof =
    status === "delivered" && settings.share_proof
      ? await proofOf(tx, stop, links)
      : null
  const [rating] = await tx
    .select({ rating: stopRatings.rating, comment: stopRatings.comment })
    .from(stopRatings)
    .where(eq(stopRatings.id_stop, id_stop))
  return {
    stop,
    id_route: route?.id_route ?? null,
    page: {
      company: context.company,
      language,
      status,
      stops_away: stopsAway,
      window: window
        ? { from: window.from.toISOString(), to: window.to.toISOString() }
        : null,
      time_zone: context.timeZone,
      driver_first_name: context.driverFirstName,
      position: latest
        ? {
            latitude: latest.latitude,
            longitude: latest.longitude,
            at: latest.recorded_at.toISOString(),
          }
        : null,
      proof,
      rating: rating ?? null,
    } satisfies TrackingPage,
  }
}
