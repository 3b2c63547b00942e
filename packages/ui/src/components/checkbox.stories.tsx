import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { pick } from "../stories/locale"
import { Checkbox } from "./checkbox"

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { label: "Return to depot", onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Return to depot" })
    await expect(box).not.toBeChecked()
    await userEvent.click(canvas.getByText("Return to depot"))
    await expect(box).toBeChecked()
    await userEvent.keyboard(" ")
    await expect(box).not.toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}
export const Checked: Story = { args: { defaultChecked: true } }
export const Indeterminate: Story = {
  args: { indeterminate: true, label: "All stops" },
  play: async ({ canvas }) => {
    const box = canvas.getByRole<HTMLInputElement>("checkbox", {
      name: "All stops",
    })
    await expect(box.indeterminate).toBe(true)
  },
}
export const WithDescription: Story = {
  args: { description: "The driver ends the day where the route started." },
}
export const WithError: Story = {
  args: { label: "I accept the terms", error: "You must accept the terms" },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "I accept the terms" })
    await expect(box).toBeInvalid()
    await expect(box).toHaveAccessibleDescription("You must accept the terms")
  },
}
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Return to depot" })
    await userEvent.click(box, { pointerEventsCheck: 0 })
    await expect(box).toBeChecked()
  },
}
export const Small: Story = { args: { size: "sm" } }

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div className="grid gap-4">
      <Checkbox label={pick(globals, "Unchecked", "Sin marcar")} />
      <Checkbox label={pick(globals, "Checked", "Marcada")} defaultChecked />
      <Checkbox
        label={pick(globals, "Indeterminate", "Indeterminada")}
        indeterminate
      />
      <Checkbox
        label={pick(globals, "With a hint", "Con ayuda")}
        description={pick(globals, "A longer explanation.", "Una explicación.")}
      />
      <Checkbox
        label={pick(globals, "Invalid", "Inválida")}
        error={pick(globals, "Required", "Obligatoria")}
      />
      <Checkbox label={pick(globals, "Disabled", "Desactivada")} disabled />
      <Checkbox
        label={pick(globals, "Disabled, checked", "Desactivada, marcada")}
        disabled
        defaultChecked
      />
      <Checkbox label={pick(globals, "Small", "Pequeña")} size="sm" />
    </div>
  ),
}
