import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from "lucide-react"

import { IconButton } from "./icon-button"

type PagerLabels = {
  rowsPerPage: string
  /** e.g. ({ from, to, total }) => `${from}–${to} of ${total}` */
  pageInfo: (range: { from: number; to: number; total: number }) => string
  firstPage: string
  previousPage: string
  nextPage: string
  lastPage: string
}

/** A table's footer: rows per page, "from–to of total" and the four page buttons. */
function DataTablePager({
  id,
  pageIndex,
  pageSize,
  rowCount,
  pageSizeOptions,
  onChange,
  labels,
}: {
  id: string
  pageIndex: number
  pageSize: number
  rowCount: number
  pageSizeOptions: number[]
  onChange: (pagination: { pageIndex: number; pageSize: number }) => void
  labels: PagerLabels
}) {
  const lastPage = Math.max(0, Math.ceil(rowCount / pageSize) - 1)
  const from = rowCount === 0 ? 0 : pageIndex * pageSize + 1
  const to = Math.min(rowCount, (pageIndex + 1) * pageSize)
  const go = (page: number) => onChange({ pageIndex: page, pageSize })
  const buttons = [
    { label: labels.firstPage, page: 0, icon: <ChevronsLeftIcon /> },
    {
      label: labels.previousPage,
      page: pageIndex - 1,
      icon: <ChevronLeftIcon />,
    },
    { label: labels.nextPage, page: pageIndex + 1, icon: <ChevronRightIcon /> },
    { label: labels.lastPage, page: lastPage, icon: <ChevronsRightIcon /> },
  ]
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 border-t px-3 py-2 text-sm text-muted-foreground">
      <div className="flex items-center gap-2">
        <label htmlFor={id}>{labels.rowsPerPage}</label>
        <select
          id={id}
          value={pageSize}
          onChange={(e) =>
            onChange({ pageIndex: 0, pageSize: Number(e.target.value) })
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
        {buttons.map((button) => (
          <IconButton
            key={button.label}
            size="sm"
            label={button.label}
            disabled={
              button.page < 0 ||
              button.page > lastPage ||
              button.page === pageIndex
            }
            onClick={() => go(button.page)}
          >
            {button.icon}
          </IconButton>
        ))}
      </div>
    </div>
  )
}

export { DataTablePager, type PagerLabels }
