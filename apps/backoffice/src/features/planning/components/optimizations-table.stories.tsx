import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ComponentProps } from "react"
import { expect, fn, within } from "storybook/test"

import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { withApp } from "../../../stories/app-decorator.tsx"
import { withRouter } from "../../../stories/router-decorator.tsx"
import { unitsInZone, unitsQuery } from "../../../stories/units.ts"
import type { OptimizationSummary } from "../api/optimizations.ts"
import { OptimizationsTable } from "./optimizations-table.tsx"

const optimization = (
  id_optimization: number,
  name: string,
  createdAt: string
): OptimizationSummary => ({
  id_optimization,
  id_client: 1,
  id_subsidiary: 1,
  subsidiary: "Acme Centro",
  name,
  method: id_optimization % 2 === 0 ? 2 : 1,
  horizon_days: 1,
  scenario_of: null,
  routes_quantity: 2,
  stops_quantity: 24,
  optimization_state: 3,
  createdAt,
})

type Args = ComponentProps<typeof OptimizationsTable>

/** The table as the screen gives it: its labels come with the list kit's spreads. */
function Table(args: Omit<Args, "labels">) {
  return <OptimizationsTable {...args} labels={useTableLabels()} />
}

const meta = {
  title: "Back office/Planning/OptimizationsTable",
  component: Table,
  tags: ["autodocs"],
  decorators: [withApp, withRouter],
  args: {
    data: [
      optimization(1, "Tuesday deliveries", "2026-11-25T08:00:00Z"),
      optimization(2, "Wednesday from the sheet", "2026-11-26T17:30:00Z"),
    ],
    rowCount: 2,
    pagination: { pageIndex: 0, pageSize: 25 },
    onPaginationChange: fn(),
    search: "",
    onSearchChange: fn(),
    empty: "No optimizations yet.",
  },
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", {
      name: "Optimizations",
    })
    await expect(
      within(table).getByRole("link", { name: "Tuesday deliveries" })
    ).toHaveAttribute("href", "/main/optimizations/1")
    await expect(within(table).getByText("Spreadsheet")).toBeVisible()
  },
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole("row")
    .find((r) => r.textContent?.includes(name))!

/**
 * A site in Tijuana seen from a browser elsewhere (the runner's zone; issue 43): each
 * optimization's time is on Tijuana's clock with its zone, 08:00 UTC on 25 November being
 * midnight there and 17:30 UTC on the 26th 9:30 AM.
 */
export const OnTheSiteClock: Story = {
  parameters: { queries: [unitsQuery(unitsInZone("America/Tijuana"))] },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", {
      name: "Optimizations",
    })
    await expect(rowOf(table, "Tuesday deliveries")).toHaveTextContent(
      /Nov 25, 2026, 12:00\sAM PST/
    )
    await expect(rowOf(table, "Wednesday from the sheet")).toHaveTextContent(
      /Nov 26, 2026, 9:30\sAM PST/
    )
  },
}

/** The same site in Madrid, a zone on the other side of the runner's. */
export const OnAnotherSiteClock: Story = {
  parameters: { queries: [unitsQuery(unitsInZone("Europe/Madrid"))] },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", {
      name: "Optimizations",
    })
    await expect(rowOf(table, "Wednesday from the sheet")).toHaveTextContent(
      /Nov 26, 2026, 6:30\sPM GMT\+1/
    )
  },
}

export const Empty: Story = {
  args: { data: [], rowCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No optimizations yet.")
    ).toBeVisible()
  },
}
