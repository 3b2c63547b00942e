import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { withinSites } from "../../db/list-query.ts"
import { positions, routeEtas, routes, users } from "../../db/schema.ts"
import type { RouteOut } from "../planning/planning.schemas.ts"
import type { PredictedStop } from "../planning/route-etas.ts"
import { etasBeforeFirstPrediction } from "../planning/live-etas.ts"
import { latestPosition } from "../planning/route-etas.ts"
import type { DriverOnRoute, PositionIn } from "./positions.schemas.ts"

/** The most positions a route's trail answers (ten hours at one every 10 s). */
const TRAIL_LIMIT = 3600

/** A predicted stop as the API shows it: the planned arrival always named (null: unknown). */
const withPlanned = (stop: PredictedStop) => ({
  ...stop,
  planned_eta: stop.planned_eta ?? null,
})

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString()

/** Positions and predicted arrivals; row-level security keeps other clients' rows out. */
export function createPositionsRepository(tx: Tx) {
  return {
    /** A route's owner, site and whether it is on the road, for a batch of positions. */
    async route(id_route: number) {
      const [row] = await tx
        .select({
          id_route: routes.id_route,
          id_client: routes.id_client,
          id_subsidiary: routes.id_subsidiary,
          id_user: routes.id_user,
          started: routes.started,
          completed: routes.completed,
        })
        .from(routes)
        .where(eq(routes.id_route, id_route))
      return row
    },

    /** Stores the positions not stored yet (by route and instant); how many were new. */
    async insert(
      route: Pick<RouteOut, "id_route" | "id_client" | "id_subsidiary">,
      id_user: number,
      batch: PositionIn[]
    ): Promise<number> {
      const stored = await tx
        .insert(positions)
        .values(
          batch.map((p) => ({
            id_client: route.id_client,
            id_subsidiary: route.id_subsidiary,
            id_route: route.id_route,
            id_user,
            recorded_at: new Date(p.time),
            latitude: p.latitude,
            longitude: p.longitude,
            accuracy: p.accuracy,
            speed: p.speed,
            heading: p.heading,
          }))
        )
        .onConflictDoNothing({
          target: [positions.id_route, positions.recorded_at],
        })
        .returning({ id: positions.id })
      return stored.length
    },

    /** A route's latest position (by the phone's time, whatever order they came in). */
    latest: (id_route: number) => latestPosition(tx, id_route),

    /** A route's positions, oldest first. */
    async trail(id_route: number) {
      const rows = await tx
        .select({
          latitude: positions.latitude,
          longitude: positions.longitude,
          at: positions.recorded_at,
        })
        .from(positions)
        .where(eq(positions.id_route, id_route))
        .orderBy(desc(positions.recorded_at))
        .limit(TRAIL_LIMIT)
      return rows.reverse().map((row) => ({ ...row, at: row.at.toISOString() }))
    },

    ...positionReadings(tx),
  }
}

/** What positions tell: ETAs, the drivers on their routes, and old positions deleted. */
function positionReadings(tx: Tx) {
  return {
    /**
     * A route's predicted arrivals: once computed from a position, those; before, on the road,
     * the planned ones moved by a late start (`etasBeforeFirstPrediction`); else null.
     */
    async etas(id_route: number) {
      const [row] = await tx
        .select()
        .from(routeEtas)
        .where(eq(routeEtas.id_route, id_route))
      if (!row?.etas) {
        const moved = await etasBeforeFirstPrediction(tx, id_route)
        return moved
          ? {
              computed_at: new Date().toISOString(),
              position_at: null,
              stops: moved.map(withPlanned),
            }
          : null
      }
      return {
        computed_at: row.computed_at.toISOString(),
        position_at: iso(row.position_at),
        stops: row.etas.map(withPlanned),
      }
    },

    /** The routes on the road (started, not completed) within some sites, with their latest position. */
    async driversOnRoute(filter: {
      sites: number[] | null
      id_optimization?: number
      id_subsidiary?: number
      /** "true": every stop's live ETA too. */
      with_etas?: "true" | "false"
    }): Promise<DriverOnRoute[]> {
      const last = tx
        .select()
        .from(positions)
        .where(eq(positions.id_route, routes.id_route))
        .orderBy(desc(positions.recorded_at))
        .limit(1)
        .as("last")
      const rows = await tx
        .select({
          id_route: routes.id_route,
          route_name: routes.name,
          color: routes.color,
          id_optimization: routes.id_optimization,
          id_subsidiary: routes.id_subsidiary,
          id_user: routes.id_user,
          driver_name: sql<string>`coalesce(${users.name}, '')`,
          latitude: last.latitude,
          longitude: last.longitude,
          at: last.recorded_at,
          accuracy: last.accuracy,
          speed: last.speed,
          heading: last.heading,
          etas: routeEtas.etas,
        })
        .from(routes)
        .leftJoin(users, eq(users.id_user, routes.id_user))
        .leftJoinLateral(last, sql`true`)
        .leftJoin(routeEtas, eq(routeEtas.id_route, routes.id_route))
        .where(
          and(
            isNotNull(routes.started),
            isNull(routes.completed),
            withinSites(routes.id_subsidiary, filter.sites),
            filter.id_optimization === undefined
              ? undefined
              : eq(routes.id_optimization, filter.id_optimization),
            filter.id_subsidiary === undefined
              ? undefined
              : eq(routes.id_subsidiary, filter.id_subsidiary)
          )
        )
        .orderBy(asc(routes.name), asc(routes.id_route))
      return rows.map(
        ({
          latitude,
          longitude,
          at,
          accuracy,
          speed,
          heading,
          etas,
          ...row
        }) => ({
          ...row,
          last:
            latitude === null || longitude === null || at === null
              ? null
              : {
                  latitude,
                  longitude,
                  at: new Date(at).toISOString(),
                  accuracy,
                  speed,
                  heading,
                },
          late: (etas ?? [])
            .filter((stop) => stop.late_seconds > 0)
            .map(withPlanned),
          ...(filter.with_etas === "true"
            ? { etas: (etas ?? []).map(withPlanned) }
            : {}),
        })
      )
    },

    /** Forgets the positions taken more than `days` ago. */
    async deleteOlderThan(days: number) {
      await tx
        .delete(positions)
        .where(
          lt(positions.recorded_at, sql`now() - make_interval(days => ${days})`)
        )
    },
  }
}
