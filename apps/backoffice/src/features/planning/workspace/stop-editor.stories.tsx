import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { stop } from "../components/planning-fixtures.ts"
import { StopEditor } from "./stop-editor.tsx"

const meta = {
  title: "Back office/Planning/StopEditor",
  component: StopEditor,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stop: stop(3, 1),
    day: "2026-11-25",
    onSave: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof StopEditor>
export default meta

type Story = StoryObj<typeof meta>

/** A save that went through closes the dialog. */
export const Saved: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(args.onClose).toHaveBeenCalled())
    await expect(args.onSave).toHaveBeenCalledWith(
      args.stop,
      expect.objectContaining({ name: "Customer 3" })
    )
  },
}

/** A refused save keeps the dialog open, ready to save again. */
export const Refused: Story = {
  args: { onSave: fn(async () => false) },
  play: async ({ args }) => {
    const body = within(document.body)
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalled())
    await expect(args.onClose).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(body.getByRole("button", { name: "Save" })).toBeEnabled()
    )
  },
}

/** No stop being edited: nothing is shown. */
export const Closed: Story = {
  args: { stop: null },
  play: async () => {
    await expect(within(document.body).queryByRole("dialog")).toBeNull()
  },
}
