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
import { useServerToast } from "../../lib/use-server-toast.ts"
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
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const labels = useTableLabels()
  const [editing, setEditing] = useState<Address | "new" | null>(null)
  const [toDelete, setToDelete] = useState<Address | null>(null)
  const filters = {
    page: search.page ?? 0,
    size: search.size ?? 25,
    text: search.text,
  }
  const addresses = useQuery({
    ...getAddressesQueryOptions(filters),
    placeholderData: keepPreviousData,
  })
  const done = ({ message }: { message: string }) => {
    toast.success(message)
    void queryClient.invalidateQueries({ queryKey: addressesKey })
  }
  const remove = useMutation({
    mutationFn: deleteAddress,
    onSuccess: done,
    onError: toast.failure,
  })

  return (
    <section className="grid gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Address book</Trans>
        </h1>
        {ability.can("create", "addressBook") && (
          <Button onClick={() => setEditing("new")}>
            <Plus /> <Trans>New address</Trans>
          </Button>
        )}
      </header>
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
            onSelect: () => setToDelete(entry),
          },
        ]}
      />
      {editing !== null && (
        <AddressDialog
          entry={editing === "new" ? null : editing}
          sites={sites}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            try {
              done(
                await saveAddress(
                  input,
                  editing === "new" ? undefined : editing.id_address
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
        title={t`Delete ${toDelete?.alias || toDelete?.address || ""}?`}
        description={t`This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id_address, {
            onSettled: () => setToDelete(null),
          })
        }
      />
    </section>
  )
}
