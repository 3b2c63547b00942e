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
          bounces: [],
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
          bounces: [],
        },
        {
          id_notification: 3,
          event: "on_the_way",
          channel: "email",
          recipient: "bob@example.com",
          language: "en",
          status: "bounced",
          reason:
            "Bounce report 5.1.1: 550 5.1.1 <bob@example.com>: User unknown",
          attempts: 1,
          created_at: at,
          sent_at: at,
          updated_at: at,
          bounces: [
            {
              kind: "permanent",
              code: "5.1.1",
              reason: "550 5.1.1 <bob@example.com>: User unknown",
              received_at: at,
            },
          ],
        },
        {
          id_notification: 4,
          event: "delivered",
          channel: "email",
          recipient: "bob@example.com",
          language: "en",
          status: "failed",
          reason:
            "The address bounced before: Bounce report 5.1.1: 550 5.1.1 <bob@example.com>: User unknown",
          attempts: 0,
          created_at: at,
          sent_at: null,
          updated_at: at,
          bounces: [],
        },
        {
          id_notification: 5,
          event: "on_the_way",
          channel: "email",
          recipient: "carla@example.com",
          language: "es",
          status: "sent",
          reason: "",
          attempts: 1,
          created_at: at,
          sent_at: at,
          updated_at: at,
          bounces: [
            {
              kind: "temporary",
              code: "4.2.2",
              reason: "452 4.2.2 Mailbox full",
              received_at: at,
            },
          ],
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

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(/La dirección rebotó antes: Informe de rebote 5\.1\.1/)
    ).toBeVisible()
    await expect(canvas.getByText(/^Rebote temporal 4\.2\.2/)).toBeVisible()
  },
}
