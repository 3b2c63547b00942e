import type { Meta, StoryObj } from "@storybook/react-vite"
import { BellIcon, MenuIcon, PencilIcon, Trash2Icon } from "lucide-react"
import { expect, fn, userEvent } from "storybook/test"

import { pick } from "../stories/locale"
import { IconButton } from "./icon-button"

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  args: { label: "Edit route", onClick: fn(), children: <PencilIcon /> },
  argTypes: {
    variant: {
      control: "select",
      options: ["ghost", "default", "outline", "destructive"],
    },
    size: { control: "select", options: ["sm", "default", "lg"] },
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Edit route" })
    await expect(button).toHaveAttribute("title", "Edit route")
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
    await userEvent.keyboard(" ")
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}
export const Default: Story = { args: { variant: "default" } }
export const Outline: Story = { args: { variant: "outline" } }
export const Destructive: Story = {
  args: { variant: "destructive", label: "Delete", children: <Trash2Icon /> },
}
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Edit route" })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

const variants = ["ghost", "default", "outline", "destructive"] as const
const sizes = ["sm", "default", "lg"] as const

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div className="grid gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          <span className="w-24 text-xs text-muted-foreground">{variant}</span>
          {sizes.map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              label={pick(globals, "Open menu", "Abrir menú")}
            >
              <MenuIcon />
            </IconButton>
          ))}
          <IconButton
            variant={variant}
            disabled
            label={pick(globals, "Notifications", "Notificaciones")}
          >
            <BellIcon />
          </IconButton>
        </div>
      ))}
    </div>
  ),
}
