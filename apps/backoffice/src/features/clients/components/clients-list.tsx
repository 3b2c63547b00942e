import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { ConfirmDialog } from "@ruta/ui/components/confirm-dialog"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { Tabs, TabsList, TabsTrigger } from "@ruta/ui/components/tabs"
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query"
import { Link, useNavigate } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { useState } from "react"

import { useServerToast } from "../../../lib/use-server-toast.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useAbility } from "../../shell/ability-context.tsx"
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
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const labels = useTableLabels()
  const [toDelete, setToDelete] = useState<ClientSummary | null>(null)
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
  const done = ({ message }: { message: string }) => {
    toast.success(message)
    void queryClient.invalidateQueries({ queryKey: clientsKey })
  }
  const remove = useMutation({
    mutationFn: deleteClient,
    onSuccess: done,
    onError: toast.failure,
  })
  const toggle = useMutation({
    mutationFn: (client: ClientSummary) =>
      setClientStatus(client.id_client, !client.isActive),
    onSuccess: done,
    onError: toast.failure,
  })
  const assign = useMutation({
    mutationFn: ({ id, yes }: { id: number; yes: boolean }) =>
      assignClient(id, yes),
    onSuccess: done,
    onError: toast.failure,
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
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Clients</Trans>
        </h1>
        {ability.can("create", "clients") && (
          <Button asChild>
            <Link to="/main/clients/client">
              <Plus /> <Trans>New client</Trans>
            </Link>
          </Button>
        )}
      </header>
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
            onSelect: () => setToDelete(client),
          },
        ]}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(value) => !value && setToDelete(null)}
        title={t`Delete the client ${toDelete?.name ?? ""}?`}
        description={t`Its sites, users and data go with it. This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id_client, {
            onSettled: () => setToDelete(null),
          })
        }
      />
    </section>
  )
}
