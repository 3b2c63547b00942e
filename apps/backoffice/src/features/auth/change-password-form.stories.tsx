import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { ChangePasswordForm } from "./change-password-form.tsx"

const meta = {
  title: "Back office/Auth/ChangePasswordForm",
  component: ChangePasswordForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    onSubmit: fn(async () => ({
      message:
        "Your password was changed. Your other sessions have been signed out.",
    })),
  },
} satisfies Meta<typeof ChangePasswordForm>

export default meta
type Story = StoryObj<typeof meta>

async function fill(
  canvasElement: HTMLElement,
  current: string,
  password: string,
  confirmation = password
) {
  const canvas = within(canvasElement)
  if (current)
    await userEvent.type(canvas.getByLabelText(/^Current password/), current)
  await userEvent.type(canvas.getByLabelText(/^New password/), password)
  await userEvent.type(canvas.getByLabelText(/^Confirm/), confirmation)
  await userEvent.click(canvas.getByRole("button", { name: "Change password" }))
  return canvas
}

export const Default: Story = {}

export const AsksForTheCurrentPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, "", "short", "other")
    await expect(await canvas.findByText("Password is required.")).toBeVisible()
    await expect(
      canvas.getByText("Password must be at least 8 characters.")
    ).toBeVisible()
    await expect(canvas.getByText("Passwords must match.")).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Changes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(
      canvasElement,
      "Old-pass-2026!",
      "Strong-pass-2026!"
    )
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: "Old-pass-2026!",
      password: "Strong-pass-2026!",
    })
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        "Your password was changed. Your other sessions have been signed out."
      )
    ).toBeInTheDocument()
    await expect(canvas.getByLabelText(/^Current password/)).toHaveValue("")
  },
}

/** The server refuses the current password: its message shows on that field. */
export const WrongCurrentPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error("Your current password is not correct."), {
        details: [
          {
            field: "current_password",
            message: "Your current password is not correct.",
          },
        ],
      })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "Guess-2026!", "Strong-pass-2026!")
    const current = canvas.getByLabelText(/^Current password/)
    await expect(
      await canvas.findByText("Your current password is not correct.")
    ).toBeVisible()
    await expect(current).toHaveAttribute("aria-invalid", "true")
    await expect(current).toHaveValue("Guess-2026!")
  },
}

/** A refusal of no field (too many attempts) shows in the form's alert, in Spanish. */
export const TooManyAttemptsInSpanish: Story = {
  globals: { locale: "es" },
  args: {
    onSubmit: fn(async () => {
      throw new Error(
        "Demasiados intentos de inicio de sesión. Vuelve a intentarlo en 60 segundos."
      )
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByLabelText(/^Contraseña actual/),
      "Guess-2026!"
    )
    await userEvent.type(
      canvas.getByLabelText(/^Nueva contraseña/),
      "Strong-pass-2026!"
    )
    await userEvent.type(
      canvas.getByLabelText(/^Confirma/),
      "Strong-pass-2026!"
    )
    await userEvent.click(
      canvas.getByRole("button", { name: "Cambiar contraseña" })
    )
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Demasiados intentos"
    )
  },
}
