import { z } from "zod"

import { messages } from "./messages.ts"

/** The zone a client or site falls back to when nothing else says (the product's home market). */
export const DEFAULT_TIME_ZONE = "America/Mexico_City"

/** Whether `zone` is an IANA time zone name this runtime knows (e.g. `America/Tijuana`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone })
    return zone.length > 0
  } catch {
    return false
  }
}

/** An IANA time zone name, such as `America/Tijuana`. */
export const timeZoneSchema = z
  .string()
  .refine(isTimeZone, { error: messages.timeZone })
  .describe("An IANA time zone name, such as America/Tijuana")
