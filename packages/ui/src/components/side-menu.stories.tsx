import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import {
  BookUserIcon,
  Building2Icon,
  CarIcon,
  LayoutDashboardIcon,
  RouteIcon,
  SettingsIcon,
  ShieldIcon,
  SparklesIcon,
  UsersIcon,
  WarehouseIcon,
} from "lucide-react"
import { expect, screen, userEvent, waitFor, within } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"
import {
  SideMenu,
  SideMenuContent,
  SideMenuFooter,
  SideMenuHeader,
  SideMenuItem,
  SideMenuSection,
  SideMenuSheet,
} from "./side-menu"

function Logo({ collapsed }: { collapsed?: boolean }) {
  return (
    <div className="flex items-center gap-2.5">
      <span className="flex size-8 items-center justify-center rounded-lg bg-drawer-selected text-white">
        <RouteIcon className="size-[18px]" />
      </span>
      {!collapsed && (
        <span className="text-lg font-medium tracking-tight">Ruta</span>
      )}
    </div>
  )
}

function Menu({
  globals,
  collapsed = false,
  initial = "dashboard",
  fill = false,
}: {
  globals: Record<string, unknown>
  collapsed?: boolean
  initial?: string
  /** Fill the parent's height instead of a fixed story height. */
  fill?: boolean
}) {
  const [selected, setSelected] = React.useState(initial)
  const t = (en: string, es: string) => pick(globals, en, es)
  const item = (
    id: string,
    icon: React.ReactNode,
    label: string,
    badge?: string
  ) => (
    <SideMenuItem
      key={id}
      href={`#${id}`}
      icon={icon}
      label={label}
      badge={badge}
      selected={selected === id}
      onClick={(e) => {
        e.preventDefault()
        setSelected(id)
      }}
    />
  )
  return (
    <div className={fill ? "flex h-full" : "h-[640px]"}>
      <SideMenu label={t("Main menu", "Menú principal")} collapsed={collapsed}>
        <SideMenuHeader>
          <Logo collapsed={collapsed} />
        </SideMenuHeader>
        <SideMenuContent>
          <SideMenuSection title={t("Planning", "Planificación")}>
            {item(
              "dashboard",
              <LayoutDashboardIcon />,
              t("Dashboard", "Panel")
            )}
            {item(
              "optimizations",
              <SparklesIcon />,
              t("Optimizations", "Optimizaciones"),
              "3"
            )}
            {item("routes", <RouteIcon />, t("Routes", "Rutas"))}
            {item(
              "address-book",
              <BookUserIcon />,
              t("Address book", "Libreta de direcciones")
            )}
          </SideMenuSection>
          <SideMenuSection title={t("Fleet", "Flota")}>
            {item("cars", <CarIcon />, t("Cars", "Vehículos"))}
            {item("depots", <WarehouseIcon />, t("Depots", "Depósitos"))}
          </SideMenuSection>
          <SideMenuSection title={t("Administration", "Administración")}>
            {item("clients", <Building2Icon />, t("Clients", "Clientes"))}
            {item("users", <UsersIcon />, t("Users", "Usuarios"))}
            {item("roles", <ShieldIcon />, t("Roles", "Roles"))}
          </SideMenuSection>
        </SideMenuContent>
        <SideMenuFooter>
          <ul>
            {item("settings", <SettingsIcon />, t("Settings", "Ajustes"))}
          </ul>
        </SideMenuFooter>
      </SideMenu>
    </div>
  )
}

const meta = {
  title: "UI/SideMenu",
  component: Menu,
  tags: ["autodocs"],
  args: { globals: {} },
  // `globals` is the toolbar state, passed in by `render`, not a control.
  argTypes: { globals: { table: { disable: true } } },
  parameters: { layout: "fullscreen" },
  render: (args, { globals }) => <Menu {...args} globals={globals} />,
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main menu" })
    await expect(nav).toBeVisible()
    const dashboard = canvas.getByRole("link", { name: "Dashboard" })
    await expect(dashboard).toHaveAttribute("aria-current", "page")
    await userEvent.click(canvas.getByRole("link", { name: "Routes" }))
    await expect(canvas.getByRole("link", { name: "Routes" })).toHaveAttribute(
      "aria-current",
      "page"
    )
    await expect(dashboard).not.toHaveAttribute("aria-current")
    await userEvent.tab()
    await expect(
      canvas.getByRole("link", { name: /Address book/ })
    ).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(
      canvas.getByRole("link", { name: /Address book/ })
    ).toHaveAttribute("aria-current", "page")
    await expect(canvas.getByRole("group", { name: "Fleet" })).toBeVisible()
  },
}

export const Collapsed: Story = {
  args: { collapsed: true, initial: "routes" },
  play: async ({ canvas }) => {
    const routes = canvas.getByRole("link", { name: "Routes" })
    await expect(routes).toHaveAttribute("title", "Routes")
    await expect(routes).toHaveAttribute("aria-current", "page")
  },
}

export const SettingsSelected: Story = { args: { initial: "settings" } }

function SheetDemo({ globals }: { globals: Record<string, unknown> }) {
  const [open, setOpen] = React.useState(false)
  return (
    <div className="p-4">
      <Button variant="outline" onClick={() => setOpen(true)}>
        {pick(globals, "Open menu", "Abrir menú")}
      </Button>
      <SideMenuSheet
        open={open}
        onOpenChange={setOpen}
        title={pick(globals, "Main menu", "Menú principal")}
      >
        <Menu globals={globals} fill />
      </SideMenuSheet>
    </div>
  )
}

export const Sheet: Story = {
  render: (_args, { globals }) => <SheetDemo globals={globals} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" })
    await userEvent.click(trigger)
    const sheet = await screen.findByRole("dialog", { name: "Main menu" })
    await expect(
      within(sheet).getByRole("navigation", { name: "Main menu" })
    ).toBeVisible()
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(sheet).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}
