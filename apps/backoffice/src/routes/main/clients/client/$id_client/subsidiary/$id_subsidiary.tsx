import { Trans, useLingui } from "@lingui/react/macro"
import { Tabs, TabsContent } from "@ruta/ui/components/tabs"
import { listSearch } from "@ruta/ui/lib/list-search"
import { useSuspenseQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { z } from "zod"

import {
  clientsKey,
  getSubsidiaryQueryOptions,
  saveSubsidiaryUnits,
} from "../../../../../../features/clients/api/clients.ts"
import { UnitsForm } from "../../../../../../features/clients/components/units-form.tsx"
import { useLiveUpdates } from "../../../../../../features/live/use-live-updates.ts"
import { getRoutesQueryOptions } from "../../../../../../features/planning/api/routes.ts"
import { RoutesTable } from "../../../../../../features/planning/components/routes-table.tsx"
import { useAbility } from "../../../../../../features/shell/ability-context.tsx"
import { useListRows } from "../../../../../../features/shell/list-rows.ts"
import { useRouteList } from "../../../../../../features/shell/route-list.ts"
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
  // The routes tab's paging and search are kept in the URL with the tab.
  validateSearch: listSearch({ tab: z.enum(tabs).optional() }),
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
  // GET /routes and each route's page are the routes screen's.
  const routesAllowed = ability.can("menuRoutes", "sideMenu")

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
            {
              value: "routes",
              label: <Trans>Routes</Trans>,
              allowed: routesAllowed,
            },
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
            onSubmit={async (units) =>
              // A refusal goes back to the form, which shows it on its fields.
              outcome.succeeded(await saveSubsidiaryUnits(id_subsidiary, units))
            }
          />
        </TabsContent>
        <TabsContent value="routes">
          {routesAllowed && <SiteRoutes id_subsidiary={id_subsidiary} />}
        </TabsContent>
        <TabsContent value="users">
          <UsersOf id_subsidiary={id_subsidiary} />
        </TabsContent>
      </Tabs>
    </section>
  )
}

/** The site's routes: the routes screen's table, paged and searched in the URL. */
function SiteRoutes({ id_subsidiary }: { id_subsidiary: number }) {
  const { t } = useLingui()
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  // Drivers start routes and complete stops all day: status and progress follow, no reload.
  const live = useLiveUpdates()
  const routes = useListRows(
    getRoutesQueryOptions({ ...list.paging, id_subsidiary }),
    live.refetchInterval
  )
  return (
    <RoutesTable
      {...list.table}
      {...routes.table}
      empty={
        list.paging.text
          ? t`No routes of this site match the search.`
          : t`This site has no routes yet. Routes are made in an optimization.`
      }
    />
  )
}
