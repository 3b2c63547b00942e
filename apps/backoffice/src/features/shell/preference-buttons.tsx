import { useLingui } from "@lingui/react/macro"
import { IconButton } from "@ruta/ui/components/icon-button"
import { Languages, Moon, Sun } from "lucide-react"

import { usePreferences } from "./preferences.tsx"

/** The theme and language switches of the top bars and the sign-in page. */
export function PreferenceButtons() {
  const { t } = useLingui()
  const preferences = usePreferences()
  return (
    <>
      <IconButton
        label={
          preferences.theme === "dark"
            ? t`Use the light theme`
            : t`Use the dark theme`
        }
        variant="ghost"
        onClick={preferences.toggleTheme}
      >
        {preferences.theme === "dark" ? <Sun /> : <Moon />}
      </IconButton>
      <IconButton
        label={
          preferences.locale === "es"
            ? t`Switch to English`
            : t`Switch to Spanish`
        }
        variant="ghost"
        onClick={preferences.toggleLocale}
      >
        <Languages />
      </IconButton>
    </>
  )
}
