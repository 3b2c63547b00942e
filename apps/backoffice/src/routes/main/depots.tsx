import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
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
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../features/shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { useServerOutcome } from "../../lib/use-server-mutation.ts"
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
  const outcome = useServerOutcome(depotsKey)
  const labels = useTableLabels()
  const [editing, setEditing] = useState<Depot | "new" | null>(null)
  const filters = {
    page: search.page ?? 0,
    pageSize: search.pageSize ?? 25,
    text: search.text,
  }
  const depots = useQuery({
    ...getDepotsQueryOptions(filters),
    placeholderData: keepPreviousData,
  })
  const deletion = useDeleteConfirmation({
    remove: (depot: Depot) => deleteDepot(depot.id_depot),
    queryKey: depotsKey,
  })
  const siteName = (id: number) =>
    sites.find((s) => s.id_subsidiary === id)?.name ?? ""

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Depots</Trans>}>
        {ability.can("create", "depots") && (
          <Button onClick={() => setEditing("new")}>
            <Plus /> <Trans>New depot</Trans>
          </Button>
        )}
      </ListScreenHeader>
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
            onSelect: () => deletion.ask(depot),
          },
        ]}
      />
      {editing !== null && (
        <DepotDialog
          depot={editing === "new" ? null : editing}
          sites={sites}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            const saved = await outcome.settle(() =>
              saveDepot(input, editing === "new" ? undefined : editing.id_depot)
            )
            if (saved) setEditing(null)
          }}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the depot ${deletion.item?.address.name ?? ""}?`}
        description={t`Routes that start there need another depot. This cannot be undone.`}
      />
    </section>
  )
}
