import type { Meta, StoryObj } from "@storybook/react-vite"
import { SettingsIcon, StoreIcon, UsersIcon } from "lucide-react"
import { expect, fn, userEvent } from "storybook/test"

import { pick } from "../stories/locale"
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs"

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: { defaultValue: "configuration", onValueChange: fn() },
  render: (args, { globals }) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList>
        <TabsTrigger value="configuration">
          <SettingsIcon />
          {pick(globals, "Configuration", "Configuración")}
        </TabsTrigger>
        <TabsTrigger value="subsidiaries">
          <StoreIcon />
          {pick(globals, "Subsidiaries", "Sucursales")}
        </TabsTrigger>
        <TabsTrigger value="users">
          <UsersIcon />
          {pick(globals, "Users", "Usuarios")}
        </TabsTrigger>
        <TabsTrigger value="billing" disabled>
          {pick(globals, "Billing", "Facturación")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="configuration" className="text-sm">
        {pick(globals, "Client configuration.", "Configuración del cliente.")}
      </TabsContent>
      <TabsContent value="subsidiaries" className="text-sm">
        {pick(globals, "Three subsidiaries.", "Tres sucursales.")}
      </TabsContent>
      <TabsContent value="users" className="text-sm">
        {pick(globals, "Twelve users.", "Doce usuarios.")}
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole("tab", { name: "Configuration" })
    await expect(first).toHaveAttribute("aria-selected", "true")
    await userEvent.click(canvas.getByRole("tab", { name: "Users" }))
    await expect(args.onValueChange).toHaveBeenCalledWith("users")
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(
      "Twelve users."
    )
    await userEvent.keyboard("{ArrowLeft}")
    await expect(
      canvas.getByRole("tab", { name: "Subsidiaries" })
    ).toHaveFocus()
    await expect(args.onValueChange).toHaveBeenLastCalledWith("subsidiaries")
    await userEvent.keyboard("{ArrowRight}{ArrowRight}")
    // The disabled tab is skipped: focus wraps to the first tab.
    await expect(first).toHaveFocus()
  },
}

export const Pills: Story = {
  render: (args, { globals }) => (
    <Tabs {...args}>
      <TabsList variant="pills">
        <TabsTrigger value="configuration">
          {pick(globals, "Configuration", "Configuración")}
        </TabsTrigger>
        <TabsTrigger value="routes">
          {pick(globals, "Routes", "Rutas")}
        </TabsTrigger>
        <TabsTrigger value="users">
          {pick(globals, "Users", "Usuarios")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="configuration" className="text-sm">
        {pick(
          globals,
          "Subsidiary configuration.",
          "Configuración de la sucursal."
        )}
      </TabsContent>
      <TabsContent value="routes" className="text-sm">
        {pick(globals, "Routes of this subsidiary.", "Rutas de esta sucursal.")}
      </TabsContent>
      <TabsContent value="users" className="text-sm">
        {pick(
          globals,
          "Users of this subsidiary.",
          "Usuarios de esta sucursal."
        )}
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Routes" }))
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(
      "Routes of this subsidiary."
    )
  },
}
