import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { UNASSIGNED_COLOR } from "../components/unassigned-list.tsx"
import { boardPlan } from "../components/workspace-fixtures.ts"
import { routeColor } from "../route-colors.ts"
import { WorkspacePanel } from "./workspace-panel.tsx"

const meta = {
  title: "Back office/Planning/WorkspacePanel",
  component: WorkspacePanel,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    plan: boardPlan,
    colorOf: (id_route) =>
      id_route === null ? UNASSIGNED_COLOR : routeColor(id_route - 1),
    selected: new Set<number>(),
    folded: new Set([2]),
    chosen: new Set<number>(),
    onFold: fn(),
    routeActions: {
      open: fn(),
      choose: fn(),
      optimize: fn(),
      configure: fn(),
      remove: fn(),
    },
    onToggleStop: fn(),
    onSelectStops: fn(),
    menuOf: () => ({ routes: [] }),
    onMove: fn(),
  },
} satisfies Meta<typeof WorkspacePanel>
export default meta

type Story = StoryObj<typeof meta>

/** Route 1 shows its stops, folded Route 2 does not; each card's actions reach the page. */
export const RoutesAndStops: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const routes = canvas.getByRole("list", {
      name: `Routes of ${boardPlan.name}`,
    })
    await expect(
      within(routes).getByRole("list", { name: "Stops of Route 1" })
    ).toBeVisible()
    await expect(
      within(routes).queryByRole("list", { name: "Stops of Route 2" })
    ).toBeNull()
    await userEvent.click(
      canvas.getByRole("button", { name: "Show the stops of Route 2" })
    )
    await expect(args.onFold).toHaveBeenCalledWith(2)
    await userEvent.click(
      canvas.getByRole("checkbox", { name: "Choose Route 1 to optimize" })
    )
    await expect(args.routeActions.choose).toHaveBeenCalledWith(
      boardPlan.routes[0]
    )
  },
}

/** Without the right to optimize, a card offers no choice to optimize it. */
export const WithoutOptimize: Story = {
  args: { routeActions: { open: fn() } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole("checkbox", {
        name: "Choose Route 1 to optimize",
      })
    ).toBeNull()
  },
}

/** No route yet: the panel says how to start. */
export const NoRoutes: Story = {
  args: { plan: { ...boardPlan, routes: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "No routes yet: add one to start planning."
      )
    ).toBeVisible()
  },
}
