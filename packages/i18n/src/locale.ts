import type { I18n, Messages } from "@lingui/core"

/** The languages of every Ruta app. */
export const locales = ["en", "es"] as const
export type Locale = (typeof locales)[number]

/**
 * The first of the browser's languages that Ruta speaks, by its base language ("es-MX" and
 * "es-419" are Spanish), else English.
 *
 * @param languages - the browser's languages, most preferred first (`navigator.languages`)
 * @returns the locale to show
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0]
    const found = locales.find((locale) => locale === base)
    if (found) return found
  }
  return "en"
}

/** Where an app's compiled catalog of a language is loaded from (a dynamic import). */
export type CatalogLoaders = Record<
  Locale,
  () => Promise<{ messages: Messages }>
>

/**
 * Makes an app's `activateLocale`: it loads a language's catalog, with up to 5 retries from
 * 350 ms, doubling (spec section 9), activates it, keeps the choice and sets `<html lang>`.
 *
 * @param i18n - the app's Lingui instance
 * @param loaders - the app's catalogs, one dynamic import a language
 * @param storageKey - the local storage key the chosen language is kept under
 * @param wait - how a retry waits (tests pass one that does not)
 * @returns `activateLocale(locale)`, which rejects once the last retry has failed
 */
export function localeActivator(
  i18n: I18n,
  loaders: CatalogLoaders,
  storageKey: string,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
) {
  return async function activateLocale(locale: Locale) {
    let delay = 350
    for (let attempt = 0; ; attempt++) {
      try {
        const { messages } = await loaders[locale]()
        i18n.loadAndActivate({ locale, messages })
        break
      } catch (error) {
        if (attempt >= 5) throw error
        await wait(delay)
        delay *= 2
      }
    }
    localStorage.setItem(storageKey, locale)
    document.documentElement.lang = locale
  }
}
