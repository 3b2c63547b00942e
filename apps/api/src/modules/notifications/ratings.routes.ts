import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { rowsOf } from "../../db/database.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { inRange } from "../dashboard/dashboard-range.ts"
import { dashboardQuery } from "../dashboard/dashboard.schemas.ts"
import type { PlanningReads } from "./planning-reads.ts"

/** How many of the latest comments the dashboard lists. */
const LATEST = 8

const count = z.number().int()

export const ratingsSummarySchema = z
  .object({
    count,
    average: z.number().nullable().describe("Null without ratings"),
    by_score: z
      .array(count)
      .length(5)
      .describe("How many ratings of 1, 2, 3, 4 and 5"),
    latest: z
      .array(
        z.object({
          id_stop: z.number().int(),
          id_optimization: z.number().int().nullable(),
          stop_name: z.string(),
          rating: z.number().int(),
          comment: z.string(),
          rated_at: z.string(),
        })
      )
      .describe("The latest ratings with a comment, newest first"),
  })
  .meta({ id: "RatingsSummary" })

/** The caller's sites (and the one chosen), on the rating aliased `r`. */
function onSites(sites: number[] | null, chosen: number | undefined): SQL {
  const seen =
    sites === null
      ? sql`true`
      : sites.length === 0
        ? sql`false`
        : sql`r.id_subsidiary in (${sql.join(
            sites.map((s) => sql`${s}`),
            sql`, `
          )})`
  return chosen === undefined
    ? seen
    : sql`${seen} and r.id_subsidiary = ${chosen}`
}

/** The dashboard's customer ratings: average, count by score, the latest comments. */
export const ratingsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  planning: PlanningReads
}> = async (app, { authorize, planning }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/dashboard/ratings",
    {
      schema: {
        tags: ["Dashboard"],
        ...authorizedRoute,
        summary:
          "Customers' ratings of their visits in a range (by when they rated): average, count by score and the latest comments",
        querystring: dashboardQuery,
        response: { 200: envelope(ratingsSummarySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(planning.readers)
        const { from, to, id_subsidiary } = request.query
        const where = sql`${inRange(sql`r.created_at`, sql`r.id_subsidiary`, { from, to })} and ${onSites(auth.sites, id_subsidiary)}`
        const scores = rowsOf<{ rating: number; n: unknown }>(
          await auth.tx.execute(sql`
            select r.rating, count(*) as n from stop_ratings r
            where ${where} group by r.rating`)
        )
        const by_score = [1, 2, 3, 4, 5].map((score) =>
          Number(scores.find((s) => Number(s.rating) === score)?.n ?? 0)
        )
        const total = by_score.reduce((a, b) => a + b, 0)
        const sum = by_score.reduce((a, n, i) => a + n * (i + 1), 0)
        const latest = rowsOf<{
          id_stop: number
          id_optimization: number | null
          stop_name: string
          rating: number
          comment: string
          rated_at: Date | string
        }>(
          await auth.tx.execute(sql`
            select r.id_stop, s.id_optimization,
              coalesce(nullif(s.name, ''), s.address) as stop_name,
              r.rating, r.comment, r.created_at as rated_at
            from stop_ratings r join stops s on s.id_stop = r.id_stop
            where ${where} and r.comment <> ''
            order by r.created_at desc, r.id_stop desc limit ${LATEST}`)
        )
        return {
          data: {
            count: total,
            average: total === 0 ? null : Math.round((sum / total) * 100) / 100,
            by_score,
            latest: latest.map((row) => ({
              id_stop: Number(row.id_stop),
              id_optimization:
                row.id_optimization === null
                  ? null
                  : Number(row.id_optimization),
              stop_name: row.stop_name ?? "",
              rating: Number(row.rating),
              comment: row.comment,
              rated_at: new Date(row.rated_at).toISOString(),
            })),
          },
          message: "OK",
        }
      })
  )
}
