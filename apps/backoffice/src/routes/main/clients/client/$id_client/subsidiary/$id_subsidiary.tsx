import { Trans, useLingui } from "@lingui/react/macro"
import { EmptyState } from "@ruta/ui/components/empty-state"
import { Tabs, TabsContent } from "@ruta/ui/components/tabs"
import { useSuspenseQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { Route as RouteIcon } from "lucide-react"
import { z } from "zod"

import {
  clientsKey,
  getSubsidiaryQueryOptions,
  saveSubsidiaryUnits,
} from "../../../../../../features/clients/api/clients.ts"
import { UnitsForm } from "../../../../../../features/clients/components/units-form.tsx"
import { useAbility } from "../../../../../../features/shell/ability-context.tsx"
import { SectionTabs } from "../../../../../../features/shell/section-tabs.tsx"
import { ActiveStatus } from "../../../../../../features/shell/status-label.tsx"
import { UsersOf } from "../../../../../../features/users/components/users-of.tsx"
import { useServerOutcome } from "../../../../../../lib/use-server-mutation.ts"

const tabs = ["configuration", "routes", "users"] as const
const id = z.coerce.number().int().positive()

export const Route = createFileRoute(
  "/main/clients/client/$id_client/subsidiary/$id_subsidiary"
)({
  staticData: { screen: "clients" },
  params: {
    parse: (p) => ({
      id_client: id.parse(p.id_client),
      id_subsidiary: id.parse(p.id_subsidiary),
    }),
    stringify: (p) => ({
      id_client: String(p.id_client),
      id_subsidiary: String(p.id_subsidiary),
    }),
  },
  validateSearch: z.object({ tab: z.enum(tabs).optional() }),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      getSubsidiaryQueryOptions(params.id_subsidiary)
    ),
  component: SubsidiaryPage,
})

function SubsidiaryPage() {
  const { t } = useLingui()
  const { id_subsidiary } = Route.useParams()
  const { tab = "configuration" } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: site } = useSuspenseQuery(
    getSubsidiaryQueryOptions(id_subsidiary)
  )
  const ability = useAbility()
  const outcome = useServerOutcome(clientsKey)

  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{site.name}</h1>
        <p className="text-sm text-muted-foreground">{site.address}</p>
        <ActiveStatus active={site.active} />
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          void navigate({ search: { tab: value as (typeof tabs)[number] } })
        }
      >
        <SectionTabs
          label={t`Site sections`}
          sections={[
            {
              value: "configuration",
              label: <Trans>Configuration</Trans>,
              allowed: ability.can("tabConfiguration", "subsidiary"),
            },
            { value: "routes", label: <Trans>Routes</Trans> },
            {
              value: "users",
              label: <Trans>Users</Trans>,
              allowed: ability.can("tabUsers", "subsidiary"),
            },
          ]}
        />
        <TabsContent value="configuration">
          <UnitsForm
            initial={site.configuration}
            disabled={!ability.can("saveDetails", "subsidiaryConfiguration")}
            onSubmit={async (units) => {
              await outcome.settle(() =>
                saveSubsidiaryUnits(id_subsidiary, units)
              )
            }}
          />
        </TabsContent>
        <TabsContent value="routes">
          <EmptyState
            icon={<RouteIcon />}
            title={t`No routes yet`}
            description={t`The site's routes appear here once optimizations create them.`}
          />
        </TabsContent>
        <TabsContent value="users">
          <UsersOf id_subsidiary={id_subsidiary} />
        </TabsContent>
      </Tabs>
    </section>
  )
}
