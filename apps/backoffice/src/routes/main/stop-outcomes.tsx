import { useLingui } from "@lingui/react/macro"
import { createFileRoute } from "@tanstack/react-router"

import { ClientCatalogScreen } from "../../features/catalogs/components/client-catalog-screen.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"

export const Route = createFileRoute("/main/stop-outcomes")({
  staticData: { screen: "stop-outcomes" },
  component: function StopOutcomesPage() {
    const { t } = useLingui()
    const { user } = Route.useRouteContext()
    const id_client = user.clientData?.id_client
    if (id_client === undefined) return <ClientRequired />
    return (
      <ClientCatalogScreen
        kind="stop-outcomes"
        id_client={id_client}
        title={t`Stop outcomes`}
        subject="stopOutcomes"
      />
    )
  },
})
