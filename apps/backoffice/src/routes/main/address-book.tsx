import { Trans, useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { listSearch } from "@ruta/ui/lib/list-search"
import { Button } from "@ruta/ui/components/button"
import { useQueryClient } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { Upload } from "lucide-react"
import { useState } from "react"

import type { AddressWithRule } from "@ruta/validation/visit-rules"

import {
  addressesKey,
  deleteAddress,
  getAddressesQueryOptions,
  saveAddress,
} from "../../features/fleet/api/addresses.ts"
import type { Address } from "../../features/fleet/api/addresses.ts"
import { geocode } from "../../features/fleet/api/depots.ts"
import { AddressDialog } from "../../features/fleet/components/address-dialog.tsx"
import { AddressImportDialog } from "../../features/fleet/visits/address-import-dialog.tsx"
import { readSpreadsheet } from "../../features/planning/spreadsheet/read-spreadsheet.ts"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../features/shell/delete-confirmation.tsx"
import { useListRows } from "../../features/shell/list-rows.ts"
import { useRouteList } from "../../features/shell/route-list.ts"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { useRowActions } from "../../features/shell/row-actions.ts"
import { useRowEditor } from "../../features/shell/row-editor.ts"

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
  const queryClient = useQueryClient()
  const [importing, setImporting] = useState(false)
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  const ability = useAbility()
  const actions = useRowActions("addressBook")
  const editor = useRowEditor(
    addressesKey,
    (entry: Address | null, input: AddressWithRule) =>
      saveAddress(input, entry?.id_address)
  )
  const addresses = useListRows(getAddressesQueryOptions(list.paging))
  const deletion = useDeleteConfirmation({
    remove: (entry: Address) => deleteAddress(entry.id_address),
    queryKey: addressesKey,
  })

  return (
    <section className="grid gap-4">
      <ListScreenHeader
        title={<Trans>Address book</Trans>}
        create={
          ability.can("create", "addressBook")
            ? {
                label: <Trans>New address</Trans>,
                onClick: () => editor.edit(),
              }
            : undefined
        }
      >
        {ability.can("create", "addressBook") && (
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload /> <Trans>Import addresses</Trans>
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
            edit: () => editor.edit(entry),
            remove: () => deletion.ask(entry),
          })
        }
      />
      {editor.open && (
        <AddressDialog
          entry={editor.row}
          sites={sites}
          onClose={editor.close}
          onSave={editor.save}
        />
      )}
      {importing && (
        <AddressImportDialog
          sites={sites}
          read={async (file) => {
            const result = await readSpreadsheet(file)
            return "sheets" in result ? (result.sheets[0]?.rows ?? []) : null
          }}
          find={async (address) => {
            const found = await geocode(address)
            return found?.found &&
              found.latitude !== null &&
              found.longitude !== null
              ? { latitude: found.latitude, longitude: found.longitude }
              : null
          }}
          save={(entry) => saveAddress(entry)}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false)
            void queryClient.invalidateQueries({ queryKey: addressesKey })
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
