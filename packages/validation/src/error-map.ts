import type { z } from "zod"

import { maxCharacters, messages, minCharacters, oneOf } from "./messages.ts"

/**
 * The generic fallbacks of the specification, section 5 (a valid URL, min and
 * max length, positive, one of the listed values), for schemas that carry no
 * message of their own. Messages set on a schema always win.
 *
 * Install it once per app, before any parsing:
 * `z.config({ customError: fallbackErrorMap })`, or pass it per call:
 * `schema.safeParse(value, { error: fallbackErrorMap })`.
 *
 * @param issue - the raw issue Zod reports.
 * @returns the fallback message, or undefined for Zod's own.
 */
export const fallbackErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_format":
      return issue.format === "url" ? messages.url : undefined
    case "too_small":
      if (issue.origin === "string") return minCharacters(Number(issue.minimum))
      if (
        (issue.origin === "number" || issue.origin === "int") &&
        Number(issue.minimum) === 0 &&
        issue.inclusive === false
      ) {
        return messages.positive
      }
      return undefined
    case "too_big":
      return issue.origin === "string"
        ? maxCharacters(Number(issue.maximum))
        : undefined
    case "invalid_value":
      return oneOf(issue.values)
    default:
      return undefined
  }
}
