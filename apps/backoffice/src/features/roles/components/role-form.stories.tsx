import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { refusedSave, saveIsRefused } from "../../../stories/refusal.ts"
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

/** The server refuses the save: its field's message shows on the field, the rest in a toast. */
export const ShowsTheServersRefusal: Story = {
  args: {
    ...Editing.args,
    onSubmit: refusedSave([
      { field: "name", message: "A role with this name exists." },
      { field: "id_role", message: "This role is in use." },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    await saveIsRefused(
      canvasElement,
      args.onSubmit,
      "A role with this name exists.",
      "This role is in use."
    )
    await expect(
      within(canvasElement).getByDisplayValue("Dispatcher")
    ).toBeVisible()
  },
}
