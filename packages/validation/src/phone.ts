import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from "libphonenumber-js"
import type { CountryCode } from "libphonenumber-js"

import { z } from "zod"

import { requiredString } from "./fields.ts"
import { messages } from "./messages.ts"
import { phoneNumber } from "./values.ts"

// The phone's one declaration: its rule (spec section 5: an optional plus, a 1-3 digit country
// part, then up to 14 digits) and its schemas, which the API's bodies (users and drivers,
// clients, subsidiaries, stops, the address book) and the back office's forms both use, so a
// phone is written once, on its way in, the same way everywhere: what people type between the
// digits ("55 9779 2542", "(55) 9779-2542", "55.9779.2542") is dropped, and what is still not
// a phone number gets the spec's message. Whatever reaches someone by phone (customer
// notifications, the import) reads a number through `normalizePhone`, which writes it in E.164
// with the client's country ("+525597792542") and leaves E.164 as it is.

/** What people write between a phone's digits, which a phone is kept without. */
const phoneSeparators = /[\s.()-]/g

/**
 * A phone number as kept: without the spaces, dashes, dots and parentheses people write between
 * its digits ("(55) 9779-2542" gives "5597792542"). Anything else is left for the rule to refuse.
 *
 * @param raw - the text given
 * @returns the text without separators
 */
export function writtenPhone(raw: string): string {
  return raw.replace(phoneSeparators, "")
}

const phoneRule = new RegExp(`^$|${phoneNumber.pattern.source}`)

/**
 * An optional phone number: "" or missing is fine; separators are dropped ({@link writtenPhone});
 * anything else that is not a phone number gets "The phone number can't have dash, spaces nor
 * parentheses.". The JSON Schema of the API keeps the rule's pattern (`overwrite` is a check).
 */
export const phoneSchema = z
  .string()
  .overwrite(writtenPhone)
  .regex(phoneRule, { error: messages.phoneFormat })
  .optional()

/**
 * A required phone number: 'Enter a valid phone number.' when empty, then the rule of
 * {@link phoneSchema}.
 */
export const requiredPhoneSchema = requiredString(messages.phoneRequired)
  .overwrite(writtenPhone)
  .regex(phoneNumber.pattern, { error: messages.phoneFormat })

export type { CountryCode }

/** What {@link normalizePhone} answers. */
export type NormalizedPhone =
  | {
      ok: true
      /** The number in E.164, or "" when none was given. */
      e164: string
      /** Whether `e164` differs from the text given (trimmed). */
      changed: boolean
    }
  | { ok: false; message: string }

/**
 * A phone number as written by a person, in E.164.
 *
 * @param raw - the text given: spaces, dashes, dots and parentheses are allowed, and a number
 *   without its country part ("55 9779 2542") is read as a number of `country`
 * @param country - the client's country (ISO 3166-1 alpha-2), or null when it is not known: then
 *   only numbers written with their country part ("+52 55 9779 2542") can be read
 * @returns `{ ok: true, e164, changed }` (an empty text gives `e164: ""`, as an optional phone may
 *   be left out), or `{ ok: false, message }` with the spec's 'Enter a valid phone number.' for a
 *   text that is not a phone number of a possible length, or that carries an extension
 */
export function normalizePhone(
  raw: string,
  country: CountryCode | null | undefined
): NormalizedPhone {
  const text = raw.trim()
  if (text === "") return { ok: true, e164: "", changed: raw !== "" }
  const parsed = parsePhoneNumberFromString(text, {
    defaultCountry: country ?? undefined,
    extract: false,
  })
  if (!parsed?.isValid() || parsed.ext)
    return { ok: false, message: messages.phoneRequired }
  return { ok: true, e164: parsed.number, changed: parsed.number !== raw }
}

/**
 * Whether a phone number is too short to reach anyone, in any form ("12", "55 9779"): unlike a
 * number in an older national form (Mexico's "+521…"), which E.164 cannot write but the spec's
 * rule takes as it is, such a number is a mistake to fix.
 *
 * @param raw - the text given
 * @param country - the client's country, for numbers written without their country part
 * @returns true when the number has too few digits for a phone number (of `country`, when it has
 *   no country part)
 */
export function isTooShortPhone(
  raw: string,
  country: CountryCode | null | undefined
): boolean {
  const text = raw.trim()
  if (text === "") return false
  return validatePhoneNumberLength(text, country ?? undefined) === "TOO_SHORT"
}

/**
 * The country of a phone number written with its country part, e.g. a client's own number:
 * "+525512345678" gives "MX".
 *
 * @param phone - a phone number, usually in E.164
 * @returns the country's ISO 3166-1 alpha-2 code, or null when the number has no country part or
 *   belongs to no single country
 */
export function countryOfPhone(phone: string): CountryCode | null {
  const text = phone.trim()
  if (!text.startsWith("+")) return null
  return parsePhoneNumberFromString(text, { extract: false })?.country ?? null
}
