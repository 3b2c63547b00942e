import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"

import { pick } from "../stories/locale"
import { openSelect } from "../stories/select-option"
import { Select } from "./select"

const travelModes = [
  { value: "driving", label: "Driving" },
  { value: "bicycling", label: "Bicycling" },
  { value: "walking", label: "Walking" },
  { value: "transit", label: "Transit", disabled: true },
]

const meta = {
  title: "UI/Select",
  component: Select,
  tags: ["autodocs"],
  args: {
    label: "Travel mode",
    placeholder: "Choose a travel mode",
    options: travelModes,
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Travel mode" })
    const listbox = await openSelect(trigger)
    await expect(screen.getByRole("listbox")).toBeVisible()
    await expect(
      listbox.getByRole("option", { name: "Transit" })
    ).toHaveAttribute("aria-disabled", "true")
    await userEvent.click(listbox.getByRole("option", { name: "Walking" }))
    await expect(args.onValueChange).toHaveBeenCalledWith("walking")
    await waitFor(() => expect(trigger).toHaveTextContent("Walking"))
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Travel mode" })
    await openSelect(trigger, async () => {
      trigger.focus()
      await userEvent.keyboard("{Enter}")
    })
    await userEvent.keyboard("{ArrowDown}{Enter}")
    await expect(args.onValueChange).toHaveBeenCalledWith("bicycling")
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const WithValue: Story = { args: { defaultValue: "driving" } }

export const WithDescription: Story = {
  args: { description: "Used to estimate travel times." },
}

export const WithError: Story = {
  args: { error: "Travel mode is required", required: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Travel mode" })
    await expect(trigger).toHaveAttribute("aria-invalid", "true")
    await expect(trigger).toHaveAccessibleDescription("Travel mode is required")
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "driving" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("combobox", { name: "Travel mode" })
    ).toBeDisabled()
  },
}

export const Small: Story = { args: { size: "sm" } }

export const Matrix: Story = {
  render: (_args, { globals }) => {
    const options = [
      { value: "1", label: pick(globals, "Pending", "Pendiente") },
      { value: "2", label: pick(globals, "On route", "En ruta") },
      { value: "3", label: pick(globals, "Completed", "Completada") },
    ]
    const label = pick(globals, "Status", "Estado")
    return (
      <div className="grid max-w-sm gap-5">
        <Select
          label={label}
          options={options}
          placeholder={pick(globals, "Any status", "Cualquier estado")}
        />
        <Select label={label} options={options} defaultValue="2" />
        <Select
          label={label}
          options={options}
          required
          error={pick(
            globals,
            "Status is required",
            "El estado es obligatorio"
          )}
        />
        <Select label={label} options={options} defaultValue="3" disabled />
        <Select label={label} options={options} defaultValue="1" size="sm" />
      </div>
    )
  },
}
