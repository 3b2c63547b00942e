import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { TwoFactorCodeForm } from "./two-factor-code-form.tsx"

const meta = {
  title: "Back office/Auth/TwoFactorCodeForm",
  component: TwoFactorCodeForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { onSubmit: fn(async () => {}), onBack: fn() },
} satisfies Meta<typeof TwoFactorCodeForm>

export default meta
type Story = StoryObj<typeof meta>

export const SignsInWithACode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^Authentication code/), "12ab")
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }))
    await expect(
      await canvas.findByText(
        "Enter the 6-digit code from your authenticator app."
      )
    ).toBeVisible()
    await userEvent.clear(canvas.getByLabelText(/^Authentication code/))
    await userEvent.type(
      canvas.getByLabelText(/^Authentication code/),
      "123456"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: "123456" })
  },
}

export const UsesARecoveryCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("button", { name: "Use a recovery code" })
    )
    await userEvent.type(canvas.getByLabelText(/^Recovery code/), "abcd-2345")
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      recoveryCode: "abcd-2345",
    })
  },
}

export const ShowsTheRefusal: Story = {
  globals: { locale: "es" },
  args: {
    onSubmit: fn(async () => {
      throw new Error("Este código no es correcto.")
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByLabelText(/^Código de autenticación/),
      "123456"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Verificar" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Este código no es correcto."
    )
  },
}
