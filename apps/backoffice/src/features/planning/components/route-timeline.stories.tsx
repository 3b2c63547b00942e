import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { routeColor } from "../route-colors.ts"
import { RouteTimeline } from "./route-timeline.tsx"
import {
  lateRoute,
  notOptimizedRoute,
  onTimeRoute,
  waitingRoute,
} from "./workspace-fixtures.ts"

const meta = {
  title: "Back office/Planning/RouteTimeline",
  component: RouteTimeline,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { route: onTimeRoute, color: routeColor(0), onSelectStop: fn() },
} satisfies Meta<typeof RouteTimeline>
export default meta

type Story = StoryObj<typeof meta>

export const OnTime: Story = {
  play: async ({ canvas, args }) => {
    const stops = canvas.getAllByRole("button", { name: /^Stop \d/ })
    await expect(stops).toHaveLength(3)
    await expect(stops[0]).toHaveAccessibleName(/^Stop 1, Customer 1, arrives/)
    await expect(stops[0]).toHaveAccessibleName(/, window .+–.+$/)
    for (const stop of stops)
      await expect(stop).not.toHaveAccessibleName(/late/)
    await userEvent.tab()
    await userEvent.tab()
    await expect(stops[1]).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onSelectStop).toHaveBeenCalledWith(2)
  },
}

export const WithWaiting: Story = {
  args: { route: waitingRoute },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: /^Stop 2, Customer 2/ })
    ).toHaveAccessibleName(/, waits 20 min$/)
    await expect(canvas.getByTestId("waiting-2")).toBeInTheDocument()
  },
}

export const WithLateStop: Story = {
  args: { route: lateRoute, color: routeColor(2) },
  play: async ({ canvas, args }) => {
    const late = canvas.getByRole("button", { name: /late/ })
    await expect(late).toHaveAccessibleName(
      /^Stop 3, Customer 3, arrives .+, late by 12 min$/
    )
    await expect(
      canvas.getByText("Stop 3, Customer 3: late by 12 min")
    ).toBeInTheDocument()
    await userEvent.click(late)
    await expect(args.onSelectStop).toHaveBeenCalledWith(3)
  },
}

export const NotOptimized: Story = {
  args: { route: notOptimizedRoute },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Optimize the route to see its timeline.")
    ).toBeInTheDocument()
    await expect(canvas.queryAllByRole("button")).toHaveLength(0)
  },
}

export const ReadOnly: Story = {
  args: { route: lateRoute, onSelectStop: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("button")).toHaveLength(0)
    await expect(
      canvas.getByRole("img", {
        name: /^Stop 3, Customer 3, .*late by 12 min$/,
      })
    ).toBeInTheDocument()
  },
}

/** Several routes stacked, as beside the workspace's map. */
export const Routes: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {[onTimeRoute, waitingRoute, lateRoute, notOptimizedRoute].map(
        (route, index) => (
          <RouteTimeline
            key={index}
            {...args}
            route={{ ...route, name: `Route ${index + 1}` }}
            color={routeColor(index)}
          />
        )
      )}
    </div>
  ),
}
