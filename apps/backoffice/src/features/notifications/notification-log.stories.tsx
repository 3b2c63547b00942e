import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { NotificationLog } from "./notification-log.tsx"

const at = "2026-11-23T16:05:00.000Z"

const meta = {
  title: "Back office/Notifications/NotificationLog",
  component: NotificationLog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    log: {
      notifications: [
        {
          id_notification: 1,
          event: "on_the_way",
          channel: "sms",
          recipient: "+525597792542",
          language: "es",
          status: "delivered",
          reason: "",
          attempts: 1,
          created_at: at,
          sent_at: at,
          updated_at: at,
        },
        {
          id_notification: 2,
          event: "on_the_way",
          channel: "email",
          recipient: "ana@example.com",
          language: "es",
          status: "failed",
          reason: "The recipient opted out.",
          attempts: 0,
          created_at: at,
          sent_at: null,
          updated_at: at,
        },
      ],
      rating: { rating: 4, comment: "Muy amable", created_at: at },
    },
  },
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
  },
}

export const InSpanish: Story = { globals: { locale: "es" } }
