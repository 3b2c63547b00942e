// Planned against driven (issue 44): the query and the answer of the Performance screen.
import { z } from "zod"

import { idQuery } from "../../platform/authorization/schemas.ts"
import { dashboardQuery } from "../dashboard/dashboard.schemas.ts"

/** The dashboard's filters (range, site) and a driver. */
export const performanceQuery = dashboardQuery.and(
  z.object({ id_user: idQuery.optional() })
)

const metres = z.number().int()
const seconds = z.number().int()

/** Planned against driven, added up over a group of routes and their visits. */
export const performanceFiguresSchema = z
  .object({
    routes: z.number().int(),
    /** Planned metres, and metres driven from the positions. */
    planned_distance: metres,
    driven_distance: metres,
    /** Of the driven metres, those across gaps in the positions, bridged by the travel model. */
    bridged_distance: metres,
    /** Planned seconds, and seconds from start to completion (completed routes). */
    planned_duration: seconds,
    actual_duration: seconds,
    /** Visits with an arrival, and those that arrived before their window closed (or had none). */
    arrivals: z.number().int(),
    on_time: z.number().int(),
    /** The arrival against the planned ETA, absolute seconds: mean and 90th percentile. */
    eta_error_mean: seconds.nullable(),
    eta_error_p90: seconds.nullable(),
    /** Mean service seconds: planned (the stop's duration) and spent (arrival to completion). */
    planned_service: seconds.nullable(),
    actual_service: seconds.nullable(),
    failed: z.number().int(),
  })
  .meta({ id: "PerformanceFigures" })

const group = <T extends z.ZodRawShape>(key: T) =>
  z.array(performanceFiguresSchema.extend(key))

/** The Performance screen: the totals, then per route, driver, zone and weekday × hour. */
export const performanceSchema = z
  .object({
    /** The site's clock the weekdays and hours are on. */
    time_zone: z.string(),
    totals: performanceFiguresSchema,
    by_route: group({ id_route: z.number().int(), name: z.string() }),
    by_driver: group({
      id_user: z.number().int().nullable(),
      name: z.string(),
    }),
    /** A zone is a cell of a coarse grid (0.05°, about 5 km) named by its south-west corner. */
    by_zone: group({ zone: z.string() }),
    /** ISO weekday (1 Monday … 7 Sunday) and hour of the arrival, on the site's clock. */
    by_hour: group({ weekday: z.number().int(), hour: z.number().int() }),
    /** Service time by address class (the address book's type; 0: not in the book). */
    by_address_class: group({ id_address_type: z.number().int() }),
    /** Failed visits by their outcome (null: none recorded). */
    failed_by_outcome: z.array(
      z.object({ name: z.string().nullable(), failed: z.number().int() })
    ),
  })
  .meta({ id: "Performance" })
export type Performance = z.infer<typeof performanceSchema>
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>
