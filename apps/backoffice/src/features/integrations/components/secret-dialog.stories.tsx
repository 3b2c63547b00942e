import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { SecretDialog } from "./secret-dialog.tsx"

const secret = "rk_q9c2X7mS0bE1yTn4R8uKfW3aLp6HdJ5vZg_oNi-sAe0"

const meta = {
  title: "Back office/Integrations/SecretDialog",
  component: SecretDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { title: "API key created", secret, onClose: fn() },
} satisfies Meta<typeof SecretDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The new key, shown once, with Copy. */
export const NewKey: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", { name: "API key created" })
    await expect(within(dialog).getByLabelText("Secret")).toHaveValue(secret)
    await expect(dialog).toHaveTextContent(/will not be shown again/)
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  args: { title: "Clave de API creada" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", {
      name: "Clave de API creada",
    })
    await expect(
      within(dialog).getByRole("button", { name: "Copiar" })
    ).toBeInTheDocument()
  },
}
