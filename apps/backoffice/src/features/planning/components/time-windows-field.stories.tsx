import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { TimeWindowsField } from "./time-windows-field.tsx"

const meta = {
  title: "Back office/Planning/TimeWindowsField",
  component: TimeWindowsField,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    windows: [{ start: "15:00", end: "17:00" }],
    onChange: fn(),
    first: true,
  },
} satisfies Meta<typeof TimeWindowsField>
export default meta

type Story = StoryObj<typeof meta>

/** A second window; another is added empty, or the row removed. */
export const AddAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText("Window 2 end")).toHaveValue("17:00")
    await userEvent.click(canvas.getByRole("button", { name: "Add a window" }))
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { start: "15:00", end: "17:00" },
      { start: "", end: "" },
    ])
    await userEvent.click(
      canvas.getByRole("button", { name: "Remove window 2" })
    )
    await expect(args.onChange).toHaveBeenLastCalledWith([])
  },
}

/** Ten windows in all (the first and nine more): no room for another. */
export const Full: Story = {
  args: {
    windows: Array.from({ length: 9 }, (_, n) => ({
      start: `2026-12-0${n + 1} 09:00`,
      end: `2026-12-0${n + 1} 12:00`,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole("button", { name: "Add a window" })
    ).toBeNull()
  },
}

export const WithAnError: Story = {
  args: {
    errors: { 0: "Invalid date" },
    windows: [{ start: "soon", end: "" }],
  },
}
