import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, screen, userEvent, waitFor } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"
import { Popover, PopoverContent, PopoverTrigger } from "./popover"

const meta = {
  title: "UI/Popover",
  component: PopoverContent,
  tags: ["autodocs"],
  render: (args, { globals }) => (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">
          {pick(globals, "Route details", "Detalles de la ruta")}
        </Button>
      </PopoverTrigger>
      <PopoverContent {...args} className="w-64 text-sm">
        <p className="font-medium">North 012</p>
        <p className="text-muted-foreground">
          {pick(globals, "48 stops · 6 h 20 min", "48 paradas · 6 h 20 min")}
        </p>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof PopoverContent>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Route details" })
    await userEvent.click(trigger)
    const content = await screen.findByRole("dialog")
    await expect(content).toHaveTextContent("48 stops")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(content).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}
