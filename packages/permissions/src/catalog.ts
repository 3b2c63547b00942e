/**
 * The actions and subjects of spec section 6, as stored in the `actions` and `subjects` tables
 * and used by abilities on the server and in the browser.
 */
export const Action = {
  resetPassword: "resetPassword",
  main: "main",
  menuClients: "menuClients",
  menuUsers: "menuUsers",
  menuRoles: "menuRoles",
  menuRoutes: "menuRoutes",
  menuDepots: "menuDepots",
  menuCars: "menuCars",
  menuAddressBook: "menuAddressBook",
  menuOptimizations: "menuOptimizations",
  menuNewOptimization: "menuNewOptimization",
  menuSkills: "menuSkills",
  menuConfiguration: "menuConfiguration",
  menuStopOutcomes: "menuStopOutcomes",
  // Not in the spec's list, which has a payment-plans screen but no menu action for it.
  menuPaymentPlans: "menuPaymentPlans",
  tabConfiguration: "tabConfiguration",
  tabSubsidiaries: "tabSubsidiaries",
  tabUsers: "tabUsers",
  tabPermissions: "tabPermissions",
  saveDetails: "saveDetails",
  create: "create",
  edit: "edit",
  delete: "delete",
  enableDisable: "enableDisable",
  manageSkills: "manageSkills",
  assignCar: "assignCar",
  optimize: "optimize",
  assign: "assign",
  unassign: "unassign",
  configureOptimization: "configureOptimization",
  addAddress: "addAddress",
  configureRoute: "configureRoute",
  createRoute: "createRoute",
  editRoute: "editRoute",
  deleteRoute: "deleteRoute",
  moveLocation: "moveLocation",
} as const
export type Action = (typeof Action)[keyof typeof Action]

export const Subject = {
  sideMenu: "sideMenu",
  userMenu: "userMenu",
  clients: "clients",
  client: "client",
  clientConfiguration: "clientConfiguration",
  clientSubsidiaries: "clientSubsidiaries",
  clientUsers: "clientUsers",
  subsidiary: "subsidiary",
  subsidiaryConfiguration: "subsidiaryConfiguration",
  subsidiaryRoutes: "subsidiaryRoutes",
  subsidiaryUsers: "subsidiaryUsers",
  users: "users",
  roles: "roles",
  role: "role",
  rolePermissions: "rolePermissions",
  cars: "cars",
  depots: "depots",
  addressBook: "addressBook",
  optimizations: "optimizations",
  optimization: "optimization",
  routes: "routes",
  route: "route",
  skills: "skills",
  configuration: "configuration",
  stopOutcomes: "stopOutcomes",
  paymentPlans: "paymentPlans",
  // Ours (issue 32): Settings → Proof of delivery, what each kind of visit outcome requires.
  proofOfDelivery: "proofOfDelivery",
  // Ours (issue 34): Settings → Integrations, API keys and webhooks.
  integrations: "integrations",
  // Ours (issue 33): Settings → Customer notifications, and each stop's notification log.
  notifications: "notifications",
  // Ours (issue 46): the VROOM-compatible solve API (POST /vroom and its jobs), for API keys.
  solverApi: "solverApi",
} as const
export type Subject = (typeof Subject)[keyof typeof Subject]

export const allActions = Object.values(Action)
export const allSubjects = Object.values(Subject)
