import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { ConfirmDialog } from "@ruta/ui/components/confirm-dialog"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { Plus, Star } from "lucide-react"
import { useState } from "react"
import { z } from "zod"

import {
  deleteDepot,
  depotsKey,
  getDepotsQueryOptions,
  saveDepot,
} from "../../features/fleet/api/depots.ts"
import type { Depot } from "../../features/fleet/api/depots.ts"
import { DepotDialog } from "../../features/fleet/components/depot-dialog.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import { useServerToast } from "../../lib/use-server-toast.ts"
import { useTableLabels } from "../../lib/use-table-labels.ts"

export const Route = createFileRoute("/main/depots")({
  staticData: { screen: "depots" },
  validateSearch: z.object({
    page: z.number().int().min(0).optional(),
    pageSize: z.number().int().min(1).max(100).optional(),
    text: z.string().optional(),
  }),
  component: DepotsPage,
})

const helper = createDataTableColumnHelper<Depot>()

function DepotsPage() {
  const { user } = Route.useRouteContext()
  if (!user.clientData) return <ClientRequired />
  return <Depots sites={user.clientData.subsidiaries} />
}

function Depots({
  sites,
}: {
  sites: { id_subsidiary: number; name: string }[]
}) {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const ability = useAbility()
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const labels = useTableLabels()
  const [editing, setEditing] = useState<Depot | "new" | null>(null)
  const [toDelete, setToDelete] = useState<Depot | null>(null)
  const filters = {
    page: search.page ?? 0,
    pageSize: search.pageSize ?? 25,
    text: search.text,
  }
  const depots = useQuery({
    ...getDepotsQueryOptions(filters),
    placeholderData: keepPreviousData,
  })
  const done = ({ message }: { message: string }) => {
    toast.success(message)
    void queryClient.invalidateQueries({ queryKey: depotsKey })
  }
  const remove = useMutation({
    mutationFn: deleteDepot,
    onSuccess: done,
    onError: toast.failure,
  })
  const siteName = (id: number) =>
    sites.find((s) => s.id_subsidiary === id)?.name ?? ""

  return (
    <section className="grid gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Depots</Trans>
        </h1>
        {ability.can("create", "depots") && (
          <Button onClick={() => setEditing("new")}>
            <Plus /> <Trans>New depot</Trans>
          </Button>
        )}
      </header>
      <DataTable
        columns={[
          helper.accessor((d) => d.address.name, {
            id: "name",
            header: t`Name`,
            cell: (info) => (
              <span className="inline-flex items-center gap-2">
                {info.getValue()}
                {info.row.original.isDefault && (
                  <Star
                    aria-label={t`Default depot`}
                    className="size-4 fill-warning text-warning"
                  />
                )}
              </span>
            ),
          }),
          helper.accessor((d) => d.address.address, {
            id: "address",
            header: t`Address`,
            enableSorting: false,
          }),
          helper.accessor((d) => siteName(d.id_subsidiary), {
            id: "site",
            header: t`Site`,
            enableSorting: false,
          }),
          helper.accessor(
            (d) =>
              `${d.address.latitude.toFixed(5)}, ${d.address.longitude.toFixed(5)}`,
            {
              id: "location",
              header: t`Location`,
              enableSorting: false,
            }
          ),
        ]}
        data={depots.data?.items ?? []}
        rowCount={depots.data?.total ?? 0}
        getRowId={(d) => String(d.id_depot)}
        loading={depots.isFetching}
        labels={labels}
        caption={t`Depots`}
        pagination={{ pageIndex: filters.page, pageSize: filters.pageSize }}
        onPaginationChange={(p) =>
          void navigate({
            search: (s) => ({ ...s, page: p.pageIndex, pageSize: p.pageSize }),
          })
        }
        search={search.text ?? ""}
        onSearchChange={(text) =>
          void navigate({
            search: (s) => ({ ...s, text: text || undefined, page: 0 }),
          })
        }
        empty={t`No depots yet.`}
        rowActions={(depot) => [
          {
            id: "edit",
            label: t`Edit`,
            disabled: !ability.can("edit", "depots"),
            onSelect: () => setEditing(depot),
          },
          {
            id: "delete",
            label: t`Delete`,
            destructive: true,
            disabled: !ability.can("delete", "depots"),
            onSelect: () => setToDelete(depot),
          },
        ]}
      />
      {editing !== null && (
        <DepotDialog
          depot={editing === "new" ? null : editing}
          sites={sites}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            try {
              done(
                await saveDepot(
                  input,
                  editing === "new" ? undefined : editing.id_depot
                )
              )
              setEditing(null)
            } catch (error) {
              toast.failure(error)
            }
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(value) => !value && setToDelete(null)}
        title={t`Delete the depot ${toDelete?.address.name ?? ""}?`}
        description={t`Routes that start there need another depot. This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id_depot, {
            onSettled: () => setToDelete(null),
          })
        }
      />
    </section>
  )
}
