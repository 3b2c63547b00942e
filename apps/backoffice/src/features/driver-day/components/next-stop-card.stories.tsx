import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { detailedStop } from "./driver-fixtures.ts"
import { NextStopCard } from "./next-stop-card.tsx"

const meta = {
  title: "Back office/Driver/NextStopCard",
  component: NextStopCard,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stop: detailedStop(3),
    position: 3,
    canAct: true,
    onComplete: fn(),
    onFail: fn(),
  },
} satisfies Meta<typeof NextStopCard>
export default meta

type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole("link", { name: "Open in maps" })
    ).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=19.43,-99.13"
    )
    await expect(
      canvas.getByRole("link", { name: "+52 55 1234 5678" })
    ).toHaveAttribute("href", "tel:+52 55 1234 5678")
    await expect(
      canvas.getByText("Ring twice; the loading bay is at the back.")
    ).toBeInTheDocument()
    await userEvent.click(
      canvas.getByRole("button", { name: "Could not complete" })
    )
    await expect(args.onFail).toHaveBeenCalled()
  },
}

/** Before the route starts, the visit cannot be recorded yet. */
export const RouteNotStarted: Story = {
  args: { canAct: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole("button", { name: "Complete" })
    ).not.toBeInTheDocument()
  },
}
