import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { notificationLog } from "./notification-log.fixtures.ts"
import { NotificationLog } from "./notification-log.tsx"

const meta = {
  title: "Back office/Notifications/NotificationLog",
  component: NotificationLog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { log: notificationLog },
} satisfies Meta<typeof NotificationLog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(/Failed: The recipient opted out\./)
    ).toBeVisible()
    await expect(canvas.getByText(/Customer's rating: 4 of 5/)).toBeVisible()
    // No mail transport configured: kept, not sent.
    await expect(canvas.getByText("Waiting in the outbox")).toBeVisible()
    // A later bounce report: the message bounced, with the report under it.
    await expect(
      canvas.getByText(/^Bounced: Bounce report 5\.1\.1: 550/)
    ).toBeVisible()
    await expect(
      canvas.getByText(/^Permanent bounce 5\.1\.1: 550 5\.1\.1/)
    ).toBeVisible()
    // The address is suppressed: the next message is not sent, with the bounce.
    await expect(
      canvas.getByText(/^Failed: The address bounced before: Bounce report/)
    ).toBeVisible()
    // A temporary bounce changes no status; it is only shown.
    await expect(
      canvas.getByText(/^Temporary bounce 4\.2\.2: 452 4\.2\.2 Mailbox full/)
    ).toBeVisible()
  },
}

/** A site in Tijuana (issue 43): 16:05 UTC is 08:05 there, said with the zone. */
export const OnTheSiteClock: Story = {
  args: { timeZone: "America/Tijuana" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText(/^08:05\sAM PST$/)[0]).toBeVisible()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(/La dirección rebotó antes: Informe de rebote 5\.1\.1/)
    ).toBeVisible()
    await expect(canvas.getByText(/^Rebote temporal 4\.2\.2/)).toBeVisible()
    await expect(
      canvas.getByText("En espera en la bandeja de salida")
    ).toBeVisible()
  },
}
