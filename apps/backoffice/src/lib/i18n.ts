import { i18n } from "@lingui/core"

import { StorageKey } from "./storage.ts"

export const locales = ["en", "es"] as const
export type Locale = (typeof locales)[number]

export function storedLocale(): Locale {
  const stored = localStorage.getItem(StorageKey.language)
  return stored === "es" ? "es" : "en"
}

const loaders: Record<
  Locale,
  () => Promise<{ messages: Record<string, unknown> }>
> = {
  en: () => import("../locales/en/messages.ts"),
  es: () => import("../locales/es/messages.ts"),
}

/** Loads and activates a language, with up to 5 retries from 350 ms (spec section 9). */
export async function activateLocale(locale: Locale) {
  let delay = 350
  for (let attempt = 0; ; attempt++) {
    try {
      const { messages } = await loaders[locale]()
      i18n.loadAndActivate({ locale, messages: messages as never })
      break
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay *= 2
    }
  }
  localStorage.setItem(StorageKey.language, locale)
  document.documentElement.lang = locale
}

export { i18n }
