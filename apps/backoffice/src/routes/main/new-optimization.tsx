import { Trans } from "@lingui/react/macro"
import { createFileRoute, useNavigate } from "@tanstack/react-router"

import { NewOptimizationWizard } from "../../features/planning/components/new-optimization-wizard.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"

export const Route = createFileRoute("/main/new-optimization")({
  staticData: { screen: "new-optimization" },
  component: NewOptimizationPage,
})

function NewOptimizationPage() {
  const { user } = Route.useRouteContext()
  const navigate = useNavigate()
  if (!user.clientData) return <ClientRequired />
  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>New optimization</Trans>} />
      <NewOptimizationWizard
        sites={user.clientData.subsidiaries}
        onCreated={(id_optimization) =>
          void navigate({
            to: "/main/optimizations/$id_optimization",
            params: { id_optimization },
          })
        }
      />
    </section>
  )
}
