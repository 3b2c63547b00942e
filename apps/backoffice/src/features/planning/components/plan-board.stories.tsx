import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { routeColor } from "../route-colors.ts"
import type { DropTarget } from "../drop-target.ts"
import { PlanBoard } from "./plan-board.tsx"
import { RouteCard } from "./route-card.tsx"
import { SortableStopList } from "./sortable-stop-list.tsx"
import { UNASSIGNED_COLOR, UnassignedList } from "./unassigned-list.tsx"
import { boardPlan } from "./workspace-fixtures.ts"

const colorOf = (id_route: number | null) =>
  id_route === null ? UNASSIGNED_COLOR : routeColor(id_route - 1)

/** The side panel of the workspace: the route cards with their stops, then the stops on no route. */
function Board({
  plan,
  selected,
}: Pick<Parameters<typeof PlanBoard>[0], "plan" | "selected">) {
  return (
    <div className="grid max-w-md content-start gap-3">
      <ul className="grid gap-2" aria-label="Routes of Monday deliveries">
        {plan.routes.map((route) => (
          <RouteCard
            key={route.id_route}
            route={route}
            color={colorOf(route.id_route)}
            expanded
            onExpandedChange={() => {}}
            selected={false}
            onOpen={() => {}}
          >
            <SortableStopList
              id_route={route.id_route}
              stops={route.stops}
              color={colorOf(route.id_route)}
              selected={selected}
              label={`Stops of ${route.name}`}
            />
          </RouteCard>
        ))}
      </ul>
      <UnassignedList
        stops={plan.stops}
        selected={selected}
        onToggle={() => {}}
        onSelectAll={() => {}}
      />
    </div>
  )
}

const meta = {
  title: "Back office/Planning/PlanBoard",
  component: PlanBoard,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    plan: boardPlan,
    selected: new Set<number>(),
    colorOf,
    onMove: fn(),
    children: null,
  },
  render: (args) => (
    <PlanBoard {...args}>
      <Board plan={args.plan} selected={args.selected} />
    </PlanBoard>
  ),
} satisfies Meta<typeof PlanBoard>
export default meta

type Story = StoryObj<typeof meta>

/**
 * Picks up `name`'s stop with Space from `place` and presses the down arrow `presses` times until
 * it is over `to`, as a keyboard user does. Each step waits for its announcement (the live region
 * says only the last).
 */
const pickUpAndMoveDown = async (
  name: string,
  [place, to]: [string, string],
  presses = 1
) => {
  const handle = await screen.findByRole("button", { name: `Drag ${name}` })
  handle.focus()
  await waitFor(() => expect(handle).toHaveFocus())
  await userEvent.keyboard("[Space]")
  // Over its own place, the pick-up is what is said (the first story of a run also waits for
  // the drag-and-drop code to load, within the default wait).
  await screen.findByText(`Picked up ${name}.`)
  await expect(screen.queryByText(`${name} is over ${place}.`)).toBeNull()
  for (let press = 0; press < presses; press++) {
    await userEvent.keyboard("[ArrowDown]")
    await new Promise(requestAnimationFrame)
  }
  await screen.findByText(`${name} is over ${to}.`)
}

/** Moves `name`'s stop down with the keyboard, drops it with Space, and checks what onMove gets. */
const moveDown =
  (
    name: string,
    places: [string, string],
    ids: number[],
    target: DropTarget,
    presses = 1
  ): Story["play"] =>
  async ({ args }) => {
    await pickUpAndMoveDown(name, places, presses)
    await userEvent.keyboard("[Space]")
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(ids, target))
    await expect(args.onMove).toHaveBeenCalledTimes(1)
    await screen.findByText(`${name} was dropped on ${places[1]}.`)
  }

export const MoveDownWithKeyboard: Story = {
  play: moveDown("Customer 1", ["Route 1, place 1", "Route 1, place 2"], [1], {
    id_route: 1,
    index: 1,
  }),
}

export const MoveToAnotherRouteWithKeyboard: Story = {
  play: moveDown("Customer 3", ["Route 1, place 3", "Route 2, place 1"], [3], {
    id_route: 2,
    index: 0,
  }),
}

/**
 * Below the last route's last stop are the stops on no route. It takes two presses: the first
 * reaches the list's header, where the stop's own place is still the nearest.
 */
export const MoveToNoRouteWithKeyboard: Story = {
  play: moveDown(
    "Customer 6",
    ["Route 2, place 3", "no route"],
    [6],
    { id_route: null },
    2
  ),
}

/** Dragging a selected stop moves every selected stop, in the board's order. */
export const MoveSelectedWithKeyboard: Story = {
  args: { selected: new Set([8, 1]) },
  play: moveDown(
    "Customer 1",
    ["Route 1, place 1", "Route 1, place 2"],
    [1, 8],
    { id_route: 1, index: 1 }
  ),
}

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await pickUpAndMoveDown("Customer 1", [
      "Route 1, place 1",
      "Route 1, place 2",
    ])
    await userEvent.keyboard("[Escape]")
    await screen.findByText("Moving Customer 1 was cancelled.")
    await expect(args.onMove).not.toHaveBeenCalled()
  },
}
