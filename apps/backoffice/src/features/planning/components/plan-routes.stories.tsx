import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { PlanRoutes } from "./plan-routes.tsx"
import { plan } from "./planning-fixtures.ts"

const meta = {
  title: "Back office/Planning/PlanRoutes",
  component: PlanRoutes,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { plan, onOpenRoute: fn(), onConfigure: fn(), onDelete: fn() },
} satisfies Meta<typeof PlanRoutes>
export default meta

type Story = StoryObj<typeof meta>

export const Planned: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Route 1" }))
    await expect(args.onOpenRoute).toHaveBeenCalledWith(1)
    await userEvent.click(
      canvas.getByRole("button", { name: "Configure Route 2" })
    )
    await expect(args.onConfigure).toHaveBeenCalledWith(plan.routes[1])
    await expect(canvas.getByText("2 stops on no route")).toBeInTheDocument()
    await expect(
      canvas.getByText("1 outside their time window")
    ).toBeInTheDocument()
  },
}
export const NoRoutes: Story = {
  args: { plan: { ...plan, routes: [], stops: [] } },
}
