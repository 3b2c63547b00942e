import type { Meta, StoryObj } from "@storybook/react-vite"
import { BellIcon, MenuIcon, MoonIcon } from "lucide-react"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"

import { accountMenuItems } from "../stories/account-menu"
import { pick } from "../stories/locale"
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from "./breadcrumbs"
import { IconButton } from "./icon-button"
import { TopBar, TopBarActions, TopBarTitle, UserMenu } from "./top-bar"

function Bar({
  globals,
  variant,
  onAccount,
  onSignOut,
  onToggleMenu,
  avatarUrl,
}: {
  globals: Record<string, unknown>
  variant?: "default" | "primary"
  onAccount: () => void
  onSignOut: () => void
  onToggleMenu: () => void
  avatarUrl?: string
}) {
  const t = (en: string, es: string) => pick(globals, en, es)
  return (
    <TopBar variant={variant}>
      <IconButton
        label={t("Open menu", "Abrir menú")}
        onClick={onToggleMenu}
        className={
          variant === "primary"
            ? "text-primary-foreground hover:bg-white/10 hover:text-primary-foreground"
            : undefined
        }
      >
        <MenuIcon />
      </IconButton>
      <TopBarTitle>
        <h1>{t("Routes", "Rutas")}</h1>
        {variant !== "primary" && (
          <Breadcrumbs label={t("Breadcrumb", "Migas de pan")}>
            <BreadcrumbList className="text-xs">
              <BreadcrumbItem>
                <BreadcrumbLink href="#routes">
                  {t("Routes", "Rutas")}
                </BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage>{t("North 012", "Norte 012")}</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumbs>
        )}
      </TopBarTitle>
      <TopBarActions>
        <IconButton
          label={t("Notifications", "Notificaciones")}
          className={
            variant === "primary"
              ? "text-primary-foreground hover:bg-white/10 hover:text-primary-foreground"
              : undefined
          }
        >
          <BellIcon />
        </IconButton>
        <UserMenu
          name="Ana López"
          email="ana.lopez@acme-logistics.com"
          avatarUrl={avatarUrl}
          menuLabel={t("Account menu", "Menú de la cuenta")}
          items={accountMenuItems(t, {
            onAccount,
            onSignOut,
            between: [
              {
                id: "theme",
                label: t("Dark theme", "Tema oscuro"),
                icon: <MoonIcon />,
                onSelect: () =>
                  document.documentElement.classList.toggle("dark"),
              },
            ],
          })}
        />
      </TopBarActions>
    </TopBar>
  )
}

const meta = {
  title: "UI/TopBar",
  component: Bar,
  tags: ["autodocs"],
  args: { globals: {}, onAccount: fn(), onSignOut: fn(), onToggleMenu: fn() },
  // `globals` is the toolbar state, passed in by `render`, not a control.
  argTypes: { globals: { table: { disable: true } } },
  parameters: { layout: "fullscreen" },
  render: (args, { globals }) => <Bar {...args} globals={globals} />,
} satisfies Meta<typeof Bar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }))
    await expect(args.onToggleMenu).toHaveBeenCalledOnce()
    const trigger = canvas.getByRole("button", { name: /Account menu/ })
    await userEvent.click(trigger)
    const menu = await screen.findByRole("menu")
    await expect(menu).toHaveTextContent("ana.lopez@acme-logistics.com")
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
    await waitFor(() => expect(menu).not.toBeInTheDocument())
  },
}

export const KeyboardUserMenu: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Account menu/ })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    await screen.findByRole("menu")
    await waitFor(() =>
      expect(
        screen.getByRole("menuitem", { name: "Account settings" })
      ).toHaveFocus()
    )
    await userEvent.keyboard("{Enter}")
    await expect(args.onAccount).toHaveBeenCalledOnce()
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const Primary: Story = { args: { variant: "primary" } }

export const MenuOpen: Story = {
  // Radix hides everything outside an open menu from assistive technology while
  // focus is trapped inside it; axe flags the trigger left in the hidden part.
  parameters: {
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Account menu/ }))
    await screen.findByRole("menu")
  },
}
