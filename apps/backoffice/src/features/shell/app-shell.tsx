import { Trans, useLingui } from "@lingui/react/macro"
import { ContextType } from "@ruta/permissions/context-types"
import {
  Breadcrumbs,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@ruta/ui/components/breadcrumbs"
import { IconButton } from "@ruta/ui/components/icon-button"
import {
  SideMenu,
  SideMenuContent,
  SideMenuHeader,
  SideMenuItem,
  SideMenuSection,
  SideMenuSheet,
} from "@ruta/ui/components/side-menu"
import {
  TopBar,
  TopBarActions,
  TopBarTitle,
  UserMenu,
} from "@ruta/ui/components/top-bar"
import { Link, useLocation, useNavigate } from "@tanstack/react-router"
import { LogOut, Menu, ScrollText, UserCog } from "lucide-react"
import { Fragment, useState } from "react"
import type { ReactNode } from "react"

import { breadcrumbsFromPath } from "@ruta/ui/lib/breadcrumbs"
import type { SessionUser } from "../../lib/session.ts"
import { useAbility } from "./ability-context.tsx"
import { translatedCrumbs } from "./crumb-titles.ts"
import { PreferenceButtons } from "./preference-buttons.tsx"
import { screens, segmentTitle } from "./screens.ts"
import { signOut } from "./sign-out.ts"

/** The screens the caller's role may open, as the side menu's links. */
function MainMenu({
  pathname,
  className,
}: {
  pathname: string
  className?: string
}) {
  const { t, i18n } = useLingui()
  const ability = useAbility()
  const visible = screens.filter((screen) =>
    ability.can(screen.action, "sideMenu")
  )
  return (
    <SideMenu label={t`Main menu`} className={className}>
      <SideMenuHeader>
        <span className="text-lg font-bold tracking-tight">Ruta</span>
      </SideMenuHeader>
      <SideMenuContent>
        <SideMenuSection>
          {visible.map((screen) => {
            const Icon = screen.icon
            const to = `/main/${screen.path}`
            return (
              <SideMenuItem
                key={screen.path}
                asChild
                icon={<Icon />}
                label={i18n._(screen.title)}
                selected={pathname === to || pathname.startsWith(`${to}/`)}
              >
                <Link to={to} />
              </SideMenuItem>
            )
          })}
        </SideMenuSection>
      </SideMenuContent>
    </SideMenu>
  )
}

/** The frame of every signed-in screen: side menu, top bar with user menu, breadcrumbs. */
export function AppShell({
  user,
  children,
}: {
  user: SessionUser
  children: ReactNode
}) {
  const { t, i18n } = useLingui()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const crumbs = translatedCrumbs(breadcrumbsFromPath(pathname), (segment) => {
    const title = segmentTitle(segment)
    return title && i18n._(title)
  })
  // On a phone the menu is a drawer behind the top bar's button: open on the screen it was opened
  // on, so it closes when another screen opens.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)

  return (
    <div className="flex h-dvh bg-background text-foreground">
      <MainMenu pathname={pathname} className="hidden md:flex" />
      <SideMenuSheet
        open={menuOpenOn === pathname}
        onOpenChange={(open) => setMenuOpenOn(open ? pathname : null)}
        title={t`Main menu`}
      >
        <MainMenu pathname={pathname} />
      </SideMenuSheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar>
          <IconButton
            label={t`Open the main menu`}
            onClick={() => setMenuOpenOn(pathname)}
            className="md:hidden"
          >
            <Menu />
          </IconButton>
          <TopBarTitle>
            <Breadcrumbs label={t`Breadcrumb`}>
              <BreadcrumbList>
                {crumbs.map((crumb, index) => (
                  <Fragment key={crumb.href}>
                    {index > 0 && <BreadcrumbSeparator />}
                    <BreadcrumbItem>
                      {index === crumbs.length - 1 ? (
                        <BreadcrumbPage>{crumb.label}</BreadcrumbPage>
                      ) : (
                        <BreadcrumbLink asChild>
                          <Link to={crumb.href}>{crumb.label}</Link>
                        </BreadcrumbLink>
                      )}
                    </BreadcrumbItem>
                  </Fragment>
                ))}
              </BreadcrumbList>
            </Breadcrumbs>
          </TopBarTitle>
          <TopBarActions>
            <PreferenceButtons />
            <UserMenu
              name={user.name}
              email={user.email}
              menuLabel={t`Account menu`}
              items={[
                {
                  id: "account",
                  label: <Trans>Account settings</Trans>,
                  icon: <UserCog />,
                  onSelect: () => void navigate({ to: "/main/account" }),
                },
                ...(user.id_context_type === ContextType.SYSTEM
                  ? [
                      {
                        id: "audit-log",
                        label: <Trans>Audit log</Trans>,
                        icon: <ScrollText />,
                        onSelect: () =>
                          void navigate({ to: "/main/audit-log" }),
                      },
                    ]
                  : []),
                {
                  id: "sign-out",
                  label: <Trans>Sign out</Trans>,
                  icon: <LogOut />,
                  destructive: true,
                  separatorBefore: true,
                  onSelect: () =>
                    void signOut().then(() => navigate({ to: "/login" })),
                },
              ]}
            />
          </TopBarActions>
        </TopBar>
        <main className="min-h-0 flex-1 overflow-y-auto p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  )
}
