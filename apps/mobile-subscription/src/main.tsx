import "./styles.css"

import { I18nProvider } from "@lingui/react"
import { QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

import { activateLocale, i18n, storedLocale } from "./lib/i18n.ts"
import { applyTheme, storedTheme } from "./lib/theme.ts"
import { queryClient, router } from "./router.tsx"

applyTheme(storedTheme())
await activateLocale(storedLocale())

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>
)
