import { msg } from "@lingui/core/macro"
import type { MessageDescriptor } from "@lingui/core"
import { Action } from "@ruta/permissions/catalog"
import {
  BookUser,
  Building2,
  CarFront,
  ClipboardCheck,
  CreditCard,
  LayoutDashboard,
  MapPinned,
  PenLine,
  Plug,
  PlusCircle,
  Route,
  Settings,
  ShieldCheck,
  Sparkles,
  Users,
  Warehouse,
} from "lucide-react"
import type { LucideIcon } from "lucide-react"

export interface Screen {
  /** The path under /main. */
  path: string
  /** The action on the side menu subject that opens the screen (spec section 2). */
  action: string
  icon: LucideIcon
  title: MessageDescriptor
}

/** Every screen of the side menu, in menu order. */
export const screens: Screen[] = [
  {
    path: "dashboard",
    action: Action.main,
    icon: LayoutDashboard,
    title: msg`Dashboard`,
  },
  {
    path: "clients",
    action: Action.menuClients,
    icon: Building2,
    title: msg`Clients`,
  },
  {
    path: "users",
    action: Action.menuUsers,
    icon: Users,
    title: msg`Users`,
  },
  {
    path: "roles",
    action: Action.menuRoles,
    icon: ShieldCheck,
    title: msg`Roles`,
  },
  {
    path: "optimizations",
    action: Action.menuOptimizations,
    icon: Sparkles,
    title: msg`Optimizations`,
  },
  {
    path: "new-optimization",
    action: Action.menuNewOptimization,
    icon: PlusCircle,
    title: msg`New optimization`,
  },
  {
    path: "routes",
    action: Action.menuRoutes,
    icon: Route,
    title: msg`Routes`,
  },
  {
    path: "address-book",
    action: Action.menuAddressBook,
    icon: BookUser,
    title: msg`Address book`,
  },
  {
    path: "depots",
    action: Action.menuDepots,
    icon: Warehouse,
    title: msg`Depots`,
  },
  {
    path: "cars",
    action: Action.menuCars,
    icon: CarFront,
    title: msg`Cars`,
  },
  {
    path: "skills",
    action: Action.menuSkills,
    icon: ClipboardCheck,
    title: msg`Skills`,
  },
  {
    path: "stop-outcomes",
    action: Action.menuStopOutcomes,
    icon: MapPinned,
    title: msg`Stop outcomes`,
  },
  {
    path: "payment-plans",
    action: Action.menuPaymentPlans,
    icon: CreditCard,
    title: msg`Payment plans`,
  },
  {
    path: "settings",
    action: Action.menuConfiguration,
    icon: Settings,
    title: msg`Settings`,
  },
  // Settings → Proof of delivery (issue 32): what finishing a visit requires.
  {
    path: "proof-of-delivery",
    action: Action.menuConfiguration,
    icon: PenLine,
    title: msg`Proof of delivery`,
  },
  // Ours (issue 34): the settings' integrations, API keys and webhooks.
  {
    path: "integrations",
    action: Action.menuConfiguration,
    icon: Plug,
    title: msg`Integrations`,
  },
]

/** The path segments that are not menu screens, with the words their breadcrumb shows. */
const segmentTitles: Record<string, MessageDescriptor> = {
  client: msg`Client`,
  subsidiary: msg`Site`,
  role: msg`Role`,
  account: msg`Account`,
  "audit-log": msg`Audit log`,
}

/** The words of a path segment's breadcrumb: a menu screen's title, or the segment's own. */
export function segmentTitle(segment: string): MessageDescriptor | undefined {
  return screenOf(segment)?.title ?? segmentTitles[segment]
}

export function screenOf(path: string): Screen | undefined {
  return screens.find((screen) => screen.path === path)
}
