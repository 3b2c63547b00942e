import { useLingui } from "@lingui/react/macro"
import { createFileRoute } from "@tanstack/react-router"

import { ClientCatalogPage } from "../../features/catalogs/components/client-catalog-page.tsx"

export const Route = createFileRoute("/main/skills")({
  staticData: { screen: "skills" },
  component: function SkillsPage() {
    const { t } = useLingui()
    const { clientData } = Route.useRouteContext().user
    return (
      <ClientCatalogPage
        clientData={clientData}
        kind="skills"
        title={t`Skills`}
        subject="skills"
      />
    )
  },
})
