import { LogOutIcon, UserIcon } from "lucide-react"

import type { UserMenuItem } from "../components/top-bar"

/**
 * The user menu of the stories: account settings, the items given, then signing out.
 * Stories only.
 *
 * @param t - picks the English or the Spanish text
 * @param actions - what account settings and signing out do, and the items between them
 * @returns the menu's items
 */
function accountMenuItems(
  t: (en: string, es: string) => string,
  {
    onAccount,
    onSignOut,
    between = [],
  }: {
    onAccount: () => void
    onSignOut: () => void
    between?: UserMenuItem[]
  }
): UserMenuItem[] {
  return [
    {
      id: "account",
      label: t("Account settings", "Ajustes de la cuenta"),
      icon: <UserIcon />,
      onSelect: onAccount,
    },
    ...between,
    {
      id: "sign-out",
      label: t("Sign out", "Cerrar sesión"),
      icon: <LogOutIcon />,
      destructive: true,
      separatorBefore: true,
      onSelect: onSignOut,
    },
  ]
}

export { accountMenuItems }
