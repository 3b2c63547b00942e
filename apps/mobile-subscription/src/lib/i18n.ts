import { i18n } from "@lingui/core"
import { localeActivator } from "@ruta/i18n/locale"
import type { Locale } from "@ruta/i18n/locale"

export { locales } from "@ruta/i18n/locale"
export type { Locale }

// The same key as the back office's, so a phone that used both keeps one choice.
const LANGUAGE_KEY = "ruta.language"

/** The language kept from the last visit, else the phone's own, else English. */
export function storedLocale(): Locale {
  const stored = localStorage.getItem(LANGUAGE_KEY)
  if (stored === "es" || stored === "en") return stored
  return navigator.language.toLowerCase().startsWith("es") ? "es" : "en"
}

/** Loads and activates a language, with up to 5 retries from 350 ms (spec section 9). */
export const activateLocale = localeActivator(
  i18n,
  {
    en: () => import("../locales/en/messages.ts"),
    es: () => import("../locales/es/messages.ts"),
  },
  LANGUAGE_KEY
)

export { i18n }
