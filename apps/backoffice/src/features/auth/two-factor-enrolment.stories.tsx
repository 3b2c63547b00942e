import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { TwoFactorEnrolment } from "./two-factor-enrolment.tsx"
import { sampleEnrolment, sampleRecoveryCodes } from "./two-factor.fixtures.ts"

const meta = {
  title: "Back office/Auth/TwoFactorEnrolment",
  component: TwoFactorEnrolment,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    start: fn(async () => sampleEnrolment),
    confirm: fn(async () => sampleRecoveryCodes),
    onDone: fn(),
  },
} satisfies Meta<typeof TwoFactorEnrolment>

export default meta
type Story = StoryObj<typeof meta>

export const EnrolsAndShowsTheRecoveryCodes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText("Setup key")).toHaveTextContent(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP"
    )
    await expect(
      canvas.getByRole("img", {
        name: "QR code to scan with your authenticator app",
      })
    ).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^Code from the app/), "123456")
    await userEvent.click(
      canvas.getByRole("button", { name: "Turn on two-factor sign-in" })
    )
    await expect(args.confirm).toHaveBeenCalledWith("123456")
    await userEvent.click(
      await canvas.findByRole("button", { name: "I have saved them" })
    )
    await expect(args.onDone).toHaveBeenCalled()
    await expect(args.start).toHaveBeenCalledTimes(1)
  },
}

export const AWrongCode: Story = {
  globals: { locale: "es" },
  args: {
    confirm: fn(async () => {
      throw new Error("Este código no es correcto.")
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText(/^Código de la aplicación/),
      "123456"
    )
    await userEvent.click(
      canvas.getByRole("button", {
        name: "Activar el inicio de sesión en dos pasos",
      })
    )
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Este código no es correcto."
    )
  },
}
