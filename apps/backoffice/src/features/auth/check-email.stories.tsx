import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { CheckEmail } from "./check-email.tsx"

const answer =
  "If an account is waiting for this email to be confirmed, we have sent it a new link."

const meta = {
  title: "Back office/Auth/CheckEmail",
  component: CheckEmail,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    email: "lucia@tacos.example",
    onResend: fn(async () => answer),
    onBack: fn(),
  },
} satisfies Meta<typeof CheckEmail>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("lucia@tacos.example")).toBeVisible()
  },
}

export const SendsTheLinkAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("button", { name: "Send the link again" })
    )
    await expect(args.onResend).toHaveBeenCalledOnce()
    await expect(await canvas.findByRole("status")).toHaveTextContent(answer)
    await userEvent.click(
      canvas.getByRole("button", { name: "Back to sign in" })
    )
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("heading", { name: "Revisa tu correo electrónico" })
    ).toBeVisible()
    await expect(
      canvas.getByRole("button", { name: "Enviar el enlace de nuevo" })
    ).toBeVisible()
  },
}
