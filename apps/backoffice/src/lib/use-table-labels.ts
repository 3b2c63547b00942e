import { useLingui } from "@lingui/react/macro"
import type { DataTableLabels } from "@ruta/ui/components/data-table"

/** The data table's texts in the current language. */
export function useTableLabels(): DataTableLabels {
  const { t } = useLingui()
  return {
    search: t`Search`,
    rowsPerPage: t`Rows per page`,
    pageInfo: ({ from, to, total }) => t`${from}–${to} of ${total}`,
    firstPage: t`First page`,
    previousPage: t`Previous page`,
    nextPage: t`Next page`,
    lastPage: t`Last page`,
    rowActions: t`Actions for this row`,
    actionsColumn: t`Actions`,
    selectAll: t`Select every row of the page`,
    selectRow: (name) => t`Select ${name}`,
    selected: (count) => t`${count} selected`,
    clearSelection: t`Clear the selection`,
  }
}
