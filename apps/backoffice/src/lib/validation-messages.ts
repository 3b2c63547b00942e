// The schemas of @ruta/validation speak the spec's English; their Spanish is loaded with the
// Spanish catalog (lib/i18n.ts), so a page in English never downloads it.
import type { translateMessage as TranslateMessage } from "@ruta/validation/messages-es"

let spanish: typeof TranslateMessage | null = null

/** Loads the validation messages' Spanish, once. */
export async function loadSpanishValidation() {
  spanish ??= (await import("@ruta/validation/messages-es")).translateMessage
}

/**
 * A validation message in the user's language: unchanged in English, and in Spanish once the
 * Spanish catalog (and these messages with it) has been loaded.
 *
 * @param message - a message produced by the validation package's schemas
 * @param locale - "en" or "es"
 */
export function translateMessage(message: string, locale: string): string {
  return locale === "es" && spanish ? spanish(message, locale) : message
}
