import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { chooseOption } from "@ruta/ui/stories/select-option"

import { withApp } from "../../../stories/app-decorator.tsx"
import { SelectionBar } from "./selection-bar.tsx"

const meta = {
  title: "Back office/Planning/SelectionBar",
  component: SelectionBar,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    count: 4,
    routes: [
      { id_route: 1, name: "Route 1" },
      { id_route: 2, name: "Route 2" },
    ],
    onAssign: fn(),
    onUnassign: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SelectionBar>
export default meta

type Story = StoryObj<typeof meta>

export const AssignToRoute: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole("region", { name: "Selected stops" })
    ).toHaveTextContent(/^4 stops selected/)
    const route = canvas.getByRole("combobox", { name: "Route" })
    await expect(route).toHaveTextContent("Route 1")
    await chooseOption(route, "Route 2")
    await expect(route).toHaveTextContent("Route 2")
    await userEvent.click(canvas.getByRole("button", { name: "Assign" }))
    await expect(args.onAssign).toHaveBeenCalledWith(2)
    await expect(args.onAssign).toHaveBeenCalledTimes(1)
  },
}

/** Without a choice, Assign takes the first route. */
export const AssignToFirstRoute: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Assign" }))
    await expect(args.onAssign).toHaveBeenCalledWith(1)
    await expect(args.onAssign).toHaveBeenCalledTimes(1)
  },
}

export const SendToNoRoute: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: "Send to no route" })
    )
    await expect(args.onUnassign).toHaveBeenCalled()
    await expect(args.onAssign).not.toHaveBeenCalled()
  },
}

export const ClearSelection: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: "Clear selection" })
    )
    await expect(args.onClear).toHaveBeenCalled()
  },
}

/** A planner who may not assign stops: no route to choose, no Assign. */
export const WithoutAssign: Story = {
  args: { onAssign: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Assign" })).toBeNull()
    await expect(canvas.queryByRole("combobox")).toBeNull()
    await expect(
      canvas.getByRole("button", { name: "Send to no route" })
    ).toBeInTheDocument()
  },
}

/** An optimization with no routes yet: nothing to assign to. */
export const NoRoutes: Story = {
  args: { routes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Assign" })).toBeNull()
  },
}
