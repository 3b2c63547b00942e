import { useLingui } from "@lingui/react"
import type { QueryClient } from "@tanstack/react-query"
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router"
import { useState } from "react"

import { PageBar } from "../features/subscription/components/page-bar.tsx"
import { activateLocale } from "../lib/i18n.ts"
import type { Locale } from "../lib/i18n.ts"
import { applyTheme, storedTheme } from "../lib/theme.ts"

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()(
  { component: RootLayout }
)

/** A phone-first column under the page's bar. */
function RootLayout() {
  const { i18n } = useLingui()
  const [theme, setTheme] = useState(storedTheme)
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <PageBar
        locale={i18n.locale as Locale}
        theme={theme}
        onLocaleChange={(locale) => void activateLocale(locale)}
        onThemeChange={(next) => {
          applyTheme(next)
          setTheme(next)
        }}
      />
      <main className="mx-auto w-full max-w-md px-4 py-5">
        <Outlet />
      </main>
    </div>
  )
}
