import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { fixtures } from "../../../stories/fixtures.ts"
import { getContextTypesQueryOptions } from "../api/roles.ts"
import { RoleForm } from "./role-form.tsx"

const meta = {
  title: "Back office/Roles/RoleForm",
  component: RoleForm,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: {
    queries: [[getContextTypesQueryOptions().queryKey, fixtures.contextTypes]],
  },
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof RoleForm>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {}

export const Editing: Story = {
  args: {
    initial: {
      name: "Dispatcher",
      description: "Plans the day",
      id_context_type: 2,
      isActive: true,
    },
  },
}

export const ReadOnly: Story = { args: { ...Editing.args, disabled: true } }

export const ShowsTheSpecMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Save" }))
    await expect(await canvas.findByText("Name is required")).toBeVisible()
    await expect(canvas.getByText("Required field.")).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
