import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { ApiKeyDialog } from "./api-key-dialog.tsx"
import { roles, sites } from "./fixtures.ts"

const meta = {
  title: "Back office/Integrations/ApiKeyDialog",
  component: ApiKeyDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { roles, sites, onClose: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof ApiKeyDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A name and a role are required; the site is every site unless one is chosen. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", { name: "New API key" })
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    await expect(
      await within(dialog).findAllByText("Required field.")
    ).toHaveLength(2)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(
      await body.findByRole("dialog", { name: "Nueva clave de API" })
    ).toBeInTheDocument()
  },
}
