import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { DriverPosition } from "./driver-position.tsx"

const meta = {
  title: "Back office/Tracking/DriverPosition",
  component: DriverPosition,
  tags: ["autodocs"],
  decorators: [withApp],
  parameters: { viewport: { defaultViewport: "mobile1" } },
  args: {
    position: {
      latitude: 19.4326,
      longitude: -99.1332,
      at: "2026-11-23T16:31:00.000Z",
    },
    driver: "Luis",
    timeZone: "America/Mexico_City",
  },
} satisfies Meta<typeof DriverPosition>
export default meta

type Story = StoryObj<typeof meta>

export const Nearby: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Driver's position at 10:31")).toBeVisible()
  },
}
