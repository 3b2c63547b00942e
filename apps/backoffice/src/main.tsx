import "./styles.css"

import { I18nProvider } from "@lingui/react"
import { MapSettingsContext } from "@ruta/maps/lib/map-settings"
import { QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

import { Toasts } from "./features/shell/toasts.tsx"
import { browserSettings } from "./lib/browser-settings.ts"
import { activateLocale, i18n, storedLocale } from "./lib/i18n.ts"
import { applyTheme, storedTheme } from "./lib/theme.ts"
import { queryClient, router } from "./router.tsx"

applyTheme(storedTheme())
await activateLocale(storedLocale())
// The server's settings for the maps, read once: they change with a restart of the server.
const settings = browserSettings()
const maps = {
  googleMapsApiKey: settings.googleMapsApiKey,
  styleUrl: settings.mapStyleUrl,
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Toasts>
          <MapSettingsContext value={maps}>
            <RouterProvider router={router} />
          </MapSettingsContext>
        </Toasts>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>
)
