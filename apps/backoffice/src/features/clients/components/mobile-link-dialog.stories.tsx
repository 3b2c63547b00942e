import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { MobileLinkDialog } from "./mobile-link-dialog.tsx"
import { tijuanaClientQuery } from "../../../stories/units.ts"

const link = {
  token: "q9c2X7mS0bE1yTn4R8uKfW3aLp6HdJ5vZg_oNi-sAe0",
  link: "https://ruta.example/mobile-subscriptions?token=q9c2X7mS0bE1yTn4R8uKfW3aLp6HdJ5vZg_oNi-sAe0",
  expiresAt: "2026-11-22T15:30:00.000Z",
}

const meta = {
  title: "Back office/Clients/MobileLinkDialog",
  component: MobileLinkDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { clientName: "Acme Deliveries", link, onClose: fn() },
} satisfies Meta<typeof MobileLinkDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The link to send, with Copy, and until when it works. */
export const Generated: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", {
      name: "Mobile subscription link for Acme Deliveries",
    })
    await expect(within(dialog).getByLabelText("Link")).toHaveValue(link.link)
    await expect(dialog).toHaveTextContent(/It works once, until Nov 22, 2026/)
    await expect(
      within(dialog).getByRole("button", { name: "Copy" })
    ).toBeInTheDocument()
    await userEvent.click(
      within(dialog).getAllByRole("button", { name: "Close" })[0]!
    )
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(
      await body.findByRole("dialog", {
        name: "Enlace de suscripción móvil para Acme Deliveries",
      })
    ).toBeInTheDocument()
  },
}

/** A client in Tijuana: the link's end is on the client's clock, labelled. */
export const OnTheSiteClock: Story = {
  parameters: {
    queries: [tijuanaClientQuery],
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      "dialog",
      { name: "Mobile subscription link for Acme Deliveries" }
    )
    await expect(dialog).toHaveTextContent(/until Nov 22, 2026, 7:30\sAM PST/)
  },
}
