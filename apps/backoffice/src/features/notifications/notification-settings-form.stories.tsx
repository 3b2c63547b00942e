import type { Meta, StoryObj } from "@storybook/react-vite"
import { defaultNotificationSettings } from "@ruta/validation/notifications"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { NotificationSettingsForm } from "./notification-settings-form.tsx"

const meta = {
  title: "Back office/Notifications/NotificationSettingsForm",
  component: NotificationSettingsForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    initial: defaultNotificationSettings,
    providers: { email: true, sms: true },
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof NotificationSettingsForm>

export default meta
type Story = StoryObj<typeof meta>

export const TurnsOnAndSaves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("switch", { name: "On the way: Email" })
    )
    await userEvent.click(
      canvas.getByRole("switch", { name: "On the way: SMS" })
    )
    await userEvent.click(canvas.getByRole("button", { name: "Save" }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        events: expect.objectContaining({
          on_the_way: { email: true, sms: true },
        }),
      })
    )
  },
}

export const UnknownPlaceholderAndSmsLength: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const sms = canvas.getByLabelText("SMS", { selector: "textarea" })
    await userEvent.clear(sms)
    await userEvent.type(sms, "Hola {{cliente}")
    await expect(await canvas.findByText(/Unknown placeholder/)).toBeVisible()
    await expect(
      canvas.getByText(/16 characters, 1 segment\(s\), GSM-7/)
    ).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Save" }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const WithoutProviders: Story = {
  args: { providers: { email: false, sms: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(/the SMS service \(Twilio\) is not configured/)
    ).toBeVisible()
    await expect(
      canvas.getByRole("switch", { name: "On the way: SMS" })
    ).toBeDisabled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
}
