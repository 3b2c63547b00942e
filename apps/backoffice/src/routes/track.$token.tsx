import { i18n } from "@lingui/core"
import { Trans } from "@lingui/react/macro"
import { Spinner } from "@ruta/ui/components/spinner"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { useEffect } from "react"

import { FormAlert } from "../features/auth/form-alert.tsx"
import { PreferenceButtons } from "../features/shell/preference-buttons.tsx"
import type { Tracking } from "../features/tracking/tracking.ts"
import { TrackingView } from "../features/tracking/tracking-view.tsx"
import {
  trackingKey,
  useTrackingStream,
} from "../features/tracking/use-tracking-stream.ts"
import { api, unwrap } from "../lib/api.ts"
import { preferredLocale } from "@ruta/i18n/locale"
import type { Locale } from "@ruta/i18n/locale"

export const Route = createFileRoute("/track/$token")({
  // Until the visit says its customer's language (and when the link does not work), the page
  // speaks the browser's: an "es-MX" phone reads Spanish, the API's messages included.
  loader: () => showIn(preferredLocale(navigator.languages)),
  component: TrackingPage,
})

/** Shows the page in `language`, without keeping it as the browser's choice. */
async function showIn(language: Locale) {
  if (i18n.locale === language) return
  const { messages } = await catalogs[language]()
  i18n.loadAndActivate({ locale: language, messages })
  document.documentElement.lang = language
}

/** How often the page asks again for its visit. */
const REFRESH_MS = 30_000

const catalogs = {
  en: () => import("../locales/en/messages.ts"),
  es: () => import("../locales/es/messages.ts"),
}

/**
 * A customer's tracking page, opened from a notification's link: public (no session, no
 * cookie), phone-first, in the stop's language (not kept as the browser's choice), kept current
 * through its push channel, or refreshed every 30 s without it.
 */
function TrackingPage() {
  const { token } = Route.useParams()
  const client = useQueryClient()
  const key = trackingKey(token)
  const pushed = useTrackingStream(token)
  const page = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/track/{token}", {
            params: { path: { token } },
            skipAuth: true,
          })
        )
      ).data,
    retry: false,
    // Pushed while the stream is open; asked again every 30 s otherwise.
    refetchInterval: (query) =>
      query.state.error || pushed ? false : REFRESH_MS,
  })

  const language = page.data?.language
  useEffect(() => {
    if (language) void showIn(language)
  }, [language])
  const rate = async (rating: number, comment: string) => {
    const answer = await unwrap(
      api.POST("/track/{token}/rating", {
        params: { path: { token } },
        body: { rating, comment },
        skipAuth: true,
      })
    )
    client.setQueryData<Tracking>(key, answer.data)
  }
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <div className="mx-auto flex max-w-md justify-end p-3">
        <PreferenceButtons />
      </div>
      <main className="mx-auto max-w-md px-5 pb-12">
        {page.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner /> <Trans>Loading your delivery…</Trans>
          </p>
        )}
        {page.isError && (
          <div className="grid gap-4">
            <h1 className="text-2xl font-semibold tracking-tight">
              <Trans>This link does not work</Trans>
            </h1>
            <FormAlert>{page.error.message}</FormAlert>
          </div>
        )}
        {page.data && (
          <>
            <h1 className="sr-only">
              <Trans>Your delivery</Trans>
            </h1>
            <TrackingView page={page.data} onRate={rate} />
          </>
        )}
      </main>
    </div>
  )
}
