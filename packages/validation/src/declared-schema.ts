import { z } from "zod"

import type { DeclaredNumber } from "./values.ts"

/** The messages a declared number is refused with. */
export interface NumberMessages {
  /** Not a number at all. */
  type: string
  /** A number with a fraction, when the value is whole. */
  integer?: string
  /** Below the bound (at or below it when the bound is exclusive). */
  min: string
  /** Above the bound. */
  max: string
}

/**
 * The schema of a declared number: its bounds and wholeness, as the declaration says, with the
 * given messages. No default is applied: a field adds `.optional().default(value.default)` where
 * the API fills it in.
 *
 * @param value - the declaration (`./values.ts`)
 * @param refused - the message of each rule
 */
export function declaredNumberSchema(
  value: DeclaredNumber,
  refused: NumberMessages
) {
  const number = z.number({ error: refused.type })
  const whole = value.integer
    ? number.int({ error: refused.integer ?? refused.type })
    : number
  const above = value.exclusiveMin
    ? whole.gt(value.min, { error: refused.min })
    : whole.min(value.min, { error: refused.min })
  return above.max(value.max, { error: refused.max })
}

/** The messages of a declared number refused with one sentence whatever the rule. */
export const oneMessage = (message: string): NumberMessages => ({
  type: message,
  integer: message,
  min: message,
  max: message,
})
