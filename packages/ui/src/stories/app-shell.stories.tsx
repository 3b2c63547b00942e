import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import {
  BellIcon,
  Building2Icon,
  CarIcon,
  LayoutDashboardIcon,
  MenuIcon,
  PlusIcon,
  RouteIcon,
  SettingsIcon,
  SparklesIcon,
  UsersIcon,
} from "lucide-react"
import { expect, fn, userEvent } from "storybook/test"

import { Button } from "../components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "../components/data-table"
import { EmptyState } from "../components/empty-state"
import { IconButton } from "../components/icon-button"
import { Progress } from "../components/progress"
import {
  SideMenu,
  SideMenuContent,
  SideMenuHeader,
  SideMenuItem,
  SideMenuSection,
  SideMenuSheet,
} from "../components/side-menu"
import { StatusBadge } from "../components/status-badge"
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/tabs"
import {
  TopBar,
  TopBarActions,
  TopBarTitle,
  UserMenu,
} from "../components/top-bar"
import { routeStatusFromFlags } from "../lib/route-status"
import { accountMenuItems } from "./account-menu"
import { pick } from "./locale"
import { routeTableLabels } from "./table-labels"

type Row = {
  id: number
  name: string
  driver: string
  started: boolean
  completed: boolean
  progress: number
}

const rows: Row[] = [
  {
    id: 1,
    name: "North 012",
    driver: "Ana López",
    started: true,
    completed: false,
    progress: 64,
  },
  {
    id: 2,
    name: "Harbour 004",
    driver: "Luis Pérez",
    started: true,
    completed: true,
    progress: 100,
  },
  {
    id: 3,
    name: "Airport 021",
    driver: "Marta Ruiz",
    started: false,
    completed: false,
    progress: 0,
  },
  {
    id: 4,
    name: "Centre 007",
    driver: "Jorge Díaz",
    started: true,
    completed: false,
    progress: 22,
  },
  {
    id: 5,
    name: "South 015",
    driver: "Sofía Gil",
    started: false,
    completed: false,
    progress: 0,
  },
]

const helper = createDataTableColumnHelper<Row>()

function Shell({
  globals,
  onSignOut,
}: {
  globals: Record<string, unknown>
  onSignOut: () => void
}) {
  const t = (en: string, es: string) => pick(globals, en, es)
  const [collapsed, setCollapsed] = React.useState(false)
  const [sheetOpen, setSheetOpen] = React.useState(false)
  // Wide screens collapse the menu to icons; narrow ones open it as a drawer.
  const toggleMenu = () => {
    if (window.matchMedia("(min-width: 60rem)").matches) setCollapsed((c) => !c)
    else setSheetOpen(true)
  }
  const columns = React.useMemo(
    () => [
      helper.accessor("name", {
        header: t("Route", "Ruta"),
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      helper.accessor("driver", { header: t("Driver", "Conductor") }),
      helper.accessor((row) => routeStatusFromFlags(row), {
        id: "status",
        header: t("Status", "Estado"),
        enableSorting: false,
        cell: (info) => (
          <StatusBadge status={info.getValue()}>
            {
              {
                pending: t("Pending", "Pendiente"),
                "on-route": t("On route", "En ruta"),
                completed: t("Completed", "Completada"),
              }[info.getValue()]
            }
          </StatusBadge>
        ),
      }),
      helper.accessor("progress", {
        header: t("Progress", "Progreso"),
        cell: (info) => (
          <Progress
            className="w-32"
            size="sm"
            value={info.getValue()}
            variant={info.getValue() === 100 ? "success" : "default"}
            aria-label={t("Progress", "Progreso")}
          />
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t only reads globals
    [globals]
  )
  const menu = (menuCollapsed: boolean) => (
    <SideMenu
      label={t("Main menu", "Menú principal")}
      collapsed={menuCollapsed}
    >
      <SideMenuHeader>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-drawer-selected">
          <RouteIcon className="size-[18px]" />
        </span>
        {!menuCollapsed && <span className="text-lg font-medium">Ruta</span>}
      </SideMenuHeader>
      <SideMenuContent>
        <SideMenuSection title={t("Planning", "Planificación")}>
          <SideMenuItem
            href="#dashboard"
            selected
            icon={<LayoutDashboardIcon />}
            label={t("Dashboard", "Panel")}
          />
          <SideMenuItem
            href="#optimizations"
            icon={<SparklesIcon />}
            label={t("Optimizations", "Optimizaciones")}
          />
          <SideMenuItem
            href="#routes"
            icon={<RouteIcon />}
            label={t("Routes", "Rutas")}
          />
        </SideMenuSection>
        <SideMenuSection title={t("Administration", "Administración")}>
          <SideMenuItem
            href="#cars"
            icon={<CarIcon />}
            label={t("Cars", "Vehículos")}
          />
          <SideMenuItem
            href="#clients"
            icon={<Building2Icon />}
            label={t("Clients", "Clientes")}
          />
          <SideMenuItem
            href="#users"
            icon={<UsersIcon />}
            label={t("Users", "Usuarios")}
          />
          <SideMenuItem
            href="#settings"
            icon={<SettingsIcon />}
            label={t("Settings", "Ajustes")}
          />
        </SideMenuSection>
      </SideMenuContent>
    </SideMenu>
  )
  const stats = [
    { label: t("Routes today", "Rutas de hoy"), value: "24" },
    { label: t("Stops completed", "Paradas completadas"), value: "312 / 480" },
    { label: t("Drivers on route", "Conductores en ruta"), value: "17" },
  ]
  return (
    <div className="flex h-screen overflow-hidden bg-background">
      <div className="hidden md:flex">{menu(collapsed)}</div>
      <SideMenuSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={t("Main menu", "Menú principal")}
      >
        {menu(false)}
      </SideMenuSheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar>
          <IconButton
            label={t("Toggle menu", "Alternar menú")}
            onClick={toggleMenu}
          >
            <MenuIcon />
          </IconButton>
          <TopBarTitle>
            <h1>{t("Dashboard", "Panel")}</h1>
          </TopBarTitle>
          <TopBarActions>
            <IconButton label={t("Notifications", "Notificaciones")}>
              <BellIcon />
            </IconButton>
            <UserMenu
              name="Ana López"
              email="ana.lopez@acme-logistics.com"
              menuLabel={t("Account menu", "Menú de la cuenta")}
              items={accountMenuItems(t, {
                onAccount: () => {},
                onSignOut,
              })}
            />
          </TopBarActions>
        </TopBar>
        <main className="flex-1 overflow-y-auto p-4 md:p-6">
          <div className="mx-auto grid max-w-6xl gap-6">
            <div className="grid gap-4 sm:grid-cols-3">
              {stats.map((stat) => (
                <div
                  key={stat.label}
                  className="rounded-xl border bg-card p-5 shadow-xs"
                >
                  <p className="text-sm text-muted-foreground">{stat.label}</p>
                  <p className="mt-1 text-2xl font-medium tabular-nums">
                    {stat.value}
                  </p>
                </div>
              ))}
            </div>
            <Tabs defaultValue="today">
              <TabsList>
                <TabsTrigger value="today">{t("Today", "Hoy")}</TabsTrigger>
                <TabsTrigger value="week">
                  {t("This week", "Esta semana")}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="today">
                <DataTable
                  caption={t("Routes", "Rutas")}
                  columns={columns}
                  data={rows}
                  rowCount={rows.length}
                  getRowId={(row) => String(row.id)}
                  onSearchChange={() => {}}
                  toolbar={
                    <Button size="sm">
                      <PlusIcon />
                      {t("New route", "Nueva ruta")}
                    </Button>
                  }
                  empty={
                    <EmptyState size="sm" title={t("No routes", "Sin rutas")} />
                  }
                  labels={routeTableLabels(globals)}
                />
              </TabsContent>
              <TabsContent value="week">
                <EmptyState
                  title={t(
                    "No routes planned this week",
                    "Sin rutas esta semana"
                  )}
                />
              </TabsContent>
            </Tabs>
          </div>
        </main>
      </div>
    </div>
  )
}

const meta = {
  title: "Patterns/App shell",
  component: Shell,
  tags: ["autodocs"],
  args: { globals: {}, onSignOut: fn() },
  // `globals` is the toolbar state, passed in by `render`, not a control.
  argTypes: { globals: { table: { disable: true } } },
  parameters: { layout: "fullscreen" },
  render: (args, { globals }) => <Shell {...args} globals={globals} />,
} satisfies Meta<typeof Shell>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CollapseMenu: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Toggle menu" })
    const routes = canvas.getByRole("link", { name: "Routes" })
    await expect(routes).not.toHaveAttribute("title")
    await userEvent.click(toggle)
    await expect(routes).toHaveAttribute("title", "Routes")
    await expect(
      canvas.getByRole("link", { name: "Dashboard" })
    ).toHaveAttribute("aria-current", "page")
  },
}
