import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import type { ScenarioFigures } from "../api/scenarios.ts"
import { ScenarioComparison } from "./scenario-comparison.tsx"

const plan: ScenarioFigures = {
  id_optimization: 1,
  name: "Week 48",
  scenario_of: null,
  horizon_days: 5,
  distance: 412_300,
  working_time: 40 * 3600,
  service_time: 15 * 3600,
  routes_used: 10,
  planned: 118,
  unassigned: 2,
  late: 3,
  balance: 2 * 3600,
  drivers_changed: 0,
  cost: 5_310.4,
  cost_per_stop: 45.0034,
}
const twoVans: ScenarioFigures = {
  ...plan,
  id_optimization: 2,
  name: "Two more vans",
  scenario_of: 1,
  distance: 389_900,
  working_time: 38 * 3600,
  routes_used: 12,
  planned: 120,
  unassigned: 0,
  late: 0,
  balance: 3600,
  drivers_changed: 14,
  cost: 5_880,
  cost_per_stop: 49,
}

const meta = {
  title: "Back office/Scenarios/ScenarioComparison",
  component: ScenarioComparison,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    figures: [plan, twoVans],
    current: 1,
    canPromote: true,
    canDelete: true,
    onOpen: fn(),
    onPromote: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof ScenarioComparison>

export default meta
type Story = StoryObj<typeof meta>

/** The figure row's cells, in the plans' order. */
const row = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("row", { name: new RegExp(name) }))
    .getAllByRole("cell")
    .map((cell) => cell.textContent)

/** The plan and a scenario side by side; promoting asks first. */
export const SideBySide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(row(canvasElement, "^Distance")).toEqual([
      "412.3 km",
      "389.9 km",
    ])
    await expect(row(canvasElement, "Driving and waiting")).toEqual([
      "25 h",
      "23 h",
    ])
    await expect(row(canvasElement, "^Cost [0-9]")).toEqual([
      "5,310.4",
      "5,880",
    ])
    await expect(row(canvasElement, "^Cost per stop")).toEqual(["45", "49"])
    await expect(row(canvasElement, "Unassigned")).toEqual(["2", "0"])
    await expect(row(canvasElement, "Late")).toEqual(["3", "0"])
    await expect(row(canvasElement, "Drivers changed")).toEqual(["0", "14"])
    await userEvent.click(
      canvas.getByRole("button", { name: "Promote Two more vans" })
    )
    const dialog = within(await within(document.body).findByRole("alertdialog"))
    await expect(
      dialog.getByText("Promote “Two more vans” to be the plan?")
    ).toBeVisible()
    await userEvent.click(dialog.getByRole("button", { name: "Promote" }))
    await expect(args.onPromote).toHaveBeenCalledWith(2)
  },
}

/** The best of each figure is marked: the lower cost per stop; a plan with no stop has none. */
export const BestCostPerStop: Story = {
  args: {
    figures: [
      plan,
      twoVans,
      {
        ...twoVans,
        id_optimization: 3,
        name: "Empty",
        planned: 0,
        cost: 0,
        cost_per_stop: null,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const cells = within(
      within(canvasElement).getByRole("row", { name: /^Cost per stop/ })
    ).getAllByRole("cell")
    await expect(cells.map((c) => c.textContent)).toEqual(["45", "49", "—"])
    await expect(
      cells.map((c) => c.className.includes("font-semibold"))
    ).toEqual([true, false, false])
  },
}

/** Deleting a scenario asks first; the plan has no promote or delete. */
export const DeleteAScenario: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.queryByRole("button", { name: "Delete Week 48" })
    ).toBeNull()
    await userEvent.click(
      canvas.getByRole("button", { name: "Delete Two more vans" })
    )
    const dialog = within(await within(document.body).findByRole("alertdialog"))
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }))
    await expect(args.onDelete).toHaveBeenCalledWith(2)
  },
}

/** A role that may not promote or delete only compares and opens. */
export const ReadOnly: Story = {
  args: { canPromote: false, canDelete: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("button", { name: /Promote/ })).toBeNull()
    await expect(canvas.queryByRole("button", { name: /Delete/ })).toBeNull()
    await userEvent.click(
      canvas.getByRole("button", { name: "Open Two more vans" })
    )
    await expect(args.onOpen).toHaveBeenCalledWith(2)
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, "^Distancia")).toEqual([
      "412,3 km",
      "389,9 km",
    ])
    await expect(row(canvasElement, "^Costo por parada")).toEqual(["45", "49"])
    await expect(
      within(canvasElement).getByRole("button", {
        name: "Promover Two more vans",
      })
    ).toBeVisible()
  },
}
