import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ComponentProps } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { withApp } from "../../../stories/app-decorator.tsx"
import { withRouter } from "../../../stories/router-decorator.tsx"
import { unitsInZone, unitsQuery } from "../../../stories/units.ts"
import { route } from "./planning-fixtures.ts"
import { RoutesTable } from "./routes-table.tsx"

const routes = [
  { ...route(1, []), name: "North loop", stops_count: 12 },
  {
    ...route(2, []),
    name: "South loop",
    status_route: 2,
    progress: 40,
    stops_count: 10,
    driver: "Acme Deliveries Driver",
    car: "Acme Centro Van",
    started: "2026-11-25T08:05:00Z",
  },
  {
    ...route(3, []),
    name: "Airport run",
    status_route: 3,
    progress: 100,
    stops_count: 4,
    driver: "Ana López",
    car: "Acme Norte Truck",
  },
]

type Args = ComponentProps<typeof RoutesTable>

/** The table as a screen gives it: its labels come with the list kit's spreads. */
function Table(args: Omit<Args, "labels">) {
  return <RoutesTable {...args} labels={useTableLabels()} />
}

const meta = {
  title: "Back office/Planning/RoutesTable",
  component: Table,
  tags: ["autodocs"],
  decorators: [withApp, withRouter],
  args: {
    data: routes,
    rowCount: 43,
    pagination: { pageIndex: 0, pageSize: 25 },
    onPaginationChange: fn(),
    search: "",
    onSearchChange: fn(),
    empty: "This site has no routes yet. Routes are made in an optimization.",
  },
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole("table", { name: "Routes" })
    const south = within(table).getByRole("link", { name: "South loop" })
    await expect(south).toHaveAttribute("href", "/main/routes/2")
    const row = within(table)
      .getAllByRole("row")
      .find((r) => r.textContent?.includes("South loop"))!
    await expect(within(row).getByText("On route")).toBeVisible()
    await expect(within(row).getByText("Acme Deliveries Driver")).toBeVisible()
    await expect(within(row).getByText("Acme Centro Van")).toBeVisible()
    await expect(
      within(row).getByRole("progressbar", {
        name: "Completed stops of South loop",
      })
    ).toHaveAttribute("aria-valuenow", "40")
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }))
    await expect(args.onPaginationChange).toHaveBeenCalledWith({
      pageIndex: 1,
      pageSize: 25,
    })
  },
}

/**
 * The routes of a site in Tijuana seen from a browser elsewhere (issue 43): each date is on
 * Tijuana's clock, with its zone: 08:00 UTC on 25 November is midnight there.
 */
export const OnTheSiteClock: Story = {
  parameters: { queries: [unitsQuery(unitsInZone("America/Tijuana"))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole("table", { name: "Routes" })
    const row = within(table)
      .getAllByRole("row")
      .find((r) => r.textContent?.includes("North loop"))!
    await expect(row).toHaveTextContent(/Nov 25, 2026, 12:00\sAM PST/)
  },
}

export const Empty: Story = {
  args: { data: [], rowCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        "This site has no routes yet. Routes are made in an optimization."
      )
    ).toBeVisible()
  },
}

export const Loading: Story = { args: { data: [], rowCount: 0, loading: true } }

export const LoadFailed: Story = {
  args: { data: [], rowCount: 0, error: "This list could not be loaded." },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  args: {
    empty:
      "Esta sucursal aún no tiene rutas. Las rutas se crean en una optimización.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole("table", { name: "Rutas" })
    await expect(within(table).getByText("En ruta")).toBeVisible()
    await expect(
      within(table).getByRole("columnheader", { name: "Conductor" })
    ).toBeVisible()
  },
}
