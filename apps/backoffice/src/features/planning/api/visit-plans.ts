import type { VisitPlanInput } from "@ruta/validation/visit-rules"

import { api, unwrap } from "../../../lib/api.ts"

/** "Plan next week" (issue 45): a multi-day optimization of the visits due in a date range. */
export const planVisits = (body: VisitPlanInput) =>
  unwrap(api.POST("/optimizations/from-visits", { body }))
