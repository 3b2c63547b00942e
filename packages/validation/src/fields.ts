import { z } from "zod"

import { dateOutOfRange, maxCharacters, messages } from "./messages.ts"

// Field schemas for the shared form rules of the specification, section 5.
// They validate request bodies in the API and forms in the browser, and the
// API turns them into OpenAPI 3.1 through fastify-type-provider-zod, so they
// use only checks and refinements (no z.custom, no transforms): the value that
// is validated is the value that is sent.

/** Whether a value counts as "not given" for a required field. */
function isMissing(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    input === "" ||
    (typeof input === "number" && Number.isNaN(input))
  )
}

/**
 * An error map giving `message` when the value is missing (undefined, null, ""
 * or NaN) and Zod's default message for any other type mismatch.
 */
function whenMissing(message: string) {
  return (issue: { input?: unknown }) =>
    isMissing(issue.input) ? message : undefined
}

const notBlank = (value: string) => value.trim().length > 0
const noLeadingOrTrailingSpaces = (value: string) => !/^\s|\s$/.test(value)

/** A required string that is neither empty nor only spaces. */
export function requiredString(message: string = messages.required) {
  return z
    .string({ error: whenMissing(message) })
    .min(1, { error: message, abort: true })
    .refine(notBlank, { error: message, abort: true })
}

/** Required text: 'Required field.' when empty, null, missing or blank. */
export const requiredTextSchema = requiredString()

/**
 * Required select over numeric ids: 'Required field.' when nothing is chosen,
 * which a select reports as empty or -1, and for anything no id can be.
 */
export const requiredSelectSchema = z
  .number({ error: whenMissing(messages.required) })
  .int({ error: messages.required, abort: true })
  .min(0, { error: messages.required })
  // An id a PostgreSQL `integer` column holds.
  .max(2_147_483_647, { error: messages.required })

/**
 * Required select over string values: 'Required field.' when the value is ""
 * or "-1".
 */
export const requiredSelectValueSchema = requiredString().refine(
  (value) => value !== "-1",
  { error: messages.required }
)

// --- Dates ------------------------------------------------------------------

/** The date picker's range (specification, section 9). */
export const DATE_PICKER_MIN = "1900-01-01"
export const DATE_PICKER_MAX = "2099-12-31"

// A calendar date, optionally followed by an ISO 8601 time and offset.
const isoDatePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/

/** Whether `value` is a real calendar date (no 2023-02-30), with optional time. */
export function isValidDate(value: string): boolean {
  const match = isoDatePattern.exec(value)
  if (!match) return false
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [
    number,
    number,
    number,
  ]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    !Number.isNaN(Date.parse(value))
  )
}

/** The calendar day of an ISO date or date-time string ("YYYY-MM-DD"). */
function calendarDay(value: string): string {
  return value.slice(0, 10)
}

/** The local calendar day of `date` as "YYYY-MM-DD". */
export function toCalendarDay(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, "0")
  const month = String(date.getMonth() + 1).padStart(2, "0")
  const day = String(date.getDate()).padStart(2, "0")
  return `${year}-${month}-${day}`
}

export interface DateInRangeOptions {
  /** The field label the out-of-range message starts with. Default "". */
  label?: string
  /** First allowed day, "YYYY-MM-DD". Default 1900-01-01. */
  min?: string
  /** Last allowed day, "YYYY-MM-DD". Default 2099-12-31. */
  max?: string
}

/**
 * A required date ("YYYY-MM-DD", or an ISO date-time whose day is checked)
 * inside the date picker's range.
 *
 * @param options - label for the out-of-range message and the range bounds.
 * @returns a string schema: empty gives 'Required field.', a string that is not
 *   a date gives 'Invalid date', and a day outside the range gives the label
 *   followed by ' selected is out of range.'.
 */
export function dateInRangeSchema(options: DateInRangeOptions = {}) {
  const { label = "", min = DATE_PICKER_MIN, max = DATE_PICKER_MAX } = options
  return requiredString()
    .refine(isValidDate, { error: messages.invalidDate, abort: true })
    .refine((value) => calendarDay(value) >= min && calendarDay(value) <= max, {
      error: dateOutOfRange(label),
      abort: true,
    })
}

export interface StartDateOptions extends DateInRangeOptions {
  /** The clock that decides what "today" is. Default `() => new Date()`. */
  now?: () => Date
}

/**
 * A start date in the date picker's range that is not before today (local
 * calendar day of `now()`, read at validation time).
 *
 * @param options - the date range options and the clock.
 * @returns a string schema adding 'The start date cannot be before today'.
 */
export function startDateSchema(options: StartDateOptions = {}) {
  const { now = () => new Date(), ...range } = options
  return dateInRangeSchema(range).refine(
    (value) => calendarDay(value) >= toCalendarDay(now()),
    { error: messages.startDateBeforeToday }
  )
}

/**
 * Whether an end date is the same day as, or after, a start date. Missing or
 * invalid dates are left to their own field rules and count as valid here.
 */
export function isEndDateNotBeforeStart(
  start: string | undefined,
  end: string | undefined
): boolean {
  if (!start || !end || !isValidDate(start) || !isValidDate(end)) return true
  return calendarDay(end) >= calendarDay(start)
}

/**
 * A refinement for an object holding a start and an end date: adds 'The end
 * date must be the same or after the start date' on the end date's path.
 *
 * @example
 * z.object({ from: dateInRangeSchema(), to: dateInRangeSchema() })
 *   .superRefine(endDateNotBeforeStart("from", "to"))
 */
export function endDateNotBeforeStart<S extends string, E extends string>(
  startKey: S,
  endKey: E
) {
  return (
    value: { [K in S | E]?: string | undefined },
    ctx: z.RefinementCtx
  ): void => {
    if (!isEndDateNotBeforeStart(value[startKey], value[endKey])) {
      ctx.addIssue({
        code: "custom",
        path: [endKey],
        message: messages.endDateBeforeStartDate,
      })
    }
  }
}

/** A start date (not before today) and an end date on or after it. */
export const dateRangeSchema = z
  .object({
    start_date: startDateSchema(),
    end_date: dateInRangeSchema(),
  })
  .superRefine(endDateNotBeforeStart("start_date", "end_date"))
export type DateRange = z.infer<typeof dateRangeSchema>

// --- Text -------------------------------------------------------------------

/**
 * Letters (any alphabet, so Spanish names pass), digits and single inner
 * spaces: 'Only letters, numbers, and spaces (no leading or trailing spaces)'.
 */
export const alphanumericWithSpacesSchema = requiredString().regex(
  /^[\p{L}\p{N}]+(?: +[\p{L}\p{N}]+)*$/u,
  { error: messages.alphanumericWithSpaces }
)

/**
 * Letters and spaces only: 'Only letters and spaces are allowed', and
 * 'No leading or trailing spaces'.
 */
export const lettersOnlySchema = requiredString()
  .regex(/^[\p{L}\s]*$/u, { error: messages.lettersOnly })
  .refine(noLeadingOrTrailingSpaces, {
    error: messages.noLeadingOrTrailingSpaces,
  })

export interface TextOptions {
  /** Maximum length; adds 'Max {n} characters'. */
  max?: number
}

/**
 * Free text: letters, digits, whitespace and . , ! ? ( ) _ - / only.
 *
 * @param options - optional maximum length.
 * @returns a required string schema with 'No special characters allowed',
 *   'No leading or trailing spaces' and, with `max`, 'Max {n} characters'.
 */
export function textSchema(options: TextOptions = {}) {
  const schema = requiredString()
    .regex(/^[\p{L}\p{N}\s.,!?()_\-/]*$/u, {
      error: messages.noSpecialCharacters,
    })
    .refine(noLeadingOrTrailingSpaces, {
      error: messages.noLeadingOrTrailingSpaces,
    })
  return options.max === undefined
    ? schema
    : schema.max(options.max, { error: maxCharacters(options.max) })
}

/**
 * A description: 'Description is required' when empty, 'Description is too
 * short' under 10 characters.
 */
export const descriptionSchema = requiredString(
  messages.descriptionRequired
).min(10, { error: messages.descriptionTooShort })

/**
 * A column chosen for a field when matching spreadsheet headers:
 * 'Selecting an option is required' when nothing ("" or "-1") is chosen.
 */
export const headerMatchSchema = requiredString(
  messages.headerMatchingRequired
).refine((value) => value !== "-1", {
  error: messages.headerMatchingRequired,
})

// --- Numbers ----------------------------------------------------------------

/** An integer: 'Value needs to be an integer number'. */
export const integerSchema = z
  .number({ error: whenMissing(messages.required) })
  .int({ error: messages.integer })

/**
 * A required amount: 'Quantity is required.' when missing, 'Amount has to be
 * 0 or greater.' below 0. Call `.optional()` where the amount may be left out.
 */
export const amountSchema = z
  .number({ error: whenMissing(messages.quantityRequired) })
  .min(0, { error: messages.amountMin })

/**
 * The spots variant: 'Field only accepts numbers.' for anything that is not a
 * number, 'The amount must be equal to or greater than zero.' below 0.
 */
export const spotsSchema = z
  .number({ error: messages.spotsNumber })
  .min(0, { error: messages.spotsMin })

/**
 * An id: 'ID is required.' when missing, 'ID has to be a number greater than
 * 0.' below the specification's minimum of 0, 'Value needs to be an integer
 * number' for fractions.
 */
export const idSchema = z
  .number({ error: whenMissing(messages.idRequired) })
  .int({ error: messages.integer })
  .min(0, { error: messages.idMin })

// --- Email -------------------------------------------------------------------

// The phone's schemas are in ./phone.ts, beside its normalisation.

/** A required email: 'Required field.' when empty, else 'Enter a valid email.'. */
export const emailSchema = z.email({
  error: (issue) =>
    isMissing(issue.input) ? messages.required : messages.email,
})

/** An optional email: "" or missing is fine, else 'Enter a valid email.'. */
export const optionalEmailSchema = z
  .union([z.literal(""), z.email({ error: messages.email })], {
    error: messages.email,
  })
  .optional()

// --- Passwords ----------------------------------------------------------------

/**
 * The sign-in password: 'Password is required.' when empty, 'It needs to have
 * at least 8 characters.' when shorter.
 */
export const passwordSchema = z
  .string({ error: whenMissing(messages.passwordRequired) })
  .min(1, { error: messages.passwordRequired, abort: true })
  .min(8, { error: messages.passwordMin })

/**
 * The password in use, to confirm a change: 'Password is required.' when empty (no length rule:
 * it was set under whatever rules held then).
 */
export const currentPasswordSchema = z
  .string({ error: whenMissing(messages.passwordRequired) })
  .min(1, { error: messages.passwordRequired })

const hasUppercase = (value: string) => /\p{Lu}/u.test(value)
const hasDigit = (value: string) => /\p{Nd}/u.test(value)
const hasSpecial = (value: string) => /[^\p{L}\p{N}\s]/u.test(value)

/**
 * A new password: 'A new password is required.' when empty, 'Password must be
 * at least 8 characters.' when shorter, and it must hold an uppercase letter,
 * a digit and a special character (a character that is not a letter, digit
 * or space).
 */
export const newPasswordSchema = z
  .string({ error: whenMissing(messages.newPasswordRequired) })
  .min(1, { error: messages.newPasswordRequired, abort: true })
  .min(8, { error: messages.newPasswordMin })
  .refine(
    (value) => hasUppercase(value) && hasDigit(value) && hasSpecial(value),
    { error: messages.newPasswordStrength }
  )

/**
 * The new-password form: the password and its confirmation, 'You are required
 * to confirm your password.' when the confirmation is empty, 'Passwords must
 * match.' on the confirmation when they differ.
 */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: whenMissing(messages.confirmPasswordRequired) })
      .min(1, { error: messages.confirmPasswordRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: messages.passwordsMustMatch,
    path: ["confirmPassword"],
    // Compare only once both fields hold something: an empty confirmation
    // already says it is required.
    when: (payload) => {
      const value = payload.value as Partial<
        Record<"password" | "confirmPassword", unknown>
      >
      return (
        typeof value.password === "string" &&
        typeof value.confirmPassword === "string" &&
        value.confirmPassword !== ""
      )
    },
  })
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>
