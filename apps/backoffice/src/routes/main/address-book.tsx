import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { listSearch, useListSearch } from "@ruta/ui/lib/list-search"
import { createFileRoute } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { useState } from "react"

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
import { useListRows } from "../../features/shell/list-rows.ts"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { useRowActions } from "../../features/shell/row-actions.ts"
import { useServerOutcome } from "../../lib/use-server-mutation.ts"

export const Route = createFileRoute("/main/address-book")({
  staticData: { screen: "address-book" },
  validateSearch: listSearch(),
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
  const list = useListSearch(
    search,
    (update) => void navigate({ search: update })
  )
  const ability = useAbility()
  const actions = useRowActions("addressBook")
  const outcome = useServerOutcome(addressesKey)
  const [editing, setEditing] = useState<Address | "new" | null>(null)
  const addresses = useListRows(getAddressesQueryOptions(list.paging))
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
        {...list.table}
        {...addresses.table}
        columns={[
          helper.accessor("alias", { header: t`Alias` }),
          helper.accessor("address", { header: t`Address` }),
          helper.accessor(
            (a) => [a.first_name, a.last_name].filter(Boolean).join(" "),
            { id: "contact", header: t`Contact` }
          ),
          helper.accessor("phone_number", { header: t`Phone number` }),
          helper.accessor("email", { header: t`Email` }),
        ]}
        getRowId={(a) => String(a.id_address)}
        caption={t`Address book`}
        empty={t`No saved addresses yet.`}
        rowActions={(entry) =>
          actions({
            edit: () => setEditing(entry),
            remove: () => deletion.ask(entry),
          })
        }
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
