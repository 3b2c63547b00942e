import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { useListSearch } from "@ruta/ui/lib/list-search"
import type { ListSearch } from "@ruta/ui/lib/list-search"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { Plus } from "lucide-react"
import { useState } from "react"

import {
  useOutcomeKindLabel,
  useOutcomeName,
} from "../../../lib/outcome-names.ts"
import { useServerMutation } from "../../../lib/use-server-mutation.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useAbility } from "../../shell/ability-context.tsx"
import { useRowEditor } from "../../shell/row-editor.ts"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../shell/list-screen-header.tsx"
import { OptionFilter } from "../../shell/option-filter.tsx"
import { ActiveStatus } from "../../shell/status-label.tsx"
import {
  clientCatalog,
  getClientCatalogQueryOptions,
} from "../api/client-catalogs.ts"
import type {
  ActiveFilter,
  ClientCatalog,
  NamedItem,
  NamedValues,
} from "../api/client-catalogs.ts"
import { CatalogNameDialog } from "./catalog-name-dialog.tsx"

const helper = createDataTableColumnHelper<NamedItem>()

/**
 * A client's skills or stop outcomes: list with the spec's active filter and a search, create,
 * rename, activate and delete. Stop outcomes also show and take their kind, and the names the
 * product gave them show in the reader's language.
 */
export function ClientCatalogScreen({
  kind,
  id_client,
  title,
  subject,
}: {
  kind: ClientCatalog
  id_client: number
  title: string
  /** The permission subject: "skills" or "stopOutcomes". */
  subject: string
}) {
  const { t } = useLingui()
  const ability = useAbility()
  const labels = useTableLabels()
  const calls = clientCatalog(kind)
  // The whole catalog comes at once: the table pages and searches it here.
  const [search, setSearch] = useState<ListSearch & { active?: 1 | 2 }>({})
  const list = useListSearch(search, setSearch)
  const active: ActiveFilter = search.active ?? 0
  const outcomes = kind === "stop-outcomes"
  const outcomeName = useOutcomeName()
  const kindLabel = useOutcomeKindLabel()
  const nameOf = (item: NamedItem) => (outcomes ? outcomeName(item) : item.name)
  const editor = useRowEditor(
    [kind],
    (item: NamedItem | null, values: NamedValues) =>
      item ? calls.rename(item.id, values) : calls.create(values, id_client)
  )
  const items = useQuery({
    ...getClientCatalogQueryOptions(kind, id_client, active),
    placeholderData: keepPreviousData,
  })
  const deletion = useDeleteConfirmation({
    remove: (item: NamedItem) => calls.remove(item.id),
    queryKey: [kind],
  })
  const toggle = useServerMutation(
    (item: NamedItem) => calls.status(item.id, !item.active),
    [kind]
  )
  const term = (search.text ?? "").trim().toLowerCase()
  const shown = (items.data ?? []).filter((item) =>
    nameOf(item).toLowerCase().includes(term)
  )

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={title}>
        {ability.can("create", subject) && (
          <Button onClick={() => editor.edit()}>
            <Plus /> <Trans>Add</Trans>
          </Button>
        )}
      </ListScreenHeader>
      <DataTable
        {...list.table}
        columns={[
          helper.accessor(nameOf, { id: "name", header: t`Name` }),
          ...(outcomes
            ? [
                helper.accessor((item) => kindLabel(item.kind ?? "completed"), {
                  id: "kind",
                  header: t`Kind`,
                }),
              ]
            : []),
          helper.accessor("active", {
            header: t`Status`,
            cell: (info) => <ActiveStatus active={info.getValue()} />,
          }),
        ]}
        data={shown}
        getRowId={(item) => String(item.id)}
        loading={items.isFetching}
        labels={labels}
        caption={title}
        toolbar={
          <OptionFilter
            label={t`Status`}
            className="w-40"
            value={search.active}
            onChange={(value) => list.filter("active", value)}
            options={[
              { value: 2 as const, label: t`Active` },
              { value: 1 as const, label: t`Inactive` },
            ]}
          />
        }
        empty={t`Nothing here yet.`}
        rowActions={(item) => [
          {
            id: "edit",
            label: t`Rename`,
            disabled: !ability.can("edit", subject),
            onSelect: () => editor.edit(item),
          },
          {
            id: "status",
            label: item.active ? t`Deactivate` : t`Activate`,
            disabled: !ability.can("enableDisable", subject),
            onSelect: () => toggle.mutate(item),
          },
          {
            id: "delete",
            label: t`Delete`,
            destructive: true,
            disabled: !ability.can("delete", subject),
            onSelect: () => deletion.ask(item),
          },
        ]}
      />
      {editor.open && (
        <CatalogNameDialog
          item={editor.row}
          withKind={outcomes}
          onClose={editor.close}
          onSave={editor.save}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete ${deletion.item ? nameOf(deletion.item) : ""}?`}
        description={t`This cannot be undone.`}
      />
    </section>
  )
}
