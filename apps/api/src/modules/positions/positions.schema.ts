import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import {
  at,
  createdAt,
  owned,
  extending,
  optional,
  tenant,
  place,
} from "../../db/columns.ts"
import { routes } from "../planning/planning.schema.ts"
import { users } from "../users/users.schema.ts"

/**
 * Where a driver's phone was while their route was started (`POST /driver/positions`): one row
 * per fix, at most one per route and instant (a batch sent again adds nothing). The unique index
 * also finds a route's latest position. Deleted after POSITION_RETENTION_DAYS.
 */
export const positions = pgTable(
  "positions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...tenant(),
    id_route: owned("id_route", () => routes.id_route),
    id_user: optional("id_user", () => users.id_user),
    /** When the phone took the fix, by its clock. */
    recorded_at: at("recorded_at").notNull(),
    ...place(),
    /** Metres. */
    accuracy: doublePrecision("accuracy"),
    /** Metres per second. */
    speed: doublePrecision("speed"),
    /** Degrees clockwise from true north. */
    heading: doublePrecision("heading"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("positions_route_time").on(t.id_route, t.recorded_at),
    index("positions_time").on(t.recorded_at),
  ]
)

/**
 * A started route's predicted arrivals, recomputed from its latest position (at most every 30 s,
 * `computed_at` being the claim that spans processes): `etas` lists the stops not yet completed
 * with their predicted arrival and how late that is past their window (seconds, 0 when on time).
 */
export const routeEtas = pgTable("route_etas", {
  id_route: extending("id_route", () => routes.id_route),
  ...tenant(),
  id_optimization: integer("id_optimization").notNull(),
  computed_at: at("computed_at").notNull(),
  /** The position the ETAs start from. */
  position_at: at("position_at"),
  etas: jsonb("etas").$type<
    {
      id_stop: number
      name: string
      eta: string
      planned_eta?: string | null
      late_seconds: number
    }[]
  >(),
})
