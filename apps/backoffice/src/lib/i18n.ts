import { i18n } from "@lingui/core"
import { localeActivator } from "@ruta/i18n/locale"
import type { Locale } from "@ruta/i18n/locale"

import { StorageKey } from "./storage.ts"

export { locales } from "@ruta/i18n/locale"
export type { Locale }

export function storedLocale(): Locale {
  const stored = localStorage.getItem(StorageKey.language)
  return stored === "es" ? "es" : "en"
}

/** Loads and activates a language, with up to 5 retries from 350 ms (spec section 9). */
export const activateLocale = localeActivator(
  i18n,
  {
    en: () => import("../locales/en/messages.ts"),
    es: () => import("../locales/es/messages.ts"),
  },
  StorageKey.language
)

export { i18n }
