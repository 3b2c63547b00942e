import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ComponentProps } from "react"
import { InboxIcon, PlusIcon, SearchXIcon } from "lucide-react"
import { expect, fn, userEvent } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"
import { EmptyState } from "./empty-state"

/** The component's props, and the action the stories' button calls (never passed to the div). */
type EmptyStateStoryArgs = ComponentProps<typeof EmptyState> & {
  onAction?: () => void
}

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: {
    icon: <InboxIcon />,
    title: "No optimizations yet",
    description: "Create one from an Excel file or by adding stops by hand.",
  },
  argTypes: { size: { control: "select", options: ["sm", "default", "lg"] } },
} satisfies Meta<EmptyStateStoryArgs>

export default meta
type Story = StoryObj<EmptyStateStoryArgs>

export const Default: Story = {}

export const WithAction: Story = {
  args: { onAction: fn() },
  render: ({ onAction, ...props }, { globals }) => {
    return (
      <EmptyState
        {...props}
        action={
          <Button onClick={onAction}>
            <PlusIcon />
            {pick(globals, "New optimization", "Nueva optimización")}
          </Button>
        }
      />
    )
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "No optimizations yet" })
    ).toBeVisible()
    await userEvent.click(
      canvas.getByRole("button", { name: "New optimization" })
    )
    await expect(args.onAction).toHaveBeenCalledOnce()
  },
}

export const Small: Story = {
  args: {
    size: "sm",
    icon: <SearchXIcon />,
    title: "No results",
    description: undefined,
  },
}

export const Large: Story = { args: { size: "lg" } }

export const WithoutIcon: Story = { args: { icon: undefined } }
