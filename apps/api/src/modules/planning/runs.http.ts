import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { optimizeRequestSchema } from "@ruta/validation/planning"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import type { Language } from "../../platform/lib/accept-language.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import { localiseMessage } from "../../platform/lib/messages-es.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import {
  eventStreamHeaders,
  eventStreamRoute,
} from "../../platform/sse/event-stream.ts"
import type { ChangeFeed } from "./change-feed.ts"
import { loadOptimization, planningReaders } from "./planning.access.ts"
import type { OptimizeRuns } from "./optimize-runs.ts"
import type { RunOut } from "./runs.repository.ts"
import {
  createRunsRepository,
  isFinal,
  runOut,
  runSchema,
} from "./runs.repository.ts"

const routeSchemaOf = { tags: ["Optimization runs"], ...authorizedRoute }
const optimizers: [Action, Subject][] = [
  [A.optimize, S.optimization],
  [A.optimize, S.optimizations],
]

/** A run of the caller's client and sites, or 404. */
async function loadRun(
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][] = planningReaders
): Promise<RunOut> {
  auth.requireAny(pairs)
  const row = await createRunsRepository(auth.tx).findById(id)
  if (
    !row ||
    (auth.sites !== null && !auth.sites.includes(row.id_subsidiary)) ||
    !pairs.some(([action, subject]) => auth.can(action, subject, row))
  )
    throw notFound("Optimization run not found.")
  return runOut(row)
}

/** The run with its failure reason in the caller's language. */
const localised = (run: RunOut, language: Language): RunOut =>
  run.error ? { ...run, error: localiseMessage(run.error, language) } : run

/**
 * Server-Sent Events: the stream reads the run when the live channel says it changed, and at
 * least this often (a comment keeps a quiet stream open); every second while the channel is down.
 */
const KEEP_ALIVE_MS = 15_000
const UNHEARD_POLL_MS = 1000

/**
 * Optimize runs: start one (a background job), follow it (the run, or its event stream), cancel
 * it, and apply or discard a re-optimization's proposal.
 */
export const runsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  runs: OptimizeRuns
  live: ChangeFeed
}> = async (app, { authorize, runs, live }) => {
  app.addHook("onRequest", app.authenticate)

  app.post(
    "/optimizations/:id/optimize",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Optimize one route, several (routes), or the whole optimization as a background run; answers the queued run at once",
        params: idParams,
        body: optimizeRequestSchema,
        response: { 200: envelope(runSchema), ...rowErrors },
      },
    },
    async (request) => {
      const run = await authorize(request, async (auth) => {
        const optimization = await loadOptimization(
          auth,
          request.params.id,
          optimizers
        )
        return runs.create(auth, optimization, request.body)
      })
      return { data: run, message: "Optimization started." }
    }
  )

  app.get(
    "/optimization-runs/:id",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "A run: its phase, best cost, distance, duration, unassigned stops and elapsed time",
        params: idParams,
        response: { 200: envelope(runSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: localised(
          await loadRun(auth, request.params.id),
          request.language
        ),
        message: "OK",
      }))
  )

  app.get(
    "/optimization-runs/:id/events",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "The run's progress as Server-Sent Events (event 'run', data an OptimizationRun, id its seq), ending when the run ends; resumable with Last-Event-ID",
        params: idParams,
        ...eventStreamRoute,
      },
    },
    async (request, reply) => {
      const run = await authorize(request, (auth) =>
        loadRun(auth, request.params.id)
      )
      const resumeFrom = Number(request.headers["last-event-id"])
      let sent = Number.isInteger(resumeFrom) ? resumeFrom : -1
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, eventStreamHeaders)
      const changed = live.wake(
        (event) => event.kind === "run" && event.ids.id_run === run.id_run
      )
      let open = true
      request.raw.on("close", () => {
        open = false
        changed.close()
      })
      let quietSince = Date.now()
      while (open) {
        const current = await runs.read(run.id_run, run.id_client)
        if (!current) break
        if (current.seq > sent) {
          res.write(
            `id: ${current.seq}\nevent: run\ndata: ${JSON.stringify(localised(current, request.language))}\n\n`
          )
          sent = current.seq
          quietSince = Date.now()
        } else if (Date.now() - quietSince > KEEP_ALIVE_MS) {
          res.write(": keep-alive\n\n")
          quietSince = Date.now()
        }
        if (isFinal(current.status)) break
        if (
          !(await changed.wait(
            live.listening ? KEEP_ALIVE_MS : UNHEARD_POLL_MS
          ))
        )
          break
      }
      changed.close()
      res.end()
    }
  )

  app.post(
    "/optimization-runs/:id/cancel",
    {
      schema: {
        ...routeSchemaOf,
        summary:
          "Cancel a run (a queued run at once, a running one at its next check)",
        params: idParams,
        response: { 200: envelope(runSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const run = await loadRun(auth, request.params.id, optimizers)
        return {
          data: await runs.cancel(auth, run),
          message: "Optimization cancelled.",
        }
      })
  )

  for (const [path, decision, message] of [
    ["apply", "applied", "Proposal applied."],
    ["discard", "discarded", "Proposal discarded."],
  ] as const)
    app.post(
      `/optimization-runs/:id/${path}`,
      {
        schema: {
          ...routeSchemaOf,
          summary: `${path === "apply" ? "Apply" : "Discard"} a re-optimization's proposal (a run with preview)`,
          params: idParams,
          response: { 200: envelope(runSchema), ...rowErrors },
        },
      },
      async (request) =>
        authorize(request, async (auth) => {
          const run = await loadRun(auth, request.params.id, optimizers)
          return { data: await runs.decide(auth, run, decision), message }
        })
    )
}
