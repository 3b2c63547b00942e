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
  /** For screens built by a later issue: what will be there. */
  comingSoon?: MessageDescriptor
}

/** Every screen of the side menu, in menu order. */
export const screens: Screen[] = [
  {
    path: "dashboard",
    action: Action.main,
    icon: LayoutDashboard,
    title: msg`Dashboard`,
    comingSoon: msg`Today's routes at a glance: progress of every route, stops completed, and the routes on the road.`,
  },
  {
    path: "clients",
    action: Action.menuClients,
    icon: Building2,
    title: msg`Clients`,
    comingSoon: msg`The companies you serve: your list, unassigned and others, with their sites, users and activities.`,
  },
  {
    path: "users",
    action: Action.menuUsers,
    icon: Users,
    title: msg`Users`,
    comingSoon: msg`Client, site, administrator, maintainer and driver users, with drivers' skills and cars.`,
  },
  {
    path: "roles",
    action: Action.menuRoles,
    icon: ShieldCheck,
    title: msg`Roles`,
    comingSoon: msg`Roles and the permissions of each screen, switched on and off in a grid.`,
  },
  {
    path: "optimizations",
    action: Action.menuOptimizations,
    icon: Sparkles,
    title: msg`Optimizations`,
    comingSoon: msg`Your optimizations: their routes, stops and status, ready to optimize again.`,
  },
  {
    path: "new-optimization",
    action: Action.menuNewOptimization,
    icon: PlusCircle,
    title: msg`New optimization`,
    comingSoon: msg`Create an optimization from typed addresses or an Excel file, then confirm the addresses and group them into routes.`,
  },
  {
    path: "routes",
    action: Action.menuRoutes,
    icon: Route,
    title: msg`Routes`,
    comingSoon: msg`Every route with its status (pending, on route, completed), its map and its stops.`,
  },
  {
    path: "address-book",
    action: Action.menuAddressBook,
    icon: BookUser,
    title: msg`Address book`,
    comingSoon: msg`Saved customer addresses with their contacts, to reuse in optimizations.`,
  },
  {
    path: "depots",
    action: Action.menuDepots,
    icon: Warehouse,
    title: msg`Depots`,
    comingSoon: msg`Where routes start and end: one default depot per site, placed from an address or a pin.`,
  },
  {
    path: "cars",
    action: Action.menuCars,
    icon: CarFront,
    title: msg`Cars`,
    comingSoon: msg`Your fleet: capacities in pieces, weight and volume, skills, and the driver of each car.`,
  },
  {
    path: "skills",
    action: Action.menuSkills,
    icon: ClipboardCheck,
    title: msg`Skills`,
    comingSoon: msg`What a stop may require of a driver or a car, such as a refrigerated box or a forklift.`,
  },
  {
    path: "stop-outcomes",
    action: Action.menuStopOutcomes,
    icon: MapPinned,
    title: msg`Stop outcomes`,
    comingSoon: msg`The results a driver can record at a stop, such as delivered or customer absent.`,
  },
  {
    path: "payment-plans",
    action: Action.menuPaymentPlans,
    icon: CreditCard,
    title: msg`Payment plans`,
    comingSoon: msg`Plans charged per optimized address, your subscription and its cost calculator, and payment methods.`,
  },
  {
    path: "settings",
    action: Action.menuConfiguration,
    icon: Settings,
    title: msg`Settings`,
    comingSoon: msg`Units of distance, measure and weight for your company and each site.`,
  },
]

export function screenOf(path: string): Screen | undefined {
  return screens.find((screen) => screen.path === path)
}
