import type { z } from "zod"

/**
 * The messages a schema reports for a value, in order; [] when it passes.
 *
 * @param schema - any Zod schema.
 * @param value - the input to validate.
 * @returns every issue's message.
 */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

/**
 * The messages a schema reports for a value, keyed by the issue's path joined
 * with dots ("" for the root).
 */
export function messagesByPath(
  schema: z.ZodType,
  value: unknown
): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const byPath: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join(".")
    ;(byPath[key] ??= []).push(issue.message)
  }
  return byPath
}
