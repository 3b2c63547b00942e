import type { ApiFailure } from "../../lib/api.ts"
import { useServerToast } from "../../lib/use-server-toast.ts"

/** A refused save's field messages (the API's `details`), each field's first one. */
export function refusedFields(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const detail of (error as ApiFailure | null)?.details ?? [])
    if (detail.field !== "body") fields[detail.field] ??= detail.message
  return fields
}

/**
 * A refused save split between a form's fields and the rest: a message whose field the form has
 * (by its name, or the last part of a nested one: "configuration.stop_duration" is
 * "stop_duration") goes to that field; the others stay for an alert or a toast.
 *
 * @param error - what the save threw (the API's error body, see `unwrap`)
 * @param names - the form's field names
 * @returns the fields' messages, and the messages that belong to no field of the form ([] when
 *   every one found its field; the error's own message when it named none)
 */
export function splitRefusal(
  error: unknown,
  names: Iterable<string>
): { fields: Record<string, string>; rest: string[] } {
  const known = new Set(names)
  const fields: Record<string, string> = {}
  const rest: string[] = []
  for (const [field, message] of Object.entries(refusedFields(error))) {
    const name = known.has(field) ? field : field.split(".").at(-1)!
    if (known.has(name)) fields[name] ??= message
    else rest.push(message)
  }
  const failure = error as ApiFailure | null
  if (Object.keys(fields).length === 0 && rest.length === 0)
    rest.push(failure?.message ?? String(error))
  return { fields, rest }
}

/** Where a form shows its fields' messages. */
export interface FieldErrorsTarget {
  names: Iterable<string>
  show: (errors: Record<string, string>) => void
}

/**
 * The one way the back office shows a refused save (spec section 8): the messages of a form's
 * fields next to those fields, and everything else in an error toast (the status 411's stack
 * text added), so no refusal goes unseen.
 *
 * @returns `show(error, form?)`
 */
export function useShowRefusal() {
  const toast = useServerToast()
  return (error: unknown, form?: FieldErrorsTarget) => {
    if (!form) {
      toast.failure(error)
      return
    }
    const { fields, rest } = splitRefusal(error, form.names)
    form.show(fields)
    if (rest.length > 0)
      toast.failure(Object.assign({}, error, { message: rest.join(" ") }))
  }
}
