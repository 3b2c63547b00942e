import {
  Action as A,
  Subject as S,
  allActions,
  allSubjects,
} from "./catalog.ts"
import type { Action, Subject } from "./catalog.ts"
import { SeedRole } from "./context-types.ts"

/** One permission: an action on a subject. */
export interface Grant {
  subject: Subject
  action: Action
}

const on = (subject: Subject, actions: Action[]): Grant[] =>
  actions.map((action) => ({ subject, action }))

const crud = [A.create, A.edit, A.delete]

const planning: Grant[] = [
  ...on(S.optimizations, [...crud, A.optimize]),
  ...on(S.optimization, [
    ...crud,
    A.optimize,
    A.configureOptimization,
    A.addAddress,
    A.assign,
    A.unassign,
  ]),
  ...on(S.routes, [...crud, A.optimize]),
  ...on(S.route, [
    A.optimize,
    A.configureRoute,
    A.createRoute,
    A.editRoute,
    A.deleteRoute,
    A.moveLocation,
  ]),
  ...on(S.addressBook, crud),
  ...on(S.depots, crud),
  ...on(S.cars, [...crud, A.manageSkills]),
  ...on(S.skills, [...crud, A.enableDisable]),
  ...on(S.stopOutcomes, [...crud, A.enableDisable]),
]

function everything(): Grant[] {
  return allSubjects.flatMap((subject) => on(subject, allActions))
}

const ownAccount = on(S.userMenu, [A.resetPassword, A.saveDetails])

/**
 * The seeded permissions of each role, by role name. docs/permissions.md explains each row.
 * Roles created later start with none; the roles screen grants them.
 */
/** The side menu of everyone who plans: the dashboard, fleet, addresses and optimizations. */
const planningMenus = [
  A.main,
  A.menuRoutes,
  A.menuDepots,
  A.menuCars,
  A.menuAddressBook,
  A.menuOptimizations,
  A.menuNewOptimization,
  A.menuSkills,
  A.menuStopOutcomes,
]

export const defaultGrants: Record<string, Grant[]> = {
  // The provider's super administrator manages everything.
  [SeedRole.SuperAdmin.name]: everything(),
  // A provider administrator runs clients and users but does not edit roles.
  [SeedRole.Administrator.name]: everything().filter(
    (g) =>
      g.subject !== S.roles &&
      g.subject !== S.role &&
      g.subject !== S.rolePermissions
  ),
  // Maintainers get no permissions: the back office sends them back to sign-in (spec section 4).
  [SeedRole.Maintainer.name]: [],
  // A client user runs the whole company: every site, its users, fleet and planning.
  [SeedRole.ClientUser.name]: [
    ...ownAccount,
    ...on(S.sideMenu, [
      ...planningMenus,
      A.menuUsers,
      A.menuConfiguration,
      A.menuPaymentPlans,
    ]),
    ...on(S.users, [...crud, A.enableDisable, A.manageSkills, A.assignCar]),
    ...on(S.configuration, [A.saveDetails]),
    ...on(S.proofOfDelivery, [A.edit]),
    ...on(S.integrations, crud),
    ...on(S.notifications, [A.edit]),
    ...on(S.solverApi, [A.optimize]),
    ...on(S.subsidiary, [A.tabConfiguration, A.tabUsers]),
    ...planning,
  ],
  // A site user plans for their own sites; no users, configuration or billing.
  [SeedRole.SubsidiaryUser.name]: [
    ...ownAccount,
    ...on(S.sideMenu, planningMenus),
    ...planning,
  ],
  // Drivers use the mobile app; in the back office they may only manage their own account.
  [SeedRole.Driver.name]: [...ownAccount, ...on(S.sideMenu, [A.main])],
}
