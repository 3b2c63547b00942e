import { useLingui } from "@lingui/react"
import { useState } from "react"

import { activateLocale } from "../../lib/i18n.ts"
import type { Locale } from "../../lib/i18n.ts"
import { applyTheme, storedTheme } from "../../lib/theme.ts"
import type { Theme } from "../../lib/theme.ts"

/** The theme and language switches, shared by the sign-in page and the top bar. */
export function usePreferences() {
  const { i18n } = useLingui()
  const [theme, setTheme] = useState<Theme>(storedTheme)
  return {
    theme,
    locale: i18n.locale as Locale,
    toggleTheme() {
      const next = theme === "dark" ? "light" : "dark"
      applyTheme(next)
      setTheme(next)
    },
    toggleLocale() {
      void activateLocale(i18n.locale === "es" ? "en" : "es")
    },
  }
}
