import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"

import { pick } from "../stories/locale"
import { DatePicker } from "./date-picker"

const labels = {
  openCalendar: "Choose date",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  month: "Month",
  year: "Year",
}

const meta = {
  title: "UI/DatePicker",
  component: DatePicker,
  tags: ["autodocs"],
  args: {
    label: "Start date",
    labels,
    invalidDateError: "Enter a date between 1900-01-01 and 2099-12-31",
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { defaultValue: "2026-03-14" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Choose date" }))
    const grid = await screen.findByRole("grid", { name: "March 2026" })
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: /March 14, 2026/ })
      ).toHaveFocus()
    )
    await userEvent.keyboard("{ArrowRight}{ArrowDown}")
    await expect(
      screen.getByRole("button", { name: /March 22, 2026/ })
    ).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onValueChange).toHaveBeenCalledWith("2026-03-22")
    await waitFor(() => expect(grid).not.toBeInTheDocument())
    await expect(canvas.getByLabelText("Start date")).toHaveValue("2026-03-22")
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Choose date" })).toHaveFocus()
    )
  },
}

export const Typing: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText("Start date")
    await userEvent.type(input, "2024-02-29{Enter}")
    await expect(args.onValueChange).toHaveBeenCalledWith("2024-02-29")
    await userEvent.clear(input)
    await userEvent.type(input, "2100-01-01")
    await userEvent.tab()
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(
      "Enter a date between 1900-01-01 and 2099-12-31"
    )
    await expect(args.onValueChange).toHaveBeenCalledTimes(1)
  },
}

export const RangeLimits: Story = {
  args: { defaultValue: "1900-01-05" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Choose date" }))
    await screen.findByRole("grid", { name: "January 1900" })
    await expect(
      screen.getByRole("button", { name: "Previous month" })
    ).toBeDisabled()
    const year = screen.getByRole<HTMLSelectElement>("combobox", {
      name: "Year",
    })
    await expect(year.options[0]?.value).toBe("1900")
    await expect(year.options[year.options.length - 1]?.value).toBe("2099")
    await userEvent.selectOptions(year, "2099")
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Month" }),
      "12"
    )
    await screen.findByRole("grid", { name: "December 2099" })
    await expect(
      screen.getByRole("button", { name: "Next month" })
    ).toBeDisabled()
    await userEvent.keyboard("{Escape}")
  },
}

export const WithDescription: Story = {
  args: { description: "The first day the route runs." },
}

export const WithError: Story = {
  args: { error: "Start date is required", required: true },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "2026-06-01" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Start date")).toBeDisabled()
    await expect(
      canvas.getByRole("button", { name: "Choose date" })
    ).toBeDisabled()
  },
}

export const Spanish: Story = {
  args: {
    label: "Fecha de inicio",
    locale: "es",
    defaultValue: "2026-05-10",
    labels: {
      openCalendar: "Elegir fecha",
      previousMonth: "Mes anterior",
      nextMonth: "Mes siguiente",
      month: "Mes",
      year: "Año",
    },
    invalidDateError: "Introduce una fecha entre 1900-01-01 y 2099-12-31",
  },
}

export const Controlled: Story = {
  render: function Render(args, { globals }) {
    const [value, setValue] = React.useState<string | null>("2026-11-21")
    return (
      <div className="grid gap-2">
        <DatePicker
          {...args}
          label={pick(globals, "Delivery date", "Fecha de entrega")}
          value={value}
          onValueChange={setValue}
        />
        <p className="text-sm text-muted-foreground">{value ?? "—"}</p>
      </div>
    )
  },
}

export const CalendarOpen: Story = {
  args: { defaultValue: "2026-11-21" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Choose date" }))
    await screen.findByRole("grid")
  },
}
