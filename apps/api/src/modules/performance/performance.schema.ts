import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core"

import { at, extending, tenant } from "../../db/columns.ts"
import { routes } from "../planning/planning.schema.ts"

/**
 * What a group of visits adds up to (issue 44): sums and counts the Performance screen divides
 * at read time, and the ETA errors as a histogram (`eta_histogram`, "bucket:count:sum" entries
 * separated by spaces; see `etaBucket`), from which the 90th percentile is read within a minute.
 */
const visitSums = () => ({
  arrivals: integer("arrivals").notNull(),
  on_time: integer("on_time").notNull(),
  failed: integer("failed").notNull(),
  /** Arrivals with an ETA, and their absolute errors in seconds. */
  eta_count: integer("eta_count").notNull(),
  eta_error_sum: doublePrecision("eta_error_sum").notNull(),
  /** Visits done (not failed) with an arrival: the seconds spent, and the seconds planned. */
  actual_service_count: integer("actual_service_count").notNull(),
  actual_service_sum: doublePrecision("actual_service_sum").notNull(),
  planned_service_count: integer("planned_service_count").notNull(),
  planned_service_sum: doublePrecision("planned_service_sum").notNull(),
  eta_histogram: text("eta_histogram").notNull(),
})

/**
 * A completed route's visits, added up when it is completed (and again when visits are told
 * late), so Dashboard → Performance reads one row per route rather than its visits.
 */
export const routeVisitFigures = pgTable("route_visit_figures", {
  id_route: extending("id_route", () => routes.id_route),
  ...tenant(),
  ...visitSums(),
})

/**
 * The visits of the completed routes of a site starting at one time (`start_date`), added up
 * per zone, weekday × hour on the site's clock, address class and outcome (`kind`), kept with
 * its routes' figures. The row of kind `routes` names which routes it adds up: a group whose
 * routes changed since (a route moved, deleted or not kept) is not read, its visits are.
 */
export const visitFigureGroups = pgTable(
  "visit_figure_groups",
  {
    id: serial("id").primaryKey(),
    ...tenant(),
    start_date: at("start_date").notNull(),
    kind: text("kind").notNull(),
    zone: text("zone"),
    weekday: smallint("weekday"),
    hour: smallint("hour"),
    id_address_type: integer("id_address_type"),
    id_stop_outcome: integer("id_stop_outcome"),
    /** Of kind `routes`: which routes it adds up (a digest of their ids, in order). */
    route_set: text("route_set"),
    ...visitSums(),
  },
  (t) => [
    index("visit_figure_groups_site_start").on(t.id_subsidiary, t.start_date),
  ]
)
