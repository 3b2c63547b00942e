import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"
import { NoAccess } from "./no-access"

const meta = {
  title: "UI/NoAccess",
  component: NoAccess,
  tags: ["autodocs"],
  args: { title: "No access" },
  render: (args, { globals }) => (
    <NoAccess {...args} title={pick(globals, "No access", "Sin acceso")} />
  ),
} satisfies Meta<typeof NoAccess>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert")
    await expect(alert).toHaveTextContent("No access")
    await expect(
      canvas.getByRole("heading", { name: "No access" })
    ).toBeVisible()
  },
}

export const WithDescriptionAndAction: Story = {
  render: (args, { globals }) => (
    <NoAccess
      {...args}
      title={pick(globals, "No access", "Sin acceso")}
      description={pick(
        globals,
        "Your role does not include this screen. Ask an administrator for access.",
        "Tu rol no incluye esta pantalla. Pide acceso a un administrador."
      )}
      action={
        <Button variant="outline">
          {pick(globals, "Go to dashboard", "Ir al panel")}
        </Button>
      }
    />
  ),
}
