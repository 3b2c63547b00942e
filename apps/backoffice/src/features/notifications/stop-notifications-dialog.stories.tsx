import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { notificationLog } from "./notification-log.fixtures.ts"
import { stopNotificationsQueryOptions } from "./notification-log.tsx"
import { StopNotificationsDialog } from "./stop-notifications-dialog.tsx"

const meta = {
  title: "Back office/Notifications/StopNotificationsDialog",
  component: StopNotificationsDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stop: { id_stop: 3, name: "Farmacia 3", address: "Av. Juárez 3" },
    onClose: fn(),
  },
  parameters: {
    queries: [
      [stopNotificationsQueryOptions(3).queryKey, notificationLog],
      [
        stopNotificationsQueryOptions(4).queryKey,
        { notifications: [], rating: null },
      ],
    ],
  },
} satisfies Meta<typeof StopNotificationsDialog>
export default meta

type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await expect(
      dialog.getByRole("heading", {
        name: "Customer notifications: Farmacia 3",
      })
    ).toBeInTheDocument()
    await expect(
      dialog.getByText(/Failed: The recipient opted out\./)
    ).toBeInTheDocument()
    await expect(
      dialog.getByText(/Customer's rating: 4 of 5/)
    ).toBeInTheDocument()
    await userEvent.click(dialog.getByRole("button", { name: "Close" }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const NothingSent: Story = {
  args: { stop: { id_stop: 4, name: "", address: "Calle 5 de Mayo 4" } },
  play: async () => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await expect(
      dialog.getByRole("heading", {
        name: "Customer notifications: Calle 5 de Mayo 4",
      })
    ).toBeInTheDocument()
    await expect(
      dialog.getByText("No message has been sent to this stop's customer yet.")
    ).toBeInTheDocument()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async () => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await expect(
      dialog.getByRole("heading", {
        name: "Avisos al cliente: Farmacia 3",
      })
    ).toBeInTheDocument()
    await expect(
      dialog.getByText(/Calificación del cliente: 4 de 5/)
    ).toBeInTheDocument()
  },
}
