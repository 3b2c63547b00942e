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
import { useVirtualizer } from "@tanstack/react-virtual"
import { cva } from "class-variance-authority"
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChevronsUpDownIcon,
  SearchIcon,
} from "lucide-react"
import { pageSize } from "@ruta/validation/values"

import { LIST_DEFAULTS } from "../lib/list-search"
import { useScrolls } from "../lib/use-scrolls"
import { cn } from "../lib/utils"
import { DataTablePager, type PagerLabels } from "./data-table-pager"
import {
  RowActionsMenu,
  type DataTableRowAction,
} from "./data-table-row-actions"
import {
  SelectAllBox,
  SelectRowBox,
  SelectionBar,
  useRowSelection,
  type DataTableBulkActions,
  type SelectionLabels,
} from "./data-table-selection"
import { inputVariants } from "./text-field"

/** The table features every DataTable uses: paging and sorting. */
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
  pageIndex: LIST_DEFAULTS.page,
  pageSize: LIST_DEFAULTS.size,
}

/** Rows taller than this are fine: the virtualizer measures each row it shows. */
const ESTIMATED_ROW_HEIGHT = 48

/**
 * A column helper typed for DataTable, so column definitions need no generics.
 *
 * @returns TanStack's column helper for rows of `TData`
 */
function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

type DataTableLabels = PagerLabels &
  SelectionLabels & {
    /** Label of the search box (read by screen readers, shown as placeholder). */
    search: string
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

/** Types into a draft and hands the text on once typing stops, back to the first page. */
function useDebouncedSearch(
  search: string,
  setSearch: (text: string) => void,
  delayMs: number
) {
  const [draft, setDraft] = React.useState(search)
  React.useEffect(() => {
    if (draft === search) return
    const timer = setTimeout(() => setSearch(draft), delayMs)
    return () => clearTimeout(timer)
  }, [draft, search, delayMs, setSearch])
  return [draft, setDraft] as const
}

/**
 * The one list table: columns, sorting, paging, search, row actions, bulk selection, and the
 * empty, loading and error states. Paging is the server's when `rowCount` is given (the rows are
 * one page), the table's own otherwise (the rows are all of them); `virtualize` renders only the
 * rows in view, for lists of thousands.
 */
function DataTable<TData extends RowData>({
  className,
  columns,
  data,
  rowCount: serverRowCount,
  getRowId,
  pagination: controlledPagination,
  onPaginationChange,
  paging = true,
  sorting: controlledSorting,
  onSortingChange,
  search: controlledSearch,
  onSearchChange,
  searchDebounceMs = 300,
  loading = false,
  error,
  empty,
  rowActions,
  bulkActions,
  virtualize = false,
  maxHeight = "70vh",
  pageSizeOptions = [...(pageSize.choices ?? [])],
  toolbar,
  labels,
  caption,
}: {
  className?: string
  columns: DataTableColumn<TData>[]
  /** The rows: one page as the server returned it when `rowCount` is given, else every row. */
  data: TData[]
  /** Total rows on the server for the current search; leave out to page `data` here. */
  rowCount?: number
  getRowId?: (row: TData, index: number) => string
  pagination?: PaginationState
  onPaginationChange?: (pagination: PaginationState) => void
  /** False: no pager, every row shown (with `virtualize` for long lists). */
  paging?: boolean
  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
  search?: string
  /** Called after typing stops; shows the search box when given. */
  onSearchChange?: (search: string) => void
  searchDebounceMs?: number
  loading?: boolean
  /** Shown in place of the rows when they could not be loaded. */
  error?: React.ReactNode
  /** Shown in place of the rows when there are none (an EmptyState). */
  empty: React.ReactNode
  rowActions?: (row: TData) => DataTableRowAction[]
  /** Row checkboxes and the actions for the checked rows. */
  bulkActions?: DataTableBulkActions<TData>
  /** Renders only the rows in view, in a body that scrolls within `maxHeight`. */
  virtualize?: boolean
  maxHeight?: string
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
  const selection = useRowSelection<TData>()
  const changePage = React.useCallback(
    (next: PaginationState) => {
      selection.clear()
      setPagination(next)
    },
    [selection, setPagination]
  )
  const [searchDraft, setSearchDraft] = useDebouncedSearch(
    search,
    React.useCallback(
      (text: string) => {
        setSearch(text)
        changePage({ ...pagination, pageIndex: 0 })
      },
      [setSearch, changePage, pagination]
    ),
    searchDebounceMs
  )
  const searchId = React.useId()
  const scrollRef = React.useRef<HTMLDivElement>(null)
  const scrolls = useScrolls(scrollRef)

  const rowCount = serverRowCount ?? data.length
  const pageData = React.useMemo(() => {
    if (serverRowCount !== undefined || !paging) return data
    const start = pagination.pageIndex * pagination.pageSize
    return data.slice(start, start + pagination.pageSize)
  }, [data, serverRowCount, paging, pagination])

  const allColumns = React.useMemo<DataTableColumn<TData>[]>(
    () => [
      ...(bulkActions
        ? [
            {
              id: "__select",
              enableSorting: false,
              header: ({ table: t }) => (
                <SelectAllBox
                  rows={t.getRowModel().rows.map((row) => row.original)}
                  selection={selection}
                  label={labels.selectAll}
                />
              ),
              cell: ({ row }) => (
                <SelectRowBox
                  row={row.original}
                  selection={selection}
                  label={labels.selectRow(bulkActions.rowName(row.original))}
                />
              ),
            } satisfies DataTableColumn<TData>,
          ]
        : []),
      ...columns,
      ...(rowActions
        ? [
            {
              id: "__actions",
              header: () => (
                <span className="sr-only">{labels.actionsColumn}</span>
              ),
              enableSorting: false,
              cell: ({ row }) => (
                <RowActionsMenu
                  label={labels.rowActions}
                  actions={rowActions(row.original)}
                />
              ),
            } satisfies DataTableColumn<TData>,
          ]
        : []),
    ],
    [columns, rowActions, bulkActions, labels, selection]
  )

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: pageData.length === 0 ? (emptyRows as TData[]) : pageData,
    getRowId,
    rowCount,
    manualPagination: true,
    manualSorting: true,
    // Columns sort only where the list's owner sorts (server lists without it show no sort).
    enableSorting:
      controlledSorting !== undefined || onSortingChange !== undefined,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { pagination, sorting },
    onPaginationChange: (updater) =>
      changePage(resolveUpdater(updater, pagination)),
    onSortingChange: (updater) => {
      setSorting(resolveUpdater(updater, sorting))
      changePage({ ...pagination, pageIndex: 0 })
    },
  })

  const rows = table.getRowModel().rows
  // The rule guards the React Compiler's memoizing, which this project does not use: the
  // virtualizer is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 12,
    enabled: virtualize,
  })
  const inView = virtualize ? virtualizer.getVirtualItems() : null
  const shownRows = inView
    ? inView.flatMap((item) => rows[item.index] ?? [])
    : rows
  const padTop = inView?.[0]?.start ?? 0
  const padBottom = inView
    ? virtualizer.getTotalSize() - (inView.at(-1)?.end ?? 0)
    : 0
  const columnCount = allColumns.length
  const checked = selection.checkedIn(rows.map((row) => row.original))

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
      {bulkActions && checked.length > 0 && (
        <SelectionBar
          rows={checked}
          bulkActions={bulkActions}
          labels={labels}
          onClear={selection.clear}
        />
      )}
      <div
        ref={scrollRef}
        className={cn(
          "relative overflow-x-auto",
          virtualize && "overflow-y-auto"
        )}
        style={virtualize ? { maxHeight } : undefined}
        // A table that scrolls (a long body, or columns wider than the screen) is reachable from
        // the keyboard, to scroll it with the arrow keys.
        {...((virtualize || scrolls) && {
          tabIndex: 0,
          ...(caption && { role: "region", "aria-label": caption }),
        })}
      >
        {loading && (
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 z-20 h-0.5 overflow-hidden"
          >
            <div className="absolute h-full w-1/3 bg-primary motion-safe:animate-[progress-indeterminate_1.2s_ease-in-out_infinite]" />
          </div>
        )}
        <table
          className="w-full caption-bottom border-collapse text-sm"
          aria-busy={loading || undefined}
          aria-rowcount={virtualize ? rows.length + 1 : undefined}
        >
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead
            className={cn("bg-muted/60", virtualize && "sticky top-0 z-10")}
          >
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
                        header.column.id.startsWith("__") && "w-12 px-2",
                        virtualize && "bg-muted"
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
                  {error ? (
                    <p
                      role="alert"
                      className="px-4 py-10 text-center text-sm text-destructive"
                    >
                      {error}
                    </p>
                  ) : typeof empty === "string" ? (
                    <p className="px-4 py-10 text-center text-sm text-muted-foreground">
                      {empty}
                    </p>
                  ) : (
                    empty
                  )}
                </td>
              </tr>
            ) : null}
            {padTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padTop }} />
              </tr>
            )}
            {shownRows.map((row) => (
              <tr
                key={row.id}
                ref={virtualize ? virtualizer.measureElement : undefined}
                data-index={row.index}
                aria-rowindex={virtualize ? row.index + 2 : undefined}
                data-slot="data-table-row"
                className={dataTableRowVariants({ loading })}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      "h-12 px-4 align-middle whitespace-nowrap",
                      cell.column.id === "__actions" && "w-12 px-2 text-right",
                      cell.column.id === "__select" && "w-12 px-2"
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {padBottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padBottom }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {paging && (
        <DataTablePager
          id={`${searchId}-size`}
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          rowCount={rowCount}
          pageSizeOptions={pageSizeOptions}
          onChange={changePage}
          labels={labels}
        />
      )}
    </div>
  )
}

export {
  DataTable,
  createDataTableColumnHelper,
  dataTableFeatures,
  dataTableRowVariants,
  DATA_TABLE_DEFAULT_PAGINATION,
  type DataTableBulkActions,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableRowAction,
  type PaginationState,
  type SortingState,
}
