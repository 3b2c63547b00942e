import type { Problem, TravelProfile } from "@ruta/optimizer"
import type { LearningSettings } from "@ruta/validation/learning"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { subsidiaries } from "../../db/schema.ts"
import { daysOfData, drivenLegs } from "./driven-legs.ts"
import { createLearningSettingsRepository } from "./learning-settings.repository.ts"
import type { LearnedProfile } from "./travel-profile.ts"
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

/** What a site learned: its factors, the days of data behind them, and the site's clock. */
export interface SiteProfile {
  profile: LearnedProfile
  days: number
  timeZone: string
}

/** How a site's driven legs are read (`drivenLegs`; a test counts the reads). */
export type ReadLegs = typeof drivenLegs

/**
 * Learns a site's profile from its driven legs over the past `window_days`; null when nobody
 * drove a leg there.
 */
export async function learnSite(
  tx: Tx,
  id_subsidiary: number,
  window_days: number,
  readLegs: ReadLegs = drivenLegs
): Promise<SiteProfile | null> {
  const legs = await readLegs(tx, { id_subsidiary, window_days })
  if (legs.length === 0) return null
  return {
    profile: learnProfile(legs),
    days: await daysOfData(tx),
    timeZone: await timeZoneOf(tx, id_subsidiary),
  }
}

/** A site's time zone. */
export async function timeZoneOf(tx: Tx, id_subsidiary: number) {
  const [row] = await tx
    .select({ time_zone: subsidiaries.time_zone })
    .from(subsidiaries)
    .where(eq(subsidiaries.id_subsidiary, id_subsidiary))
  return row!.time_zone
}

/**
 * Where a site's learned profile comes from: `learnedProfiles`, which learns it once per site
 * and day (the live ETA's recomputes and the optimize runs of a process each keep one).
 */
export type ProfileSource = (
  tx: Tx,
  site: { id_client: number; id_subsidiary: number },
  settings: LearningSettings,
  /** When it is asked for (ms): now, whose day on the site's clock keeps the profile. */
  at: number
) => Promise<SiteProfile | null>

/** A profile learned afresh: a one-off prediction that keeps none. */
const learnAfresh: ProfileSource = (tx, site, settings) =>
  learnSite(tx, site.id_subsidiary, settings.window_days)

/**
 * The client's learned travel profile (issue 44), when the client turned it on and its drivers
 * drove legs on the site: their factors per zone and hour of the week laid on a clock whose 0 is
 * the instant `epoch` (ms), for `locations`, with the days of data it was learned from. Null
 * otherwise: standard travel.
 *
 * @param source - the process's learned profiles (`learnedProfiles`); learned afresh without
 * @param at - now (ms); the plan's `epoch` when left out (the live ETA plans from now)
 */
export async function learnedTravel(
  tx: Tx,
  site: { id_client: number; id_subsidiary: number },
  locations: readonly { lat: number; lng: number }[],
  epoch: number,
  source: ProfileSource = learnAfresh,
  at = epoch
): Promise<{ profile: TravelProfile; days: number } | null> {
  const settings = await createLearningSettingsRepository(tx).get(
    site.id_client
  )
  if (!settings.travel_profile) return null
  const learned = await source(tx, site, settings, at)
  if (!learned) return null
  const origin = secondsIntoWeek(epoch, learned.timeZone)
  return {
    profile: expandProfile(learned.profile, locations, origin, HORIZON),
    days: learned.days,
  }
}

/**
 * A run's plan with the client's learned travel profile (`learnedTravel`) laid on the plan's
 * clock (`epoch`, on the site's clock) as `Problem.travelProfile`, and the days it was learned
 * from (`travelProfileDays`). Otherwise the plan as it came (`travelProfileDays` null), and the
 * solver keeps its time-independent path. The profile comes from the process's learned
 * profiles (`source`), learned once per site and day, not from 90 days of legs read each run.
 */
export async function withLearnedTravel<
  P extends { epoch: number; problem: Problem },
>(
  tx: Tx,
  run: { id_client: number; id_subsidiary: number },
  plan: P,
  source: ProfileSource,
  now: number
): Promise<P & { travelProfileDays: number | null }> {
  const learned = await learnedTravel(
    tx,
    run,
    plan.problem.locations,
    plan.epoch,
    source,
    now
  )
  if (!learned) return { ...plan, travelProfileDays: null }
  return {
    ...plan,
    problem: { ...plan.problem, travelProfile: learned.profile },
    travelProfileDays: learned.days,
  }
}
