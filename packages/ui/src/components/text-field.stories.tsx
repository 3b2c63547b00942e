import type { Meta, StoryObj } from "@storybook/react-vite"
import { MailIcon, SearchIcon } from "lucide-react"
import { expect, fn, userEvent } from "storybook/test"

import { pick } from "../stories/locale"
import { TextField } from "./text-field"

const meta = {
  title: "UI/TextField",
  component: TextField,
  tags: ["autodocs"],
  args: {
    label: "Route name",
    placeholder: "North deliveries",
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText("Route name")
    await userEvent.click(canvas.getByText("Route name"))
    await expect(input).toHaveFocus()
    await userEvent.type(input, "Centro")
    await expect(input).toHaveValue("Centro")
    await expect(args.onChange).toHaveBeenCalledTimes(6)
  },
}

export const WithDescription: Story = {
  args: { description: "Shown to drivers in the mobile app." },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Route name")
    await expect(input).toHaveAccessibleDescription(
      "Shown to drivers in the mobile app."
    )
  },
}

export const Required: Story = { args: { required: true } }

export const WithError: Story = {
  args: { error: "Name is required", defaultValue: "" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Route name")
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription("Name is required")
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "North deliveries" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Route name")).toBeDisabled()
  },
}

export const WithIcon: Story = {
  args: {
    label: "Email",
    type: "email",
    placeholder: "name@company.com",
    startIcon: <MailIcon />,
  },
}

export const Small: Story = { args: { size: "sm" } }

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div className="grid max-w-sm gap-5">
      <TextField
        label={pick(globals, "Name", "Nombre")}
        placeholder={pick(globals, "Full name", "Nombre completo")}
      />
      <TextField
        label={pick(globals, "Email", "Correo")}
        required
        startIcon={<MailIcon />}
        defaultValue="ana@ruta.app"
        description={pick(globals, "We never share it.", "Nunca se comparte.")}
      />
      <TextField
        label={pick(globals, "Password", "Contraseña")}
        type="password"
        defaultValue="short"
        error={pick(
          globals,
          "Password must have at least 8 characters",
          "La contraseña debe tener al menos 8 caracteres"
        )}
      />
      <TextField
        label={pick(globals, "Search", "Buscar")}
        size="sm"
        startIcon={<SearchIcon />}
      />
      <TextField
        label={pick(globals, "Client", "Cliente")}
        disabled
        defaultValue="Acme Logistics"
      />
    </div>
  ),
}
