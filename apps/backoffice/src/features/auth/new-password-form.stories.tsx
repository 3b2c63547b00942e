import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { NewPasswordForm } from "./new-password-form.tsx"

const meta = {
  title: "Back office/Auth/NewPasswordForm",
  component: NewPasswordForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { submitLabel: "Save the new password", onSubmit: fn(async () => {}) },
} satisfies Meta<typeof NewPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const ShowsTheRules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^New password/), "short")
    await userEvent.type(canvas.getByLabelText(/^Confirm/), "other")
    await userEvent.click(
      canvas.getByRole("button", { name: "Save the new password" })
    )
    await expect(
      await canvas.findByText("Password must be at least 8 characters.")
    ).toBeVisible()
    await expect(canvas.getByText("Passwords must match.")).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByLabelText(/^New password/),
      "Strong-pass-2026!"
    )
    await userEvent.type(canvas.getByLabelText(/^Confirm/), "Strong-pass-2026!")
    await userEvent.click(
      canvas.getByRole("button", { name: "Save the new password" })
    )
    await expect(args.onSubmit).toHaveBeenCalledWith("Strong-pass-2026!")
  },
}

export const ShowsTheRulesInSpanish: Story = {
  globals: { locale: "es" },
  args: { submitLabel: "Guardar la nueva contraseña" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("button", { name: "Guardar la nueva contraseña" })
    )
    await expect(
      await canvas.findByText("La nueva contraseña es obligatoria.")
    ).toBeVisible()
    await expect(
      canvas.getByText("Debes confirmar tu contraseña.")
    ).toBeVisible()
  },
}
