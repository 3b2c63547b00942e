import { z } from "zod"

import { idQuery } from "../../platform/authorization/schemas.ts"
import { rangeEnd } from "./dashboard-range.ts"

/** The longest range the dashboard adds up, in days. */
export const MAX_DAYS = 366

export const dashboardQuery = z
  .object({
    from: rangeEnd("First day or moment of the range (routes by their day)"),
    to: rangeEnd("Last day or moment of the range"),
    id_subsidiary: idQuery.optional(),
  })
  .refine((q) => new Date(q.to) >= new Date(q.from), {
    path: ["to"],
    message: "The end date must be the same or after the start date",
  })
  .refine(
    (q) =>
      new Date(q.to).getTime() - new Date(q.from).getTime() <=
      MAX_DAYS * 24 * 3600 * 1000,
    { path: ["to"], message: "Choose a range of at most 366 days." }
  )

const count = z.number().int()

/** The day on the road, added up for a range (routes by their day). */
export const dashboardSchema = z
  .object({
    routes: z.object({ pending: count, on_route: count, completed: count }),
    stops: z.object({ completed: count, failed: count, pending: count }),
    /** Visited stops by outcome (null name: no outcome recorded). */
    outcomes: z.array(
      z.object({ name: z.string().nullable(), completed: count, failed: count })
    ),
    /** Visited stops, and those visited inside their time window (or with none). */
    on_time: z.object({ visited: count, on_time: count }),
    /** Completed routes: planned and driven metres, planned and actual seconds. */
    distance: z.object({ planned: count, actual: count }),
    duration: z.object({ planned: count, actual: count }),
    /** The client's optimized addresses of the current billing period (calendar month). */
    optimized_addresses: z.object({
      period: z.string(),
      count,
      /** The payment plan's band, when the client has a plan. */
      plan: z.object({ from: count, to: count }).nullable(),
    }),
    /** Stops per day of the range, by state (days with routes only): each route's day on its site's calendar. */
    days: z.array(
      z.object({
        day: z.string(),
        completed: count,
        failed: count,
        pending: count,
      })
    ),
  })
  .meta({ id: "Dashboard" })
export type Dashboard = z.infer<typeof dashboardSchema>
