import { i18n } from "@lingui/core"
import { translateMessage } from "../../lib/validation-messages.ts"
import type { z } from "zod"

/**
 * The first message of each field of a failed zod parse, keyed by field name, in the user's
 * language (the schemas speak the spec's English).
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form")
    errors[field] ??= translateMessage(issue.message, i18n.locale)
  }
  return errors
}
