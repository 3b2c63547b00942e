import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { endpoints } from "./fixtures.ts"
import { WebhookDialog } from "./webhook-dialog.tsx"

const meta = {
  title: "Back office/Integrations/WebhookDialog",
  component: WebhookDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { endpoint: null, onClose: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof WebhookDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A new endpoint: its URL and at least one event. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", { name: "New endpoint" })
    await userEvent.type(
      within(dialog).getByLabelText("URL"),
      "https://shop.example.com/ruta"
    )
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    await expect(
      await within(dialog).findByText("Choose at least one event.")
    ).toBeInTheDocument()
    await userEvent.click(within(dialog).getByLabelText("stop.completed"))
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      url: "https://shop.example.com/ruta",
      description: "",
      events: ["stop.completed"],
      enabled: true,
    })
  },
}

/** An endpoint being edited shows its events. */
export const Edit: Story = {
  args: { endpoint: endpoints[0]! },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", { name: "Edit endpoint" })
    await expect(within(dialog).getByLabelText("stop.failed")).toBeChecked()
    await expect(
      within(dialog).getByLabelText("route.started")
    ).not.toBeChecked()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(
      await body.findByRole("dialog", { name: "Nuevo endpoint" })
    ).toBeInTheDocument()
  },
}
