import { useLingui } from "@lingui/react/macro"
import { createFileRoute } from "@tanstack/react-router"

import { ClientCatalogPage } from "../../features/catalogs/components/client-catalog-page.tsx"

export const Route = createFileRoute("/main/stop-outcomes")({
  staticData: { screen: "stop-outcomes" },
  component: function StopOutcomesPage() {
    const { t } = useLingui()
    const { clientData } = Route.useRouteContext().user
    return (
      <ClientCatalogPage
        clientData={clientData}
        kind="stop-outcomes"
        title={t`Stop outcomes`}
        subject="stopOutcomes"
      />
    )
  },
})
