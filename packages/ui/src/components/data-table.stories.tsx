import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { PencilIcon, PlusIcon, RouteIcon, Trash2Icon } from "lucide-react"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { routeStatusFromFlags } from "../lib/route-status"
import { pick } from "../stories/locale"
import { routeTableLabels } from "../stories/table-labels"
import { Button } from "./button"
import {
  DATA_TABLE_DEFAULT_PAGINATION,
  DataTable,
  createDataTableColumnHelper,
  type PaginationState,
  type SortingState,
} from "./data-table"
import { EmptyState } from "./empty-state"
import { Progress } from "./progress"
import { StatusBadge } from "./status-badge"

type RouteRow = {
  id: number
  name: string
  driver: string
  stops: number
  started: boolean
  completed: boolean
  progress: number
}

const drivers = [
  "Ana López",
  "Luis Pérez",
  "Marta Ruiz",
  "Jorge Díaz",
  "Sofía Gil",
]
const zones = ["North", "South", "East", "West", "Centre", "Harbour", "Airport"]

const allRoutes: RouteRow[] = Array.from({ length: 137 }, (_, i) => {
  const started = i % 3 !== 0
  const completed = i % 5 === 0 && started
  return {
    id: i + 1,
    name: `${zones[i % zones.length]} ${String(i + 1).padStart(3, "0")}`,
    driver: drivers[i % drivers.length] ?? "",
    stops: 8 + ((i * 7) % 40),
    started,
    completed,
    progress: completed ? 100 : started ? (i * 13) % 100 : 0,
  }
})

/** A stand-in for the API: filters, sorts and pages on the "server". */
function queryRoutes(params: {
  pagination: PaginationState
  sorting: SortingState
  search: string
}) {
  const term = params.search.trim().toLowerCase()
  let rows = allRoutes.filter(
    (r) =>
      term === "" ||
      r.name.toLowerCase().includes(term) ||
      r.driver.toLowerCase().includes(term)
  )
  const sort = params.sorting[0]
  if (sort) {
    const key = sort.id as keyof RouteRow
    rows = [...rows].sort((a, b) => {
      const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0
      return sort.desc ? -order : order
    })
  }
  const start = params.pagination.pageIndex * params.pagination.pageSize
  return {
    rows: rows.slice(start, start + params.pagination.pageSize),
    total: rows.length,
  }
}

const helper = createDataTableColumnHelper<RouteRow>()

function useColumns(globals: Record<string, unknown>) {
  const locale = globals.locale === "es" ? "es" : "en"
  return React.useMemo(
    () => [
      helper.accessor("name", {
        header: pick(globals, "Route", "Ruta"),
        cell: (info) => (
          <span className="font-medium text-foreground">{info.getValue()}</span>
        ),
      }),
      helper.accessor("driver", {
        header: pick(globals, "Driver", "Conductor"),
      }),
      helper.accessor("stops", {
        header: pick(globals, "Stops", "Paradas"),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      helper.accessor((row) => routeStatusFromFlags(row), {
        id: "status",
        header: pick(globals, "Status", "Estado"),
        enableSorting: false,
        cell: (info) => {
          const status = info.getValue()
          const text = {
            pending: pick(globals, "Pending", "Pendiente"),
            "on-route": pick(globals, "On route", "En ruta"),
            completed: pick(globals, "Completed", "Completada"),
          }[status]
          return <StatusBadge status={status}>{text}</StatusBadge>
        },
      }),
      helper.accessor("progress", {
        header: pick(globals, "Progress", "Progreso"),
        cell: (info) => (
          <div className="flex w-32 items-center gap-2">
            <Progress
              className="flex-1"
              value={info.getValue()}
              size="sm"
              variant={info.getValue() === 100 ? "success" : "default"}
              aria-label={pick(globals, "Progress", "Progreso")}
            />
            <span className="w-9 text-right text-xs text-muted-foreground tabular-nums">
              {new Intl.NumberFormat(locale).format(info.getValue())}%
            </span>
          </div>
        ),
      }),
    ],
    [globals, locale]
  )
}

function ServerTable({
  globals,
  initialSearch = "",
  latency = 120,
  onEdit,
  onDelete,
}: {
  globals: Record<string, unknown>
  initialSearch?: string
  latency?: number
  onEdit?: (id: number) => void
  onDelete?: (id: number) => void
}) {
  const [pagination, setPagination] = React.useState(
    DATA_TABLE_DEFAULT_PAGINATION
  )
  const [sorting, setSorting] = React.useState<SortingState>([])
  const [search, setSearch] = React.useState(initialSearch)
  const [result, setResult] = React.useState<{
    key: string
    rows: RouteRow[]
    total: number
  }>({ key: "", rows: [], total: 0 })
  const columns = useColumns(globals)
  const requestKey = JSON.stringify({ pagination, sorting, search })
  const loading = result.key !== requestKey

  React.useEffect(() => {
    const timer = setTimeout(() => {
      setResult({
        key: requestKey,
        ...queryRoutes({ pagination, sorting, search }),
      })
    }, latency)
    return () => clearTimeout(timer)
  }, [requestKey, pagination, sorting, search, latency])

  return (
    <DataTable
      caption={pick(globals, "Routes", "Rutas")}
      columns={columns}
      data={result.rows}
      rowCount={result.total}
      getRowId={(row) => String(row.id)}
      loading={loading}
      pagination={pagination}
      onPaginationChange={setPagination}
      sorting={sorting}
      onSortingChange={setSorting}
      search={search}
      onSearchChange={setSearch}
      labels={routeTableLabels(globals)}
      toolbar={
        <Button size="sm">
          <PlusIcon />
          {pick(globals, "New route", "Nueva ruta")}
        </Button>
      }
      rowActions={(row) => [
        {
          id: "edit",
          label: pick(globals, "Edit", "Editar"),
          icon: <PencilIcon />,
          onSelect: () => onEdit?.(row.id),
        },
        {
          id: "delete",
          label: pick(globals, "Delete", "Eliminar"),
          icon: <Trash2Icon />,
          destructive: true,
          onSelect: () => onDelete?.(row.id),
        },
      ]}
      empty={
        <EmptyState
          size="sm"
          icon={<RouteIcon />}
          title={pick(globals, "No routes found", "No se encontraron rutas")}
          description={pick(
            globals,
            "Try another search or create a route.",
            "Prueba otra búsqueda o crea una ruta."
          )}
        />
      }
    />
  )
}

const meta = {
  title: "UI/DataTable",
  component: ServerTable,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: { globals: {}, onEdit: fn(), onDelete: fn() },
  // `globals` is the toolbar state, passed in by `render`, not a control.
  argTypes: { globals: { table: { disable: true } } },
  render: (args, { globals }) => <ServerTable {...args} globals={globals} />,
} satisfies Meta<typeof ServerTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const ServerSide: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Routes" })
    await waitFor(() => expect(table).not.toHaveAttribute("aria-busy"))
    const info = canvas.getByText("1–25 of 137")
    await expect(within(table).getAllByRole("row")).toHaveLength(26)
    await expect(canvas.getByLabelText("Rows per page")).toHaveValue("25")

    await userEvent.click(canvas.getByRole("button", { name: "Next page" }))
    await waitFor(() => expect(info).toHaveTextContent("26–50 of 137"))
    await expect(await within(table).findByText("North 029")).toBeVisible()

    await userEvent.click(canvas.getByRole("button", { name: "Last page" }))
    await waitFor(() => expect(info).toHaveTextContent("126–137 of 137"))
    await expect(
      canvas.getByRole("button", { name: "Next page" })
    ).toBeDisabled()

    await userEvent.selectOptions(canvas.getByLabelText("Rows per page"), "50")
    await waitFor(() => expect(info).toHaveTextContent("1–50 of 137"))
  },
}

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Routes" })
    await waitFor(() => expect(table).not.toHaveAttribute("aria-busy"))
    const header = canvas.getByRole("columnheader", { name: /Stops/ })
    await userEvent.click(within(header).getByRole("button"))
    await waitFor(() =>
      expect(header).toHaveAttribute("aria-sort", "ascending")
    )
    await waitFor(() => expect(table).not.toHaveAttribute("aria-busy"))
    const firstRow = () => within(table).getAllByRole("row")[1] as HTMLElement
    await expect(within(firstRow()).getByText("8")).toBeVisible()
    await userEvent.click(within(header).getByRole("button"))
    await waitFor(() =>
      expect(header).toHaveAttribute("aria-sort", "descending")
    )
    await waitFor(() => expect(table).not.toHaveAttribute("aria-busy"))
    await expect(within(firstRow()).getByText("47")).toBeVisible()
    const status = canvas.getByRole("columnheader", { name: "Status" })
    await expect(within(status).queryByRole("button")).toBeNull()
  },
}

export const Search: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Routes" })
    await waitFor(() => expect(table).not.toHaveAttribute("aria-busy"))
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }))
    await userEvent.type(canvas.getByLabelText("Search routes"), "harbour")
    await waitFor(() =>
      expect(canvas.getByText(/^1–\d+ of 19$/)).toBeInTheDocument()
    )
    await userEvent.clear(canvas.getByLabelText("Search routes"))
    await userEvent.type(canvas.getByLabelText("Search routes"), "zzz")
    await expect(await canvas.findByText("No routes found")).toBeVisible()
    await expect(canvas.getByText("0–0 of 0")).toBeVisible()
  },
}

export const RowActions: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole("table", { name: "Routes" })
    await waitFor(() => expect(table).not.toHaveAttribute("aria-busy"))
    const [firstActions] = canvas.getAllByRole("button", {
      name: "Route actions",
    })
    await userEvent.click(firstActions as HTMLElement)
    await userEvent.click(
      await screen.findByRole("menuitem", { name: "Delete" })
    )
    await expect(args.onDelete).toHaveBeenCalledWith(1)
    firstActions?.focus()
    await userEvent.keyboard("{Enter}")
    await screen.findByRole("menu")
    await userEvent.keyboard("{Enter}")
    await expect(args.onEdit).toHaveBeenCalledWith(1)
  },
}

export const Loading: Story = {
  args: { latency: 60_000 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Routes" })
    await expect(table).toHaveAttribute("aria-busy", "true")
    await expect(canvas.getAllByRole("row")).toHaveLength(6)
  },
}

export const Empty: Story = {
  args: { initialSearch: "no such route" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No routes found")).toBeVisible()
    await expect(
      canvas.getByRole("button", { name: "Next page" })
    ).toBeDisabled()
    await expect(
      canvas.getByRole("button", { name: "Previous page" })
    ).toBeDisabled()
  },
}

const manyRoutes: RouteRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `${zones[i % zones.length]} ${String(i + 1).padStart(5, "0")}`,
  driver: drivers[i % drivers.length] ?? "",
  stops: 8 + ((i * 7) % 40),
  started: false,
  completed: false,
  progress: 0,
}))

function LongList({ globals }: { globals: Record<string, unknown> }) {
  const columns = useColumns(globals)
  return (
    <DataTable
      caption={pick(globals, "Routes", "Rutas")}
      columns={columns}
      data={manyRoutes}
      getRowId={(row) => String(row.id)}
      paging={false}
      virtualize
      maxHeight="480px"
      labels={routeTableLabels(globals)}
      empty={pick(globals, "No routes", "Sin rutas")}
    />
  )
}

/** 10,000 rows at once: only the rows in view are in the page, the rest come in as it scrolls. */
export const TenThousandRows: Story = {
  render: (_, { globals }) => <LongList globals={globals} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Routes" })
    await expect(table).toHaveAttribute("aria-rowcount", "10001")
    await waitFor(() =>
      expect(within(table).getByText("North 00001")).toBeVisible()
    )
    const rendered = within(table).getAllByRole("row").length
    await expect(rendered).toBeLessThan(60)
    const scroller = table.parentElement as HTMLElement
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(() =>
      expect(within(table).getByText("West 10000")).toBeInTheDocument()
    )
    await expect(within(table).queryByText("North 00001")).toBeNull()
  },
}

function LocalTable({
  globals,
  onDelete,
}: {
  globals: Record<string, unknown>
  onDelete: (ids: number[]) => void
}) {
  const columns = useColumns(globals)
  return (
    <DataTable
      caption={pick(globals, "Routes", "Rutas")}
      columns={columns}
      data={allRoutes}
      getRowId={(row) => String(row.id)}
      labels={routeTableLabels(globals)}
      empty={pick(globals, "No routes", "Sin rutas")}
      bulkActions={{
        rowName: (row) => row.name,
        actions: (rows) => [
          {
            id: "delete",
            label: pick(globals, "Delete", "Eliminar"),
            destructive: true,
            onSelect: () => onDelete(rows.map((row) => row.id)),
          },
        ],
      }}
    />
  )
}

/** Every row given at once: the table pages them itself. Rows are checked for bulk actions. */
export const BulkSelection: Story = {
  render: (args, { globals }) => (
    <LocalTable globals={globals} onDelete={args.onDelete ?? (() => {})} />
  ),
  args: { onDelete: fn() },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole("table", { name: "Routes" })
    await expect(canvas.getByText("1–25 of 137")).toBeVisible()
    await expect(within(table).getAllByRole("row")).toHaveLength(26)
    await userEvent.click(canvas.getByLabelText("Select North 001"))
    await userEvent.click(canvas.getByLabelText("Select South 002"))
    await expect(canvas.getByRole("status")).toHaveTextContent("2 selected")
    await userEvent.click(canvas.getByRole("button", { name: "Delete" }))
    await expect(args.onDelete).toHaveBeenCalledWith([1, 2])

    const all = canvas.getByLabelText("Select every route of the page")
    await expect(all).toHaveProperty("indeterminate", true)
    await userEvent.click(all)
    await expect(canvas.getByRole("status")).toHaveTextContent("25 selected")
    await userEvent.click(
      canvas.getByRole("button", { name: "Clear the selection" })
    )
    await expect(canvas.queryByRole("status")).toBeNull()

    await userEvent.click(canvas.getByLabelText("Select North 001"))
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }))
    await expect(canvas.getByText("26–50 of 137")).toBeVisible()
    await expect(canvas.queryByRole("status")).toBeNull()
  },
}

/** The rows could not be loaded: the message stands where the rows would. */
export const LoadError: Story = {
  render: (_, { globals }) => (
    <DataTable
      caption={pick(globals, "Routes", "Rutas")}
      columns={[]}
      data={[]}
      rowCount={0}
      labels={routeTableLabels(globals)}
      error={pick(
        globals,
        "The routes could not be loaded.",
        "No se pudieron cargar las rutas."
      )}
      empty={pick(globals, "No routes", "Sin rutas")}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The routes could not be loaded."
    )
    await expect(canvas.queryByText("No routes")).toBeNull()
  },
}
