import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { SignUpForm } from "./sign-up-form.tsx"

const meta = {
  title: "Back office/Auth/SignUpForm",
  component: SignUpForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SignUpForm>

export default meta
type Story = StoryObj<typeof meta>

async function fill(
  canvas: ReturnType<typeof within>,
  password = "Tacos-2026!",
  confirmation = password
) {
  await userEvent.type(canvas.getByLabelText(/^Company name/), "Tacos Express")
  await userEvent.type(canvas.getByLabelText(/^Your name/), "Lucía Méndez")
  await userEvent.type(
    canvas.getByLabelText(/^Work email/),
    "lucia@tacos.example"
  )
  await userEvent.type(canvas.getByLabelText(/^Password/), password)
  await userEvent.type(
    canvas.getByLabelText(/^Confirm the password/),
    confirmation
  )
}

export const Default: Story = {}

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(
      canvas.getByRole("button", { name: "Create the account" })
    )
    await expect(args.onSubmit).toHaveBeenCalledWith({
      company: "Tacos Express",
      name: "Lucía Méndez",
      email: "lucia@tacos.example",
      password: "Tacos-2026!",
    })
  },
}

export const ShowsTheRules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fill(canvas, "tacostacos", "tacos")
    await userEvent.clear(canvas.getByLabelText(/^Company name/))
    await userEvent.type(
      canvas.getByLabelText(/^Company name/),
      "Tacos <Express>"
    )
    await userEvent.click(
      canvas.getByRole("button", { name: "Create the account" })
    )
    await expect(
      await canvas.findByText("No special characters allowed")
    ).toBeVisible()
    await expect(
      canvas.getByText(
        "Password must include an uppercase letter, a number and a special character."
      )
    ).toBeVisible()
    await expect(canvas.getByText("Passwords must match.")).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server says the email is taken: the message lands on the email, and nothing typed is lost. */
export const EmailInUse: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error("This email is already in use."), {
        statusCode: 409,
        code: "CONFLICT",
      })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(
      canvas.getByRole("button", { name: "Create the account" })
    )
    await expect(
      await canvas.findByText("This email is already in use.")
    ).toBeVisible()
    await expect(canvas.getByLabelText(/^Work email/)).toHaveAttribute(
      "aria-invalid",
      "true"
    )
    await expect(canvas.getByLabelText(/^Company name/)).toHaveValue(
      "Tacos Express"
    )
  },
}

/** Too many sign-ups from one address: the server's message above the button. */
export const Throttled: Story = {
  globals: { locale: "es" },
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(
        new Error(
          "Demasiadas solicitudes. Vuelve a intentarlo en 3600 segundos."
        ),
        { statusCode: 429, code: "TOO_MANY_ATTEMPTS" }
      )
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByLabelText(/^Nombre de la empresa/),
      "Tacos Express"
    )
    await userEvent.type(canvas.getByLabelText(/^Tu nombre/), "Lucía Méndez")
    await userEvent.type(
      canvas.getByLabelText(/^Correo electrónico de trabajo/),
      "lucia@tacos.example"
    )
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), "Tacos-2026!")
    await userEvent.type(
      canvas.getByLabelText(/^Confirma la contraseña/),
      "Tacos-2026!"
    )
    await userEvent.click(
      canvas.getByRole("button", { name: "Crear la cuenta" })
    )
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Demasiadas solicitudes. Vuelve a intentarlo en 3600 segundos."
    )
  },
}
