import { useLingui } from "@lingui/react"
import { useState } from "react"

import { api } from "../../lib/api.ts"
import { activateLocale } from "../../lib/i18n.ts"
import type { Locale } from "../../lib/i18n.ts"
import { currentUser } from "../../lib/session.ts"
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
      // Kept on the account too, so the next sign-in restores it; signed out, only locally.
      if (currentUser())
        void api.POST("/users/theme", { body: { theme: next } })
    },
    toggleLocale() {
      void activateLocale(i18n.locale === "es" ? "en" : "es")
    },
  }
}
