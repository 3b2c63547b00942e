import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { Tabs, TabsList, TabsTrigger } from "@ruta/ui/components/tabs"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { Link, useNavigate } from "@tanstack/react-router"
import { Plus } from "lucide-react"

import { useServerMutation } from "../../../lib/use-server-mutation.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useAbility } from "../../shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../shell/delete-confirmation.tsx"
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

const helper = createDataTableColumnHelper<ClientSummary>()

export interface ClientListSearch {
  page?: number | undefined
  size?: number | undefined
  term?: string | undefined
}

/** One of the three client lists: my list, unassigned, others (spec section 4). */
export function ClientsList({
  type,
  search,
  onSearch,
}: {
  type: ClientListType
  search: ClientListSearch
  onSearch: (search: ClientListSearch) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const ability = useAbility()
  const labels = useTableLabels()
  const filters = {
    scope: ClientScope[type],
    page: search.page ?? 0,
    size: search.size ?? 25,
    term: search.term,
  }
  const clients = useQuery({
    ...getClientsQueryOptions(filters),
    placeholderData: keepPreviousData,
  })
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
      </Tabs>
      <DataTable
        columns={[
          helper.accessor("name", { header: t`Name` }),
          helper.accessor("address", {
            header: t`Address`,
            enableSorting: false,
          }),
          helper.accessor("phone_number", {
            header: t`Phone number`,
            enableSorting: false,
          }),
          helper.accessor("isActive", {
            header: t`Status`,
            cell: (info) => <ActiveStatus active={info.getValue()} />,
          }),
        ]}
        data={clients.data?.items ?? []}
        rowCount={clients.data?.total ?? 0}
        getRowId={(client) => String(client.id_client)}
        loading={clients.isFetching}
        labels={labels}
        caption={listLabels[type]}
        pagination={{ pageIndex: filters.page, pageSize: filters.size }}
        onPaginationChange={(p) =>
          onSearch({ ...search, page: p.pageIndex, size: p.pageSize })
        }
        search={search.term ?? ""}
        onSearchChange={(term) =>
          onSearch({ ...search, term: term || undefined, page: 0 })
        }
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
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the client ${deletion.item?.name ?? ""}?`}
        description={t`Its sites, users and data go with it. This cannot be undone.`}
      />
    </section>
  )
}
