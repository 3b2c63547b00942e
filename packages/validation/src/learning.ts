import { z } from "zod"

import { declaredNumberSchema, oneMessage } from "./declared-schema.ts"
import { messages } from "./messages.ts"
import { learningMinVisits, learningWindowDays } from "./values.ts"

// Learning from the day (issue 44): what a client lets Ruta learn from its drivers' actuals.

/** A client's learning settings; a client that never chose learns service times, not travel. */
export const learningSettingsSchema = z
  .object({
    /** Fill a new stop's duration from its address's completed visits. */
    service_times: z.boolean().default(true),
    /** The completed visits an address needs before its duration is learned. */
    min_visits: declaredNumberSchema(
      learningMinVisits,
      oneMessage(messages.minVisits)
    ).default(learningMinVisits.default),
    /** How many past days of visits are read. */
    window_days: declaredNumberSchema(
      learningWindowDays,
      oneMessage(messages.windowDays)
    ).default(learningWindowDays.default),
    /** Optimize runs and live ETAs use the learned travel profile (off until enough data). */
    travel_profile: z.boolean().default(false),
  })
  .meta({ id: "LearningSettings" })
export type LearningSettings = z.infer<typeof learningSettingsSchema>

/** The settings of a client that never chose. */
export const defaultLearningSettings: LearningSettings =
  learningSettingsSchema.parse({})
