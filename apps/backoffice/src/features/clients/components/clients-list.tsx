import { Trans, useLingui } from "@lingui/react/macro"
import { ContextType } from "@ruta/permissions/context-types"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
} from "@ruta/ui/components/tabs"
import { useListSearch } from "@ruta/ui/lib/list-search"
import type { ListSearch } from "@ruta/ui/lib/list-search"
import { useMutation } from "@tanstack/react-query"
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { useState } from "react"

import { useServerMutation } from "../../../lib/use-server-mutation.ts"
import { useServerToast } from "../../../lib/use-server-toast.ts"
import { useAbility } from "../../shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../shell/delete-confirmation.tsx"
import { useListRows } from "../../shell/list-rows.ts"
import { ListScreenHeader } from "../../shell/list-screen-header.tsx"
import { ActiveStatus } from "../../shell/status-label.tsx"
import {
  ClientScope,
  assignClient,
  clientsKey,
  deleteClient,
  getClientsQueryOptions,
  setClientStatus,
} from "../api/clients.ts"
import type { ClientListType, ClientSummary } from "../api/clients.ts"
import { generateMobileLink } from "../api/mobile-link.ts"
import type { MobileLink } from "../api/mobile-link.ts"
import { MobileLinkDialog } from "./mobile-link-dialog.tsx"

const helper = createDataTableColumnHelper<ClientSummary>()

/** One of the three client lists: my list, unassigned, others (spec section 4). */
export function ClientsList({
  type,
  search,
  onSearch,
}: {
  type: ClientListType
  search: ListSearch
  onSearch: (search: ListSearch) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const ability = useAbility()
  const list = useListSearch(search, (update) => onSearch(update(search)))
  const clients = useListRows(
    getClientsQueryOptions({
      scope: ClientScope[type],
      page: list.paging.page,
      size: list.paging.size,
      term: list.paging.text,
    })
  )
  const deletion = useDeleteConfirmation({
    remove: (client: ClientSummary) => deleteClient(client.id_client),
    queryKey: clientsKey,
  })
  const toggle = useServerMutation(
    (client: ClientSummary) =>
      setClientStatus(client.id_client, !client.isActive),
    clientsKey
  )
  const assign = useServerMutation(
    ({ id, yes }: { id: number; yes: boolean }) => assignClient(id, yes),
    clientsKey
  )
  // Only the provider's own administrators generate mobile subscription links.
  const { user } = useRouteContext({ from: "/main" })
  const provider =
    user.id_context_type === ContextType.SYSTEM && user.actingForClient === null
  const [mobileLink, setMobileLink] = useState<{
    client: ClientSummary
    link: MobileLink
  } | null>(null)
  const serverToast = useServerToast()
  const linkFor = useMutation({
    mutationFn: async (client: ClientSummary) => ({
      client,
      link: (await generateMobileLink(client.id_client)).data,
    }),
    onSuccess: setMobileLink,
    onError: serverToast.failure,
  })
  const open = (client: ClientSummary) =>
    void navigate({
      to: "/main/clients/client/$id_client",
      params: { id_client: client.id_client },
    })
  const listLabels: Record<ClientListType, string> = {
    "my-list": t`My list`,
    unassigned: t`Unassigned`,
    others: t`Others`,
  }

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Clients</Trans>}>
        {ability.can("create", "clients") && (
          <Button asChild>
            <Link to="/main/clients/client">
              <Plus /> <Trans>New client</Trans>
            </Link>
          </Button>
        )}
      </ListScreenHeader>
      <Tabs
        value={type}
        onValueChange={(value) =>
          void navigate({ to: "/main/clients/$type", params: { type: value } })
        }
      >
        <TabsList aria-label={t`Client lists`}>
          {(Object.keys(ClientScope) as ClientListType[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {listLabels[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={type}>
          <DataTable
            {...list.table}
            {...clients.table}
            columns={[
              helper.accessor("name", { header: t`Name` }),
              helper.accessor("address", { header: t`Address` }),
              helper.accessor("phone_number", { header: t`Phone number` }),
              helper.accessor("isActive", {
                header: t`Status`,
                cell: (info) => <ActiveStatus active={info.getValue()} />,
              }),
            ]}
            getRowId={(client) => String(client.id_client)}
            caption={listLabels[type]}
            empty={
              type === "my-list"
                ? t`No clients in your list. Assign some from Unassigned.`
                : t`No clients here.`
            }
            rowActions={(client) => [
              { id: "open", label: t`Open`, onSelect: () => open(client) },
              type === "my-list"
                ? {
                    id: "unassign",
                    label: t`Remove from my list`,
                    disabled: !ability.can("unassign", "clients"),
                    onSelect: () =>
                      assign.mutate({ id: client.id_client, yes: false }),
                  }
                : {
                    id: "assign",
                    label: t`Add to my list`,
                    disabled: !ability.can("assign", "clients"),
                    onSelect: () =>
                      assign.mutate({ id: client.id_client, yes: true }),
                  },
              ...(provider
                ? [
                    {
                      id: "mobile-link",
                      label: t`Mobile subscription link`,
                      onSelect: () => linkFor.mutate(client),
                    },
                  ]
                : []),
              {
                id: "status",
                label: client.isActive ? t`Disable` : t`Enable`,
                disabled: !ability.can("enableDisable", "clients"),
                onSelect: () => toggle.mutate(client),
              },
              {
                id: "delete",
                label: t`Delete`,
                destructive: true,
                disabled: !ability.can("delete", "clients"),
                onSelect: () => deletion.ask(client),
              },
            ]}
          />
        </TabsContent>
      </Tabs>
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the client ${deletion.item?.name ?? ""}?`}
        description={t`Its sites, users and data go with it. This cannot be undone.`}
      />
      <MobileLinkDialog
        clientName={mobileLink?.client.name ?? ""}
        link={mobileLink?.link ?? null}
        onClose={() => setMobileLink(null)}
      />
    </section>
  )
}
