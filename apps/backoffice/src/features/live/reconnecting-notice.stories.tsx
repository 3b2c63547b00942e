import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { ReconnectingNotice } from "./reconnecting-notice.tsx"

const meta = {
  title: "Back office/Live/ReconnectingNotice",
  component: ReconnectingNotice,
  tags: ["autodocs"],
  decorators: [withApp],
} satisfies Meta<typeof ReconnectingNotice>

export default meta
type Story = StoryObj<typeof meta>

/** The stream is lost: the screen says so while it polls slowly. */
export const Reconnecting: Story = {
  args: { status: "reconnecting" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Reconnecting…"
    )
  },
}

/** Live: nothing to say (the empty status region stays, hidden, for the next change). */
export const Live: Story = {
  args: { status: "live" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("status", { hidden: true })
    ).toBeEmptyDOMElement()
  },
}
