import { i18n } from "@lingui/core"
import { I18nProvider } from "@lingui/react"
import { ToastProvider } from "@ruta/ui/components/toast"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import type { Decorator } from "@storybook/react-vite"
import { useMemo } from "react"
import type { ReactNode } from "react"

import { messages as en } from "../locales/en/messages.ts"
import { messages as es } from "../locales/es/messages.ts"
import { loadSpanishValidation } from "../lib/validation-messages.ts"

i18n.load({ en, es })
// Before any story renders: the Spanish stories show the validation messages in Spanish.
await loadSpanishValidation()

function AppProviders({
  locale,
  seeded,
  children,
}: {
  locale: "en" | "es"
  seeded: [readonly unknown[], unknown][] | undefined
  children: ReactNode
}) {
  if (i18n.locale !== locale) i18n.activate(locale)
  const client = useMemo(() => {
    const queries = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    })
    for (const [key, data] of seeded ?? []) queries.setQueryData(key, data)
    return queries
  }, [seeded])
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider viewportLabel="Notifications" closeLabel="Close">
          {children}
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
}

/**
 * Gives a back-office story what the app gives its screens: translations in the toolbar's
 * language, a query cache seeded from `parameters.queries` (so stories need no server), toasts.
 */
export const withApp: Decorator = (Story, context) => (
  <AppProviders
    locale={context.globals.locale === "es" ? "es" : "en"}
    seeded={
      context.parameters.queries as [readonly unknown[], unknown][] | undefined
    }
  >
    <Story />
  </AppProviders>
)
