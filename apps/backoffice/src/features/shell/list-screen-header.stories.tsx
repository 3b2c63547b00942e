import { Button } from "@ruta/ui/components/button"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { Plus } from "lucide-react"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { ListScreenHeader } from "./list-screen-header.tsx"

const onAdd = fn()

const meta = {
  title: "Back office/Shell/ListScreenHeader",
  component: ListScreenHeader,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    title: "Cars",
    children: (
      <Button onClick={onAdd}>
        <Plus /> New car
      </Button>
    ),
  },
} satisfies Meta<typeof ListScreenHeader>

export default meta
type Story = StoryObj<typeof meta>

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Cars" })
    ).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "New car" }))
    await expect(onAdd).toHaveBeenCalledOnce()
  },
}

/** The "New …" button, from `create`. */
export const WithCreate: Story = {
  args: { children: undefined, create: { label: "New depot", onClick: onAdd } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "New depot" }))
    await expect(onAdd).toHaveBeenCalled()
  },
}

/** Without the permission to add, the screen passes no action. */
export const TitleOnly: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "Cars" })).toBeVisible()
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument()
  },
}
