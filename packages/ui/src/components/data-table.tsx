import * as React from "react"
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table"
import { cva } from "class-variance-authority"
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  ChevronsUpDownIcon,
  MoreHorizontalIcon,
  SearchIcon,
} from "lucide-react"

import { cn } from "../lib/utils"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "./dropdown-menu"
import { IconButton } from "./icon-button"
import { inputVariants } from "./text-field"

/** The table features every DataTable uses: paging and sorting, both done by the server. */
const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
})

type DataTableFeatures = typeof dataTableFeatures

// A column's cells may hold any value type; TanStack's own column helper uses `any` here too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCellValue = any

type DataTableColumn<TData extends RowData> = ColumnDef<
  DataTableFeatures,
  TData,
  AnyCellValue
>

/** The product's list defaults: first page (0), 25 rows. */
const DATA_TABLE_DEFAULT_PAGINATION: PaginationState = {
  pageIndex: 0,
  pageSize: 25,
}

/**
 * A column helper typed for DataTable, so column definitions need no generics.
 *
 * @returns TanStack's column helper for rows of `TData`
 */
function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

type DataTableRowAction = {
  id: string
  label: React.ReactNode
  icon?: React.ReactNode
  destructive?: boolean
  disabled?: boolean
  onSelect: () => void
}

type DataTableLabels = {
  /** Label of the search box (read by screen readers, shown as placeholder). */
  search: string
  rowsPerPage: string
  /** e.g. ({ from, to, total }) => `${from}–${to} of ${total}` */
  pageInfo: (range: { from: number; to: number; total: number }) => string
  firstPage: string
  previousPage: string
  nextPage: string
  lastPage: string
  /** Accessible name of each row's action menu button. */
  rowActions: string
  /** Accessible name of the actions column. */
  actionsColumn: string
}

const dataTableRowVariants = cva("border-b transition-colors last:border-b-0", {
  variants: {
    loading: {
      false: "hover:bg-muted/50",
      true: "cursor-progress",
    },
  },
  defaultVariants: { loading: false },
})

const emptyRows: never[] = []

function resolveUpdater<T>(updater: Updater<T>, old: T): T {
  return typeof updater === "function"
    ? (updater as (old: T) => T)(old)
    : updater
}

function useControllable<T>(
  controlled: T | undefined,
  initial: T,
  onChange: ((value: T) => void) | undefined
) {
  const [inner, setInner] = React.useState<T>(initial)
  const value = controlled === undefined ? inner : controlled
  const set = React.useCallback(
    (next: T) => {
      if (controlled === undefined) setInner(next)
      onChange?.(next)
    },
    [controlled, onChange]
  )
  return [value, set] as const
}

function DataTable<TData extends RowData>({
  className,
  columns,
  data,
  rowCount,
  getRowId,
  pagination: controlledPagination,
  onPaginationChange,
  sorting: controlledSorting,
  onSortingChange,
  search: controlledSearch,
  onSearchChange,
  searchDebounceMs = 300,
  loading = false,
  empty,
  rowActions,
  pageSizeOptions = [10, 25, 50, 100],
  toolbar,
  labels,
  caption,
}: {
  className?: string
  columns: DataTableColumn<TData>[]
  /** The rows of the current page, as the server returned them. */
  data: TData[]
  /** Total rows on the server for the current search. */
  rowCount: number
  getRowId?: (row: TData, index: number) => string
  pagination?: PaginationState
  onPaginationChange?: (pagination: PaginationState) => void
  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
  search?: string
  /** Called after typing stops; shows the search box when given. */
  onSearchChange?: (search: string) => void
  searchDebounceMs?: number
  loading?: boolean
  /** Shown in place of the rows when there are none (an EmptyState). */
  empty: React.ReactNode
  rowActions?: (row: TData) => DataTableRowAction[]
  pageSizeOptions?: number[]
  /** Extra controls next to the search box (filters, a "New" button). */
  toolbar?: React.ReactNode
  labels: DataTableLabels
  /** Names the table for screen readers. */
  caption?: string
}) {
  const [pagination, setPagination] = useControllable(
    controlledPagination,
    DATA_TABLE_DEFAULT_PAGINATION,
    onPaginationChange
  )
  const [sorting, setSorting] = useControllable<SortingState>(
    controlledSorting,
    [],
    onSortingChange
  )
  const [search, setSearch] = useControllable(
    controlledSearch,
    "",
    onSearchChange
  )
  const [searchDraft, setSearchDraft] = React.useState(search)
  const searchId = React.useId()

  React.useEffect(() => {
    if (searchDraft === search) return
    const timer = setTimeout(() => {
      setSearch(searchDraft)
      setPagination({ ...pagination, pageIndex: 0 })
    }, searchDebounceMs)
    return () => clearTimeout(timer)
  }, [
    searchDraft,
    search,
    searchDebounceMs,
    setSearch,
    setPagination,
    pagination,
  ])

  const allColumns = React.useMemo<DataTableColumn<TData>[]>(() => {
    if (!rowActions) return columns
    return [
      ...columns,
      {
        id: "__actions",
        header: () => <span className="sr-only">{labels.actionsColumn}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <RowActionsMenu
            label={labels.rowActions}
            actions={rowActions(row.original)}
          />
        ),
      },
    ]
  }, [columns, rowActions, labels.rowActions, labels.actionsColumn])

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: data.length === 0 ? (emptyRows as TData[]) : data,
    getRowId,
    rowCount,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { pagination, sorting },
    onPaginationChange: (updater) =>
      setPagination(resolveUpdater(updater, pagination)),
    onSortingChange: (updater) => {
      setSorting(resolveUpdater(updater, sorting))
      setPagination({ ...pagination, pageIndex: 0 })
    },
  })

  const rows = table.getRowModel().rows
  const columnCount = allColumns.length
  const from =
    rowCount === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1
  const to = Math.min(
    rowCount,
    (pagination.pageIndex + 1) * pagination.pageSize
  )

  return (
    <div
      data-slot="data-table"
      className={cn(
        "overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs",
        className
      )}
    >
      {(onSearchChange || toolbar) && (
        <div className="flex flex-wrap items-center gap-3 border-b p-3">
          {onSearchChange && (
            <div className="relative w-full max-w-xs">
              <label htmlFor={searchId} className="sr-only">
                {labels.search}
              </label>
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <input
                id={searchId}
                type="search"
                value={searchDraft}
                placeholder={labels.search}
                onChange={(e) => setSearchDraft(e.target.value)}
                className={cn(inputVariants({ size: "sm" }), "h-9 pl-9")}
              />
            </div>
          )}
          {toolbar && (
            <div className="ml-auto flex items-center gap-2">{toolbar}</div>
          )}
        </div>
      )}
      <div className="relative overflow-x-auto">
        {loading && (
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 z-10 h-0.5 overflow-hidden"
          >
            <div className="absolute h-full w-1/3 bg-primary motion-safe:animate-[progress-indeterminate_1.2s_ease-in-out_infinite]" />
          </div>
        )}
        <table
          className="w-full caption-bottom border-collapse text-sm"
          aria-busy={loading || undefined}
        >
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-muted/60">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const canSort = header.column.getCanSort()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === "asc"
                          ? "ascending"
                          : sorted === "desc"
                            ? "descending"
                            : undefined
                      }
                      className={cn(
                        "h-11 px-4 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase",
                        header.column.id === "__actions" && "w-12 px-2"
                      )}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            "-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 uppercase transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40",
                            sorted && "text-foreground"
                          )}
                        >
                          <table.FlexRender header={header} />
                          {sorted === "asc" ? (
                            <ArrowUpIcon className="size-3.5" />
                          ) : sorted === "desc" ? (
                            <ArrowDownIcon className="size-3.5" />
                          ) : (
                            <ChevronsUpDownIcon className="size-3.5 opacity-50" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 && loading
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr
                    key={i}
                    data-slot="data-table-skeleton"
                    className="border-b last:border-b-0"
                  >
                    {Array.from({ length: columnCount }, (_, j) => (
                      <td key={j} className="h-12 px-4">
                        <div
                          className="h-3 animate-pulse rounded-full bg-muted"
                          style={{ width: `${40 + ((i * 7 + j * 13) % 45)}%` }}
                        />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {rows.length === 0 && !loading ? (
              <tr>
                <td colSpan={columnCount}>
                  {typeof empty === "string" ? (
                    <p className="px-4 py-10 text-center text-sm text-muted-foreground">
                      {empty}
                    </p>
                  ) : (
                    empty
                  )}
                </td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr
                key={row.id}
                data-slot="data-table-row"
                className={dataTableRowVariants({ loading })}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      "h-12 px-4 align-middle whitespace-nowrap",
                      cell.column.id === "__actions" && "w-12 px-2 text-right"
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 border-t px-3 py-2 text-sm text-muted-foreground">
        <div className="flex items-center gap-2">
          <label htmlFor={`${searchId}-size`}>{labels.rowsPerPage}</label>
          <select
            id={`${searchId}-size`}
            value={pagination.pageSize}
            onChange={(e) =>
              setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })
            }
            className="h-8 cursor-pointer rounded-md border border-input bg-card px-2 text-sm text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30"
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <span
          data-slot="data-table-page-info"
          aria-live="polite"
          className="tabular-nums"
        >
          {labels.pageInfo({ from, to, total: rowCount })}
        </span>
        <div className="flex items-center gap-0.5">
          <IconButton
            size="sm"
            label={labels.firstPage}
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.firstPage()}
          >
            <ChevronsLeftIcon />
          </IconButton>
          <IconButton
            size="sm"
            label={labels.previousPage}
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            size="sm"
            label={labels.nextPage}
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            <ChevronRightIcon />
          </IconButton>
          <IconButton
            size="sm"
            label={labels.lastPage}
            disabled={!table.getCanNextPage()}
            onClick={() => table.lastPage()}
          >
            <ChevronsRightIcon />
          </IconButton>
        </div>
      </div>
    </div>
  )
}

function RowActionsMenu({
  label,
  actions,
}: {
  label: string
  actions: DataTableRowAction[]
}) {
  if (actions.length === 0) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton size="sm" label={label}>
          <MoreHorizontalIcon />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.id}
            variant={action.destructive ? "destructive" : "default"}
            disabled={action.disabled}
            onSelect={action.onSelect}
          >
            {action.icon}
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export {
  DataTable,
  createDataTableColumnHelper,
  dataTableFeatures,
  dataTableRowVariants,
  DATA_TABLE_DEFAULT_PAGINATION,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableRowAction,
  type PaginationState,
  type SortingState,
}
