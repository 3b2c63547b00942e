import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import {
  LiveEtasContext,
  PredictedLatenessContext,
} from "../../live-map/predicted-lateness.ts"
import { routeColor } from "../route-colors.ts"
import { stop } from "./planning-fixtures.ts"
import { StopRow, type StopMenu } from "./stop-row.tsx"
import { plannedStop } from "./workspace-fixtures.ts"

const menu = {
  routes: [{ id_route: 2, name: "Route 2" }],
  onMoveTo: fn(),
  onMoveUp: fn(),
  onMoveDown: fn(),
  onRelocate: fn(),
  onDelete: fn(),
}

const meta = {
  title: "Back office/Planning/StopRow",
  component: StopRow,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <ul className="max-w-md rounded-lg border" aria-label="Stops of Route 1">
        <Story />
      </ul>
    ),
    withApp,
  ],
  args: {
    stop: plannedStop(2, "08:55", "09:10", ["08:30", "10:00"]),
    color: routeColor(0),
    selected: false,
    onToggle: fn(),
    menu: (): StopMenu => menu,
  },
} satisfies Meta<typeof StopRow>
export default meta

type Story = StoryObj<typeof meta>

/** Opens the row's menu and answers its items. */
const openMenu = async () => {
  await userEvent.click(
    screen.getByRole("button", { name: "Actions for Customer 2" })
  )
  return screen.findAllByRole("menuitem")
}

/** The names of the menu's items, once it is open. */
const menuItems = async () =>
  (await openMenu()).map((item) => item.textContent?.trim())

/** Opens the row's menu and chooses `item`. */
const choose = async (item: string) => {
  await openMenu()
  await userEvent.click(screen.getByRole("menuitem", { name: item }))
}

export const WithArrivalAndWindow: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole("listitem", { name: "Customer 2" })
    await expect(row).toHaveTextContent(
      /^2Customer 2Street 2 · arrives 8:55\sAM · window 8:30\sAM–10:00\sAM$/
    )
    const select = canvas.getByRole("checkbox", { name: "Select Customer 2" })
    await expect(select).not.toBeChecked()
    await userEvent.click(select)
    await expect(args.onToggle).toHaveBeenCalled()
  },
}

/** Planned after its window closed: the row says by how long, in the destructive colour. */
export const LateForItsWindow: Story = {
  args: { stop: plannedStop(2, "10:12", "10:27", ["08:30", "10:00"]) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("listitem", { name: "Customer 2" })
    ).toHaveTextContent(
      /arrives 10:12\sAM · window 8:30\sAM–10:00\sAM · late by 12 min$/
    )
    await expect(canvas.getByTestId("late-2")).toHaveClass("text-destructive")
  },
}

/** On the road, the driver's latest position predicts it after its window: the row says so. */
export const PredictedLateOnTheRoad: Story = {
  decorators: [
    (Story) => (
      <PredictedLatenessContext value={new Map([[2, 12 * 60 - 20]])}>
        <Story />
      </PredictedLatenessContext>
    ),
  ],
  play: async ({ canvas }) => {
    const flag = canvas.getByTestId("stop-predicted-late-2")
    await expect(flag).toHaveTextContent("Predicted late by 12 min")
    await expect(flag).toHaveClass("text-destructive")
  },
}

/** On the road, its live ETA an hour after the plan: the planned time stays beside it. */
export const LiveEtaOnTheRoad: Story = {
  decorators: [
    (Story, { args }) => (
      <LiveEtasContext
        value={
          new Map([
            [2, new Date(Date.parse(args.stop.eta!) + 3_600_000).toISOString()],
          ])
        }
      >
        <Story />
      </LiveEtasContext>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/arrives 9:55\sAM \(planned 8:55\sAM\)/)
    ).toBeInTheDocument()
  },
}

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("checkbox", { name: "Select Customer 2" })
    ).toBeChecked()
    await expect(
      canvas.getByRole("listitem", { name: "Customer 2" })
    ).toHaveClass("bg-accent")
  },
}

/** A stop on no route says why instead of when. */
export const OnNoRoute: Story = {
  args: {
    stop: stop(7, null, ["time_window"]),
    reasons: "Street 7 · 1 outside their time window",
    color: "#64748b",
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("listitem", { name: "Customer 7" })
    ).toHaveTextContent("·Customer 7Street 7 · 1 outside their time window")
  },
}

export const MenuMoves: Story = {
  play: async () => {
    await choose("Move up")
    await expect(menu.onMoveUp).toHaveBeenCalled()
    await choose("Move down")
    await expect(menu.onMoveDown).toHaveBeenCalled()
    await choose("Route 2")
    await expect(menu.onMoveTo).toHaveBeenLastCalledWith(2)
    await choose("Send to no route")
    await expect(menu.onMoveTo).toHaveBeenLastCalledWith(null)
  },
}

export const MenuRelocateAndDelete: Story = {
  play: async () => {
    await choose("Relocate on the map")
    await expect(menu.onRelocate).toHaveBeenCalled()
    await choose("Delete stop")
    await expect(menu.onDelete).toHaveBeenCalled()
  },
}

/** A planner who may only delete stops: the other items are left out. */
export const MenuDeleteOnly: Story = {
  args: { menu: () => ({ routes: menu.routes, onDelete: fn() }) },
  play: async () => {
    await expect(await menuItems()).toEqual(["Delete stop"])
    await expect(screen.queryByText("Move to")).toBeNull()
    await userEvent.keyboard("{Escape}")
  },
}

/** The first stop of a route on a plan with no other route: it can only go down or off. */
export const MenuFirstStopOnlyRoute: Story = {
  args: { menu: () => ({ routes: [], onMoveTo: fn(), onMoveDown: fn() }) },
  play: async () => {
    await expect(await menuItems()).toEqual(["Move down", "Send to no route"])
    await userEvent.keyboard("{Escape}")
  },
}

export const WithoutMenu: Story = {
  args: { menu: undefined, onToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull()
    await expect(canvas.queryByRole("checkbox")).toBeNull()
  },
}
