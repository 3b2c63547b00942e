import { i18n } from "@lingui/core"

export const locales = ["en", "es"] as const
export type Locale = (typeof locales)[number]

// The same keys as the back office's, so a phone that used both keeps one choice.
const LANGUAGE_KEY = "ruta.language"

/** The language kept from the last visit, else the phone's own, else English. */
export function storedLocale(): Locale {
  const stored = localStorage.getItem(LANGUAGE_KEY)
  if (stored === "es" || stored === "en") return stored
  return navigator.language.toLowerCase().startsWith("es") ? "es" : "en"
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
  localStorage.setItem(LANGUAGE_KEY, locale)
  document.documentElement.lang = locale
}

export { i18n }
