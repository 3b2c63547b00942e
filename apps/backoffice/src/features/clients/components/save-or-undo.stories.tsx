import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { SaveOrUndo } from "./save-or-undo.tsx"

const meta = {
  title: "Back office/Clients/SaveOrUndo",
  component: SaveOrUndo,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    save: "Save settings",
    busy: false,
    unchanged: false,
    onUndo: fn(),
  },
} satisfies Meta<typeof SaveOrUndo>

export default meta
type Story = StoryObj<typeof meta>

/** Something changed: it can be saved or undone. */
export const Changed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("button", { name: "Save settings" })
    ).toBeEnabled()
    await userEvent.click(canvas.getByRole("button", { name: "Undo changes" }))
    await expect(args.onUndo).toHaveBeenCalledOnce()
  },
}

/** Nothing changed since the last save: nothing to save or undo. */
export const Unchanged: Story = {
  args: { unchanged: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("button", { name: "Save settings" })
    ).toBeDisabled()
    await expect(
      canvas.queryByRole("button", { name: "Undo changes" })
    ).toBeNull()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", {
        name: "Deshacer los cambios",
      })
    ).toBeVisible()
  },
}
