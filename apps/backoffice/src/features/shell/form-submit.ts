import { useState } from "react"
import type { FormEvent } from "react"
import type { z } from "zod"

import { fieldErrors } from "../auth/field-errors.ts"
import { useShowRefusal } from "./refusal.ts"

type Parsed<T> =
  { success: true; data: T } | { success: false; error: z.ZodError }

/**
 * A form's submit: reads the form, validates it (the fields' messages from the shared
 * validation, in the user's language), and saves what passed; busy while saving. A failed save
 * keeps everything typed; a save that throws (the server refused it) is shown through
 * `useShowRefusal`: its fields' messages next to them, the rest in a toast.
 *
 * @param parse - validates the submitted form (usually a schema's `safeParse`); `text(name)` is a
 *   field's trimmed text
 * @param save - saves the valid values; it throws the API's error to have it shown here
 * @param shown - turns the fields' messages into the ones the form shows, where its fields are
 *   not the schema's one for one
 */
export function useFormSubmit<T>(
  parse: (form: FormData, text: (name: string) => string) => Parsed<T>,
  save: (values: T) => Promise<unknown>,
  shown: (errors: Record<string, string>) => Record<string, string> = (e) => e
) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const showRefusal = useShowRefusal()
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = parse(form, (name) => String(form.get(name) ?? "").trim())
    if (!parsed.success) {
      setErrors(shown(fieldErrors(parsed.error)))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await save(parsed.data)
    } catch (error) {
      showRefusal(error, {
        names: form.keys(),
        show: (fields) => setErrors(shown(fields)),
      })
    } finally {
      setBusy(false)
    }
  }
  return { errors, setErrors, busy, submit }
}

/**
 * The save of a form that keeps its values in state (selects, checkboxes): busy while saving, and
 * a save that throws (the server refused it) shown through `useShowRefusal`, each of `names`'
 * messages on its field and the rest in a toast.
 *
 * @param names - the form's field names, as the API names them in a refusal
 * @param save - saves the values; it throws the API's error to have it shown here
 */
export function useStateSubmit<T>(
  names: readonly string[],
  save: (values: T) => Promise<unknown>
) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const showRefusal = useShowRefusal()
  async function submit(values: T) {
    setBusy(true)
    setErrors({})
    try {
      await save(values)
    } catch (error) {
      showRefusal(error, { names, show: setErrors })
    } finally {
      setBusy(false)
    }
  }
  return { errors, setErrors, busy, submit }
}
