import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { pick } from "../stories/locale"
import { Switch } from "./switch"

const meta = {
  title: "UI/Switch",
  component: Switch,
  tags: ["autodocs"],
  args: { label: "Active", onChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Active" })
    await expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await userEvent.keyboard(" ")
    await expect(toggle).not.toBeChecked()
    await userEvent.click(canvas.getByText("Active"))
    await expect(toggle).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(3)
  },
}
export const On: Story = { args: { defaultChecked: true } }
export const WithDescription: Story = {
  args: {
    label: "Optimize automatically",
    description: "Runs the optimizer when stops change.",
  },
}
export const LabelStart: Story = { args: { labelPosition: "start" } }
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Active" })
    await expect(toggle).toBeDisabled()
    await userEvent.click(toggle, { pointerEventsCheck: 0 })
    await expect(toggle).not.toBeChecked()
  },
}
export const Small: Story = { args: { size: "sm" } }

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div className="grid gap-4">
      <Switch label={pick(globals, "Off", "Apagado")} />
      <Switch label={pick(globals, "On", "Encendido")} defaultChecked />
      <Switch
        label={pick(globals, "With a hint", "Con ayuda")}
        description={pick(globals, "A longer explanation.", "Una explicación.")}
      />
      <Switch label={pick(globals, "Disabled", "Desactivado")} disabled />
      <Switch
        label={pick(globals, "Disabled, on", "Desactivado, encendido")}
        disabled
        defaultChecked
      />
      <Switch
        label={pick(globals, "Small", "Pequeño")}
        size="sm"
        defaultChecked
      />
    </div>
  ),
}
