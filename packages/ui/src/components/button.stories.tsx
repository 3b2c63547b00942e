import type { Meta, StoryObj } from "@storybook/react-vite"
import { PlusIcon, Trash2Icon } from "lucide-react"
import { expect, fn, userEvent, within } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"

const variants = [
  "default",
  "secondary",
  "destructive",
  "outline",
  "ghost",
  "link",
] as const
const sizes = ["sm", "default", "lg"] as const

const meta = {
  title: "UI/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Save route", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: variants,
    },
    size: { control: "select", options: sizes },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Save route" })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}
export const Secondary: Story = { args: { variant: "secondary" } }
export const Destructive: Story = {
  args: { variant: "destructive", children: "Delete route" },
}
export const Outline: Story = { args: { variant: "outline" } }
export const Ghost: Story = { args: { variant: "ghost" } }
export const Link: Story = { args: { variant: "link" } }
export const Small: Story = { args: { size: "sm" } }
export const Large: Story = { args: { size: "lg" } }
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon /> New route
      </>
    ),
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Save route" })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Save route" })
    await expect(button).toHaveAttribute("aria-busy", "true")
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div className="grid gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <span className="w-24 text-xs text-muted-foreground">{variant}</span>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {pick(globals, "Save", "Guardar")}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {pick(globals, "Disabled", "Desactivado")}
          </Button>
          <Button variant={variant} loading>
            {pick(globals, "Saving", "Guardando")}
          </Button>
          <Button variant={variant}>
            <Trash2Icon />
            {pick(globals, "With icon", "Con icono")}
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("button")).toHaveLength(
      variants.length * (sizes.length + 3)
    )
  },
}
