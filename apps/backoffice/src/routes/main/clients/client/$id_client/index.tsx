import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Tabs, TabsContent } from "@ruta/ui/components/tabs"
import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { z } from "zod"

import {
  assignClient,
  clientsKey,
  getClientQueryOptions,
  saveClient,
  saveClientUnits,
  setClientStatus,
} from "../../../../../features/clients/api/clients.ts"
import { Activities } from "../../../../../features/clients/components/activities.tsx"
import { ClientForm } from "../../../../../features/clients/components/client-form.tsx"
import { SubsidiariesTab } from "../../../../../features/clients/components/subsidiaries-tab.tsx"
import { UnitsForm } from "../../../../../features/clients/components/units-form.tsx"
import { useAbility } from "../../../../../features/shell/ability-context.tsx"
import { SectionTabs } from "../../../../../features/shell/section-tabs.tsx"
import { ActiveStatus } from "../../../../../features/shell/status-label.tsx"
import { UsersOf } from "../../../../../features/users/components/users-of.tsx"
import { useServerToast } from "../../../../../lib/use-server-toast.ts"

const tabs = ["configuration", "subsidiaries", "users"] as const

export const Route = createFileRoute("/main/clients/client/$id_client/")({
  staticData: { screen: "clients" },
  params: {
    parse: (p) => ({
      id_client: z.coerce.number().int().positive().parse(p.id_client),
    }),
    stringify: (p) => ({ id_client: String(p.id_client) }),
  },
  // The configuration tab is the default (spec: default tab 0).
  validateSearch: z.object({ tab: z.enum(tabs).optional() }),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(getClientQueryOptions(params.id_client)),
  component: ClientPage,
})

function ClientPage() {
  const { t } = useLingui()
  const { id_client } = Route.useParams()
  const { tab = "configuration" } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: client } = useSuspenseQuery(getClientQueryOptions(id_client))
  const ability = useAbility()
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const done = ({ message }: { message: string }) => {
    toast.success(message)
    void queryClient.invalidateQueries({ queryKey: clientsKey })
  }
  const toggle = useMutation({
    mutationFn: () => setClientStatus(id_client, !client.isActive),
    onSuccess: done,
    onError: toast.failure,
  })
  const assign = useMutation({
    mutationFn: () => assignClient(id_client, !client.isAssignedToMe),
    onSuccess: done,
    onError: toast.failure,
  })
  // A refusal goes back to the form, which shows each message on its field.
  const save = async (action: () => Promise<{ message: string }>) =>
    done(await action())

  return (
    <section className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">
            {client.name}
          </h1>
          <ActiveStatus active={client.isActive} />
        </div>
        <div className="flex flex-wrap gap-2">
          {ability.can(
            client.isAssignedToMe ? "unassign" : "assign",
            "clients"
          ) && (
            <Button
              variant="outline"
              loading={assign.isPending}
              onClick={() => assign.mutate()}
            >
              {client.isAssignedToMe ? (
                <Trans>Remove from my list</Trans>
              ) : (
                <Trans>Add to my list</Trans>
              )}
            </Button>
          )}
          {ability.can("enableDisable", "clients") && (
            <Button
              variant="outline"
              loading={toggle.isPending}
              onClick={() => toggle.mutate()}
            >
              {client.isActive ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
            </Button>
          )}
        </div>
      </header>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid content-start gap-6">
          <ClientForm
            initial={client}
            disabled={!ability.can("edit", "client")}
            onSubmit={(input) => save(() => saveClient(input, id_client))}
          />
          <Tabs
            value={tab}
            onValueChange={(value) =>
              void navigate({ search: { tab: value as (typeof tabs)[number] } })
            }
          >
            <SectionTabs
              label={t`Client sections`}
              sections={[
                {
                  value: "configuration",
                  label: <Trans>Configuration</Trans>,
                  allowed: ability.can("tabConfiguration", "client"),
                },
                {
                  value: "subsidiaries",
                  label: <Trans>Sites</Trans>,
                  allowed: ability.can("tabSubsidiaries", "client"),
                },
                {
                  value: "users",
                  label: <Trans>Users</Trans>,
                  allowed: ability.can("tabUsers", "client"),
                },
              ]}
            />
            <TabsContent value="configuration">
              <UnitsForm
                initial={client.configuration}
                disabled={!ability.can("saveDetails", "clientConfiguration")}
                onSubmit={(units) =>
                  save(() => saveClientUnits(id_client, units))
                }
              />
            </TabsContent>
            <TabsContent value="subsidiaries">
              <SubsidiariesTab id_client={id_client} />
            </TabsContent>
            <TabsContent value="users">
              <UsersOf id_client={id_client} />
            </TabsContent>
          </Tabs>
        </div>
        <Activities client={client} />
      </div>
    </section>
  )
}
