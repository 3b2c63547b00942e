import type { RouteConfiguration } from "@ruta/validation/planning"
import { and, asc, desc, eq, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { optimizations, subsidiaries } from "../../db/schema.ts"
import { textMatches, withinSites } from "../../db/list-query.ts"
import type { OptimizationSummary } from "./planning.schemas.ts"
import { configurationOf } from "./delivery-routes.repository.ts"

// Qualified by hand: drizzle leaves columns unqualified in a one-table select.
const routesQuantity = sql<number>`(select count(*)::int from routes r where r.id_optimization = "optimizations"."id_optimization")`
const stopsQuantity = sql<number>`(select count(*)::int from stops s where s.id_optimization = "optimizations"."id_optimization")`
// 0 when no route or any route not optimized, 2 when any was ordered by hand, else 1.
const state = sql<number>`coalesce((select case when count(*) = 0 or bool_or(r.optimization_state = 0) then 0 when bool_or(r.optimization_state = 2) then 2 else 1 end from routes r where r.id_optimization = "optimizations"."id_optimization"), 0)::int`

const summaryColumns = {
  id_optimization: optimizations.id_optimization,
  id_client: optimizations.id_client,
  id_subsidiary: optimizations.id_subsidiary,
  subsidiary: subsidiaries.name,
  name: optimizations.name,
  method: optimizations.method,
  horizon_days: optimizations.horizon_days,
  scenario_of: optimizations.scenario_of,
  routes_quantity: routesQuantity,
  stops_quantity: stopsQuantity,
  optimization_state: state,
  createdAt: optimizations.createdAt,
  configuration: optimizations.configuration,
}

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends "createdAt"
    ? Date
    : K extends "configuration"
      ? unknown
      : K extends "subsidiary" | "name"
        ? string
        : K extends "scenario_of"
          ? number | null
          : number
}

const summaryOut = ({
  configuration: _configuration,
  ...row
}: SummaryRow): OptimizationSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
})

/** The optimizations list's filters. */
export interface OptimizationFilter {
  sites: number[] | null
  id_subsidiary?: number | undefined
  text?: string | undefined
  /** By created date, newest first unless "oldest". */
  order?: "newest" | "oldest" | undefined
}

/** Optimizations of a client's sites; row-level security keeps other clients' out. */
export function createOptimizationsRepository(tx: Tx) {
  const summaries = () =>
    tx
      .select(summaryColumns)
      .from(optimizations)
      .innerJoin(
        subsidiaries,
        eq(subsidiaries.id_subsidiary, optimizations.id_subsidiary)
      )

  return {
    async findById(id_optimization: number) {
      const [row] = await summaries().where(
        eq(optimizations.id_optimization, id_optimization)
      )
      return row
        ? {
            ...summaryOut(row as SummaryRow),
            configuration: configurationOf(row.configuration),
          }
        : undefined
    },

    async list(filter: OptimizationFilter, page: number, size: number) {
      const where = and(
        withinSites(optimizations.id_subsidiary, filter.sites),
        filter.id_subsidiary === undefined
          ? undefined
          : eq(optimizations.id_subsidiary, filter.id_subsidiary),
        textMatches(filter.text, optimizations.name)
      )
      const [rows, [counted]] = await Promise.all([
        summaries()
          .where(where)
          .orderBy(
            ...(filter.order === "oldest"
              ? [
                  asc(optimizations.createdAt),
                  asc(optimizations.id_optimization),
                ]
              : [
                  desc(optimizations.createdAt),
                  desc(optimizations.id_optimization),
                ])
          )
          .limit(size)
          .offset(page * size),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(optimizations)
          .where(where),
      ])
      return {
        items: rows.map((row) => summaryOut(row as SummaryRow)),
        total: counted?.n ?? 0,
        page,
        size,
      }
    },

    async create(values: {
      id_client: number
      id_subsidiary: number
      name: string
      method: number
      horizon_days?: number
      scenario_of?: number | null
      configuration: RouteConfiguration
      createdBy: number
    }): Promise<number> {
      const [row] = await tx
        .insert(optimizations)
        .values(values)
        .returning({ id: optimizations.id_optimization })
      return row!.id
    },

    async update(
      id_optimization: number,
      values: {
        name?: string
        configuration?: RouteConfiguration
        horizon_days?: number
      }
    ) {
      await tx
        .update(optimizations)
        .set(values)
        .where(eq(optimizations.id_optimization, id_optimization))
    },

    async remove(id_optimization: number) {
      await tx
        .delete(optimizations)
        .where(eq(optimizations.id_optimization, id_optimization))
    },
  }
}
