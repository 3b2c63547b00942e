import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ComponentProps } from "react"
import { expect, fn, within } from "storybook/test"

import { useTableLabels } from "../../lib/use-table-labels.ts"
import { withApp } from "../../stories/app-decorator.tsx"
import {
  imperialUnits,
  tijuanaClientQuery,
  unitsQuery,
} from "../../stories/units.ts"
import type { AuditEvent } from "./audit-log-table.tsx"
import { AuditLogTable } from "./audit-log-table.tsx"

const event: AuditEvent = {
  id: 7,
  id_client: 1,
  id_user: 3,
  user_name: "Acme Planner",
  action: "update",
  entity: "subsidiaries",
  entityId: "2",
  before: { time_zone: "America/Mexico_City" },
  after: { time_zone: "America/Tijuana" },
  requestId: "req-7",
  apiKey: null,
  createdAt: "2026-11-25T08:00:00Z",
}

type Args = ComponentProps<typeof AuditLogTable>

/** The table as the screen gives it: its labels come with the list kit's spreads. */
function Table(args: Omit<Args, "labels">) {
  return <AuditLogTable {...args} labels={useTableLabels()} />
}

const meta = {
  title: "Back office/Audit/AuditLogTable",
  component: Table,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    data: [event],
    rowCount: 1,
    pagination: { pageIndex: 0, pageSize: 25 },
    onPaginationChange: fn(),
    search: "",
    onSearchChange: fn(),
  },
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

const whenOf = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole("table", {
    name: "Audit log",
  })
  return within(table)
    .getAllByRole("row")
    .find((r) => r.textContent?.includes("Acme Planner"))!
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = await whenOf(canvasElement)
    await expect(row).toHaveTextContent("subsidiaries #2")
    await expect(row).toHaveTextContent('{"time_zone":"America/Tijuana"}')
  },
}

/**
 * A client in Tijuana seen from a browser elsewhere (the runner's zone; issue 43): the change's
 * time is on the client's clock with its zone, 08:00 UTC on 25 November being midnight there.
 */
export const OnTheClientClock: Story = {
  parameters: {
    queries: [tijuanaClientQuery],
  },
  play: async ({ canvasElement }) => {
    await expect(await whenOf(canvasElement)).toHaveTextContent(
      /Nov 25, 2026, 12:00\sAM PST/
    )
  },
}

/** A client in Madrid: 9:00 AM there, an hour past UTC in November. */
export const OnAnotherClientClock: Story = {
  parameters: {
    queries: [
      unitsQuery({ ...imperialUnits, client_time_zone: "Europe/Madrid" }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await whenOf(canvasElement)).toHaveTextContent(
      /Nov 25, 2026, 9:00\sAM GMT\+1/
    )
  },
}

export const Empty: Story = {
  args: { data: [], rowCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Nothing recorded yet.")
    ).toBeVisible()
  },
}
