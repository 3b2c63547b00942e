import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { IconButton } from "@ruta/ui/components/icon-button"
import { TopBar, TopBarActions, TopBarTitle } from "@ruta/ui/components/top-bar"
import { MoonIcon, SunIcon } from "lucide-react"

import type { Locale } from "../../../lib/i18n.ts"
import type { Theme } from "../../../lib/theme.ts"

/** The page's bar: the product's name, the language switch and the light/dark switch. */
export function PageBar({
  locale,
  theme,
  onLocaleChange,
  onThemeChange,
}: {
  locale: Locale
  theme: Theme
  onLocaleChange: (locale: Locale) => void
  onThemeChange: (theme: Theme) => void
}) {
  const { t } = useLingui()
  const other: Locale = locale === "en" ? "es" : "en"
  return (
    <TopBar variant="primary" sticky className="h-14 px-4">
      <TopBarTitle className="text-lg font-semibold">Ruta</TopBarTitle>
      <TopBarActions>
        <Button
          variant="ghost"
          size="sm"
          className="text-primary-foreground hover:bg-white/15 hover:text-primary-foreground"
          lang={other}
          onClick={() => onLocaleChange(other)}
        >
          {other === "es" ? "Español" : "English"}
        </Button>
        <IconButton
          label={theme === "dark" ? t`Light theme` : t`Dark theme`}
          className="text-primary-foreground hover:bg-white/15 hover:text-primary-foreground"
          onClick={() => onThemeChange(theme === "dark" ? "light" : "dark")}
        >
          {theme === "dark" ? <SunIcon /> : <MoonIcon />}
        </IconButton>
      </TopBarActions>
      <span className="sr-only">
        <Trans>Mobile subscription</Trans>
      </span>
    </TopBar>
  )
}
