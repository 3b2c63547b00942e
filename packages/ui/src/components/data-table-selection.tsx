import * as React from "react"
import { XIcon } from "lucide-react"

import { Button } from "./button"
import type { DataTableRowAction } from "./data-table-row-actions"
import { IconButton } from "./icon-button"

type SelectionLabels = {
  /** Accessible name of the header checkbox (every row of the page). */
  selectAll: string
  /** Accessible name of a row's checkbox, from the row's name. */
  selectRow: (name: string) => string
  /** e.g. (3) => "3 selected" */
  selected: (count: number) => string
  clearSelection: string
}

type DataTableBulkActions<TData> = {
  /** Names a row for its checkbox ("Select North 001"). */
  rowName: (row: TData) => string
  /** The actions for the checked rows of the page. */
  actions: (rows: TData[]) => DataTableRowAction[]
}

type RowSelection<TData> = {
  isChecked: (row: TData) => boolean
  toggle: (row: TData, checked: boolean) => void
  setAll: (rows: TData[], checked: boolean) => void
  checkedIn: (rows: TData[]) => TData[]
  clear: () => void
}

/**
 * Which rows are checked, by row object; rows that leave the page (a refetch, another page) stop
 * counting as checked.
 */
function useRowSelection<TData>(): RowSelection<TData> {
  const [checked, setChecked] = React.useState<ReadonlySet<TData>>(
    () => new Set()
  )
  return React.useMemo(
    () => ({
      isChecked: (row) => checked.has(row),
      toggle: (row, on) =>
        setChecked((previous) => {
          const next = new Set(previous)
          if (on) next.add(row)
          else next.delete(row)
          return next
        }),
      setAll: (rows, on) => setChecked(new Set(on ? rows : [])),
      checkedIn: (rows) => rows.filter((row) => checked.has(row)),
      clear: () =>
        setChecked((previous) => (previous.size ? new Set() : previous)),
    }),
    [checked]
  )
}

const checkboxClass =
  "size-4 cursor-pointer accent-primary align-middle focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"

/** The header checkbox: checks or unchecks every row of the page. */
function SelectAllBox<TData>({
  rows,
  selection,
  label,
}: {
  rows: TData[]
  selection: RowSelection<TData>
  label: string
}) {
  const count = selection.checkedIn(rows).length
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={checkboxClass}
      checked={rows.length > 0 && count === rows.length}
      ref={(input) => {
        if (input) input.indeterminate = count > 0 && count < rows.length
      }}
      onChange={(e) => selection.setAll(rows, e.target.checked)}
    />
  )
}

/** A row's checkbox. */
function SelectRowBox<TData>({
  row,
  selection,
  label,
}: {
  row: TData
  selection: RowSelection<TData>
  label: string
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={checkboxClass}
      checked={selection.isChecked(row)}
      onChange={(e) => selection.toggle(row, e.target.checked)}
    />
  )
}

/** "3 selected", the actions for them, and a way to uncheck them all. */
function SelectionBar<TData>({
  rows,
  bulkActions,
  labels,
  onClear,
}: {
  rows: TData[]
  bulkActions: DataTableBulkActions<TData>
  labels: SelectionLabels
  onClear: () => void
}) {
  return (
    <div
      data-slot="data-table-selection"
      className="flex flex-wrap items-center gap-3 border-b bg-accent/50 px-3 py-2 text-sm"
    >
      <span role="status" className="font-medium tabular-nums">
        {labels.selected(rows.length)}
      </span>
      {bulkActions.actions(rows).map((action) => (
        <Button
          key={action.id}
          size="sm"
          variant={action.destructive ? "destructive" : "outline"}
          disabled={action.disabled}
          onClick={action.onSelect}
        >
          {action.icon}
          {action.label}
        </Button>
      ))}
      <IconButton
        size="sm"
        className="ml-auto"
        label={labels.clearSelection}
        onClick={onClear}
      >
        <XIcon />
      </IconButton>
    </div>
  )
}

export type { DataTableBulkActions, RowSelection, SelectionLabels }
export { SelectAllBox, SelectRowBox, SelectionBar, useRowSelection }
