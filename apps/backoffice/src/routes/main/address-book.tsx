import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { useState } from "react"
import { z } from "zod"

import {
  addressesKey,
  deleteAddress,
  getAddressesQueryOptions,
  saveAddress,
} from "../../features/fleet/api/addresses.ts"
import type { Address } from "../../features/fleet/api/addresses.ts"
import { AddressDialog } from "../../features/fleet/components/address-dialog.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../features/shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { useServerOutcome } from "../../lib/use-server-mutation.ts"
import { useTableLabels } from "../../lib/use-table-labels.ts"

export const Route = createFileRoute("/main/address-book")({
  staticData: { screen: "address-book" },
  validateSearch: z.object({
    page: z.number().int().min(0).optional(),
    size: z.number().int().min(1).max(100).optional(),
    text: z.string().optional(),
  }),
  component: AddressBookPage,
})

const helper = createDataTableColumnHelper<Address>()

function AddressBookPage() {
  const { user } = Route.useRouteContext()
  if (!user.clientData) return <ClientRequired />
  return <AddressBook sites={user.clientData.subsidiaries} />
}

function AddressBook({
  sites,
}: {
  sites: { id_subsidiary: number; name: string }[]
}) {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const ability = useAbility()
  const outcome = useServerOutcome(addressesKey)
  const labels = useTableLabels()
  const [editing, setEditing] = useState<Address | "new" | null>(null)
  const filters = {
    page: search.page ?? 0,
    size: search.size ?? 25,
    text: search.text,
  }
  const addresses = useQuery({
    ...getAddressesQueryOptions(filters),
    placeholderData: keepPreviousData,
  })
  const deletion = useDeleteConfirmation({
    remove: (entry: Address) => deleteAddress(entry.id_address),
    queryKey: addressesKey,
  })

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Address book</Trans>}>
        {ability.can("create", "addressBook") && (
          <Button onClick={() => setEditing("new")}>
            <Plus /> <Trans>New address</Trans>
          </Button>
        )}
      </ListScreenHeader>
      <DataTable
        columns={[
          helper.accessor("alias", { header: t`Alias` }),
          helper.accessor("address", { header: t`Address` }),
          helper.accessor(
            (a) => [a.first_name, a.last_name].filter(Boolean).join(" "),
            {
              id: "contact",
              header: t`Contact`,
              enableSorting: false,
            }
          ),
          helper.accessor("phone_number", {
            header: t`Phone number`,
            enableSorting: false,
          }),
          helper.accessor("email", { header: t`Email`, enableSorting: false }),
        ]}
        data={addresses.data?.items ?? []}
        rowCount={addresses.data?.total ?? 0}
        getRowId={(a) => String(a.id_address)}
        loading={addresses.isFetching}
        labels={labels}
        caption={t`Address book`}
        pagination={{ pageIndex: filters.page, pageSize: filters.size }}
        onPaginationChange={(p) =>
          void navigate({
            search: (s) => ({ ...s, page: p.pageIndex, size: p.pageSize }),
          })
        }
        search={search.text ?? ""}
        onSearchChange={(text) =>
          void navigate({
            search: (s) => ({ ...s, text: text || undefined, page: 0 }),
          })
        }
        empty={t`No saved addresses yet.`}
        rowActions={(entry) => [
          {
            id: "edit",
            label: t`Edit`,
            disabled: !ability.can("edit", "addressBook"),
            onSelect: () => setEditing(entry),
          },
          {
            id: "delete",
            label: t`Delete`,
            destructive: true,
            disabled: !ability.can("delete", "addressBook"),
            onSelect: () => deletion.ask(entry),
          },
        ]}
      />
      {editing !== null && (
        <AddressDialog
          entry={editing === "new" ? null : editing}
          sites={sites}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            const saved = await outcome.settle(() =>
              saveAddress(
                input,
                editing === "new" ? undefined : editing.id_address
              )
            )
            if (saved) setEditing(null)
          }}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete ${deletion.item?.alias || deletion.item?.address || ""}?`}
        description={t`This cannot be undone.`}
      />
    </section>
  )
}
