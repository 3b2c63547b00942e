import type { Problem, TravelProfile } from "@ruta/optimizer"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { subsidiaries } from "../../db/schema.ts"
import { daysOfData, drivenLegs } from "./driven-legs.ts"
import { createLearningSettingsRepository } from "./learning-settings.repository.ts"
import { expandProfile, learnProfile } from "./travel-profile.ts"

/** The bands cover a week from the plan's start: the longest horizon a plan spans. */
const HORIZON = 7 * 24 * 3600

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

/** Seconds since Monday 00:00 on `timeZone`'s clock at the instant `epoch` (ms). */
export function secondsIntoWeek(epoch: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(epoch))
      .map((p) => [p.type, p.value])
  )
  return (
    WEEKDAYS.indexOf(parts.weekday!) * 86_400 +
    Number(parts.hour) * 3600 +
    Number(parts.minute) * 60 +
    Number(parts.second)
  )
}

/**
 * The client's learned travel profile (issue 44), when the client turned it on and its drivers
 * drove legs on the site: their factors per zone and hour of the week laid on a clock whose 0 is
 * the instant `epoch` (ms), for `locations`, with the days of data it was learned from. Null
 * otherwise: standard travel.
 */
export async function learnedTravel(
  tx: Tx,
  site: { id_client: number; id_subsidiary: number },
  locations: readonly { lat: number; lng: number }[],
  epoch: number
): Promise<{ profile: TravelProfile; days: number } | null> {
  const settings = await createLearningSettingsRepository(tx).get(
    site.id_client
  )
  if (!settings.travel_profile) return null
  const legs = await drivenLegs(tx, {
    id_subsidiary: site.id_subsidiary,
    window_days: settings.window_days,
  })
  if (legs.length === 0) return null
  const [row] = await tx
    .select({ time_zone: subsidiaries.time_zone })
    .from(subsidiaries)
    .where(eq(subsidiaries.id_subsidiary, site.id_subsidiary))
  const origin = secondsIntoWeek(epoch, row!.time_zone)
  return {
    profile: expandProfile(learnProfile(legs), locations, origin, HORIZON),
    days: await daysOfData(tx),
  }
}

/**
 * A run's plan with the client's learned travel profile (`learnedTravel`) laid on the plan's
 * clock (`epoch`, on the site's clock) as `Problem.travelProfile`, and the days it was learned
 * from (`travelProfileDays`). Otherwise the plan as it came (`travelProfileDays` null), and the
 * solver keeps its time-independent path.
 */
export async function withLearnedTravel<
  P extends { epoch: number; problem: Problem },
>(
  tx: Tx,
  run: { id_client: number; id_subsidiary: number },
  plan: P
): Promise<P & { travelProfileDays: number | null }> {
  const learned = await learnedTravel(
    tx,
    run,
    plan.problem.locations,
    plan.epoch
  )
  if (!learned) return { ...plan, travelProfileDays: null }
  return {
    ...plan,
    problem: { ...plan.problem, travelProfile: learned.profile },
    travelProfileDays: learned.days,
  }
}
