import { DndContext } from "@dnd-kit/core"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { routeColor } from "../route-colors.ts"
import { PlanUnassignedList, RouteStopsCard } from "./plan-lists.tsx"
import { UNASSIGNED_COLOR } from "./unassigned-list.tsx"
import { boardPlan } from "./workspace-fixtures.ts"

const lists = {
  colorOf: (id_route: number | null) =>
    id_route === null ? UNASSIGNED_COLOR : routeColor(id_route - 1),
  selected: new Set<number>(),
  onToggleStop: fn(),
  menuOf: () => ({ routes: [] }),
}

const selectStops = fn()

const meta = {
  title: "Back office/Planning/PlanLists",
  component: RouteStopsCard,
  tags: ["autodocs"],
  decorators: [withApp, (Story) => <DndContext>{Story()}</DndContext>],
  args: {
    lists,
    route: boardPlan.routes[0]!,
    expanded: true,
    onExpandedChange: fn(),
    onOpen: fn(),
  },
  render: (args) => (
    <ul className="max-w-md">
      <RouteStopsCard {...args} />
    </ul>
  ),
} satisfies Meta<typeof RouteStopsCard>
export default meta

type Story = StoryObj<typeof meta>

/** A route's card with its stops listed under it. */
export const RouteWithItsStops: Story = {
  play: async ({ canvasElement }) => {
    const stops = within(canvasElement).getByRole("list", {
      name: "Stops of Route 1",
    })
    await expect(within(stops).getByText("Customer 1")).toBeVisible()
  },
}

/** A route chosen for "optimize the chosen routes". */
export const Chosen: Story = {
  args: { chosen: true, onSelectedChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("checkbox", {
        name: "Choose Route 1 to optimize",
      })
    ).toBeChecked()
  },
}

/** The stops on no route: selecting them all hands every one back. */
export const StopsOnNoRoute: Story = {
  render: () => (
    <div className="max-w-md">
      <PlanUnassignedList
        stops={boardPlan.stops}
        lists={lists}
        onSelectStops={selectStops}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("checkbox", { name: "Select every stop on no route" })
    )
    await expect(selectStops).toHaveBeenCalledWith([7, 8, 9])
  },
}
