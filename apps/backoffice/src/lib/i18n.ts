import { i18n } from "@lingui/core"
import { localeActivator } from "@ruta/i18n/locale"
import type { Locale } from "@ruta/i18n/locale"

import { StorageKey } from "./storage.ts"
import { loadSpanishValidation } from "./validation-messages.ts"

export { locales } from "@ruta/i18n/locale"
export type { Locale }

export function storedLocale(): Locale {
  const stored = localStorage.getItem(StorageKey.language)
  return stored === "es" ? "es" : "en"
}

/**
 * Loads and activates a language, with up to 5 retries from 350 ms (spec section 9). Only the
 * active language is downloaded: Spanish brings the validation messages' Spanish with it.
 */
export const activateLocale = localeActivator(
  i18n,
  {
    en: () => import("../locales/en/messages.ts"),
    es: async () => {
      const [catalog] = await Promise.all([
        import("../locales/es/messages.ts"),
        loadSpanishValidation(),
      ])
      return catalog
    },
  },
  StorageKey.language
)

export { i18n }
