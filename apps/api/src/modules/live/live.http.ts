import type { Action, Subject } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { decodeJwt } from "jose"
import { z } from "zod"

import { bearerToken } from "../../platform/plugins/authenticate.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  booleanQuery,
} from "../../platform/authorization/schemas.ts"
import type { LiveEvent } from "./live-events.ts"
import { LIVE_KINDS } from "./live-events.ts"
import type { LiveHub } from "./live-hub.ts"
import { eventStreamRoute } from "../../platform/sse/event-stream.ts"
import { openLiveStream } from "./live-stream.ts"
import { createLiveRepository } from "./live.repository.ts"

/** More events than this to resume: the stream says `reset` (refetch everything) instead. */
const REPLAY_LIMIT = 1000

const resumeFrom = (value: string | undefined) => {
  const id = Number(value)
  return value !== undefined && Number.isSafeInteger(id) && id >= 0
    ? id
    : undefined
}

/** When the access token that opened the stream expires (ms), if it says. */
function tokenExpiry(token: string | null): number | null {
  if (!token) return null
  try {
    const { exp } = decodeJwt(token)
    return typeof exp === "number" ? exp * 1000 : null
  } catch {
    return null
  }
}

/** The live stream: one Server-Sent Events stream per browser tab, of the changes it may see. */
export const liveRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  live: LiveHub
  now: () => number
  /** Who may watch: the planning screens' permissions (planning's, passed in by `start-up/`). */
  readers: [Action, Subject][]
}> = async (app, { authorize, live, now, readers }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/live",
    {
      schema: {
        tags: ["Live updates"],
        ...authorizedRoute,
        summary: `Changes as Server-Sent Events, within the caller's client and sites: event '${LIVE_KINDS.join("', '")}' (data a LiveEvent: the ids that changed, to refetch), 'ready' once the stream is live (its id the place to resume from), 'reset' when the events missed are no longer kept (refetch everything). Resumable with Last-Event-ID (or 'after'); it ends when the access token expires`,
        querystring: z.object({
          after: z
            .string()
            .regex(/^\d{1,15}$/)
            .optional()
            .describe("Resume after this event id (as Last-Event-ID does)"),
          follow: booleanQuery
            .optional()
            .describe(
              "false: answer the events missed and 'ready', then end (default true)"
            ),
        }),
        ...eventStreamRoute,
      },
    },
    async (request, reply) => {
      // Heard from now on, so nothing falls between the log's replay and the live events.
      const early: LiveEvent[] = []
      const stream = openLiveStream(live, early)
      try {
        const after = resumeFrom(
          request.headers["last-event-id"] ?? request.query.after
        )
        // The whole log's first id (outside the caller's transaction: PGlite has one connection).
        const { oldest } = await live.bounds()
        const { viewer, replay } = await authorize(request, async (auth) => {
          auth.requireAny(readers)
          const viewer = { clientId: auth.id_client, sites: auth.sites }
          if (after === undefined) return { viewer, replay: null }
          // Events after `after` may have been pruned: the caller refetches instead.
          if (after + 1 < oldest) return { viewer, replay: "reset" as const }
          const events = await createLiveRepository(auth.tx).after(
            after,
            auth.sites,
            REPLAY_LIMIT + 1
          )
          return {
            viewer,
            replay: events.length > REPLAY_LIMIT ? ("reset" as const) : events,
          }
        })
        const { newest } = await live.bounds()
        const expiry = tokenExpiry(bearerToken(request))
        stream.start(reply, {
          viewer,
          replay,
          ready: Math.max(newest, after ?? 0),
          follow: request.query.follow !== "false",
          endInMs: expiry === null ? null : expiry - now(),
        })
      } catch (error) {
        stream.cancel()
        throw error
      }
    }
  )
}
