import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { ApiKeysPanel } from "./api-keys-panel.tsx"
import { apiKeys, roles, sites } from "./fixtures.ts"
import { tijuanaClientQuery } from "../../../stories/units.ts"

const meta = {
  title: "Back office/Integrations/ApiKeysPanel",
  component: ApiKeysPanel,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    keys: apiKeys,
    roles,
    sites,
    canCreate: true,
    canRevoke: true,
    onCreate: fn(async () => "rk_q9c2X7mS0bE1yTn4R8uKfW3aLp6HdJ5vZg_oNi-sAe0"),
    onRevoke: fn(async () => {}),
  },
} satisfies Meta<typeof ApiKeysPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Each key's prefix, role, site, maker, last use and address; never its secret. */
export const Keys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole("table", { name: "API keys" })
    await expect(table).toHaveTextContent("rk_q9c2X7mS…")
    await expect(table).toHaveTextContent("203.0.113.7")
    await expect(table).toHaveTextContent("Every site")
    await expect(table).toHaveTextContent("Revoked")
  },
}

/** A new key is made, then shown once. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(
      await canvas.findByRole("button", { name: "New API key" })
    )
    const dialog = await body.findByRole("dialog", { name: "New API key" })
    await userEvent.type(within(dialog).getByLabelText("Name"), "Script")
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    await expect(
      await within(dialog).findByText("Required field.")
    ).toBeInTheDocument()
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

/** Without the permission: the list only. */
export const ReadOnly: Story = {
  args: { canCreate: false, canRevoke: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole("table", { name: "API keys" })
    await expect(
      canvas.queryByRole("button", { name: "New API key" })
    ).not.toBeInTheDocument()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole("button", { name: "Nueva clave de API" })
    ).toBeInTheDocument()
  },
}

/** A client in Tijuana seen from a browser elsewhere: a key's last use is on its clock, labelled. */
export const OnTheSiteClock: Story = {
  parameters: {
    queries: [tijuanaClientQuery],
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", {
      name: "API keys",
    })
    await expect(table).toHaveTextContent(/Nov 21, 2026, 12:15\sAM PST/)
  },
}
