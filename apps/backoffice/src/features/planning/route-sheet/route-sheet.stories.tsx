import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { imperialUnits, unitsQuery } from "../../../stories/units.ts"
import { route, stop, stopProof } from "../components/planning-fixtures.ts"
import { RouteSheet } from "./route-sheet.tsx"

const outcomes: Record<number, string> = { 1: "Delivered" }

const driven = {
  ...route(1, [
    {
      ...stop(2, 1),
      eta: "2026-11-25T10:10:00Z",
      first_name: "Bruno",
      last_name: "Díaz",
      phone_number: "+525598765432",
    },
    {
      ...stop(1, 1),
      name: "Ana López",
      address: "Calle Madero 17, Centro, Ciudad de México",
      eta: "2026-11-25T09:30:00Z",
      time_window_start: "2026-11-25T09:00:00Z",
      time_window_end: "2026-11-25T12:00:00Z",
      pieces: 3,
      weight: 10.5,
      volume: 0.2,
      delivery_instructions: "Ring twice",
      status: "completed" as const,
      id_stop_outcome: 1,
      note: "Left at reception",
    },
  ]),
  driver: "Acme Deliveries Driver",
  car: "Acme Centro Van",
}
// Ana López's visit was finished with its proof.
driven.stops = driven.stops.map((s) =>
  s.id_stop === 1 ? { ...s, proof: stopProof() } : s
)

const meta = {
  title: "Back office/Planning/RouteSheet",
  component: RouteSheet,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    route: driven,
    outcomeName: (id) => (id === null ? "" : (outcomes[id] ?? "")),
  },
} satisfies Meta<typeof RouteSheet>
export default meta

type Story = StoryObj<typeof meta>

export const Driven: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "Route 1" })
    ).toBeInTheDocument()
    await expect(canvas.getByText("Acme Deliveries Driver")).toBeInTheDocument()
    await expect(canvas.getByText("Acme Centro Depot")).toBeInTheDocument()
    await expect(canvas.getByText("18.4 km")).toBeInTheDocument()
    const rows = within(
      canvas.getByRole("table", { name: "Stops of Route 1" })
    ).getAllByRole("row")
    // The header, then the stops in visiting order whatever order they came in.
    await expect(rows).toHaveLength(3)
    await expect(rows[1]).toHaveTextContent("Ana López")
    await expect(rows[1]).toHaveTextContent("Delivered · Left at reception")
    // The proof: who received it, the far-from-stop flag, and a link to it on the route page.
    await expect(rows[1]).toHaveTextContent("Lucía Pérez")
    await expect(rows[1]).toHaveTextContent("Completed 400 m from the stop")
    await expect(
      within(rows[1]!).getByRole("link", {
        name: /\/main\/routes\/1\?proof=1$/,
      })
    ).toHaveAttribute("href", `${window.location.origin}/main/routes/1?proof=1`)
    await expect(rows[2]).toHaveTextContent("Bruno Díaz")
    await expect(rows[2]).toHaveTextContent("On hold")
  },
}
/** The site counts in miles, pounds and cubic feet: the distance converted, amounts labelled. */
export const InTheSiteUnits: Story = {
  parameters: { queries: [unitsQuery(imperialUnits)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("11.4 mi")).toBeInTheDocument()
    const table = within(
      canvas.getByRole("table", { name: "Stops of Route 1" })
    )
    await expect(
      table.getByRole("columnheader", { name: "Weight (lb)" })
    ).toBeInTheDocument()
    await expect(
      table.getByRole("columnheader", { name: "Volume (ft³)" })
    ).toBeInTheDocument()
    // The amounts are the numbers typed, only labelled.
    await expect(table.getAllByRole("row")[1]).toHaveTextContent("10.5")
  },
}
/** A stop re-timed after its window closed is flagged beside its arrival. */
export const WithALateStop: Story = {
  args: {
    route: {
      ...driven,
      stops: [
        {
          ...driven.stops[0]!,
          eta: "2026-11-25T12:20:00Z",
          time_window_start: "2026-11-25T09:00:00Z",
          time_window_end: "2026-11-25T12:00:00Z",
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const [, row] = within(
      canvas.getByRole("table", { name: "Stops of Route 1" })
    ).getAllByRole("row")
    await expect(row).toHaveTextContent("late by 20 min")
  },
}
export const NoStops: Story = {
  args: { route: { ...route(2, []), depot: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("This route has no stops yet.")
    ).toBeInTheDocument()
  },
}
export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("table", { name: "Paradas de Route 1" })
    ).toBeInTheDocument()
    await expect(canvas.getByText("Conductor")).toBeInTheDocument()
  },
}
