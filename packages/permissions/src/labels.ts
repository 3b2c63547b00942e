import type { Action, Subject } from "./catalog.ts"

/** A label in each language the product speaks. */
export interface Label {
  en: string
  es: string
}

/** How the roles screen names each subject (a screen or one of its parts). */
export const subjectLabels: Record<Subject, Label> = {
  sideMenu: { en: "Side menu", es: "Menú lateral" },
  userMenu: { en: "User menu", es: "Menú de usuario" },
  clients: { en: "Clients", es: "Clientes" },
  client: { en: "Client", es: "Cliente" },
  clientConfiguration: {
    en: "Client: configuration tab",
    es: "Cliente: pestaña de configuración",
  },
  clientSubsidiaries: {
    en: "Client: sites tab",
    es: "Cliente: pestaña de sucursales",
  },
  clientUsers: { en: "Client: users tab", es: "Cliente: pestaña de usuarios" },
  subsidiary: { en: "Site", es: "Sucursal" },
  subsidiaryConfiguration: {
    en: "Site: configuration tab",
    es: "Sucursal: pestaña de configuración",
  },
  subsidiaryRoutes: {
    en: "Site: routes tab",
    es: "Sucursal: pestaña de rutas",
  },
  subsidiaryUsers: {
    en: "Site: users tab",
    es: "Sucursal: pestaña de usuarios",
  },
  users: { en: "Users", es: "Usuarios" },
  roles: { en: "Roles", es: "Roles" },
  role: { en: "Role", es: "Rol" },
  rolePermissions: {
    en: "Role: permissions tab",
    es: "Rol: pestaña de permisos",
  },
  cars: { en: "Cars", es: "Vehículos" },
  depots: { en: "Depots", es: "Depósitos" },
  addressBook: { en: "Address book", es: "Libreta de direcciones" },
  optimizations: { en: "Optimizations", es: "Optimizaciones" },
  optimization: { en: "Optimization", es: "Optimización" },
  routes: { en: "Routes", es: "Rutas" },
  route: { en: "Route", es: "Ruta" },
  skills: { en: "Skills", es: "Habilidades" },
  configuration: { en: "Settings", es: "Configuración" },
  stopOutcomes: { en: "Stop outcomes", es: "Resultados de parada" },
  paymentPlans: { en: "Payment plans", es: "Planes de pago" },
  proofOfDelivery: {
    en: "Settings: proof of delivery",
    es: "Configuración: prueba de entrega",
  },
  integrations: {
    en: "Settings: integrations (API keys, webhooks)",
    es: "Configuración: integraciones (claves de API, webhooks)",
  },
  notifications: {
    en: "Settings: customer notifications",
    es: "Configuración: avisos a clientes",
  },
  solverApi: {
    en: "Solver API (VROOM-compatible solve and jobs)",
    es: "API del optimizador (resolución y trabajos compatibles con VROOM)",
  },
}

/** How the roles screen names each action. */
export const actionLabels: Record<Action, Label> = {
  resetPassword: { en: "Reset password", es: "Restablecer contraseña" },
  main: { en: "Main", es: "Principal" },
  menuClients: { en: "Menu: Clients", es: "Menú: Clientes" },
  menuUsers: { en: "Menu: Users", es: "Menú: Usuarios" },
  menuRoles: { en: "Menu: Roles", es: "Menú: Roles" },
  menuRoutes: { en: "Menu: Routes", es: "Menú: Rutas" },
  menuDepots: { en: "Menu: Depots", es: "Menú: Depósitos" },
  menuCars: { en: "Menu: Cars", es: "Menú: Vehículos" },
  menuAddressBook: {
    en: "Menu: Address book",
    es: "Menú: Libreta de direcciones",
  },
  menuOptimizations: { en: "Menu: Optimizations", es: "Menú: Optimizaciones" },
  menuNewOptimization: {
    en: "Menu: New optimization",
    es: "Menú: Nueva optimización",
  },
  menuSkills: { en: "Menu: Skills", es: "Menú: Habilidades" },
  menuConfiguration: { en: "Menu: Settings", es: "Menú: Configuración" },
  menuStopOutcomes: {
    en: "Menu: Stop outcomes",
    es: "Menú: Resultados de parada",
  },
  menuPaymentPlans: { en: "Menu: Payment plans", es: "Menú: Planes de pago" },
  tabConfiguration: { en: "Configuration tab", es: "Pestaña de configuración" },
  tabSubsidiaries: { en: "Sites tab", es: "Pestaña de sucursales" },
  tabUsers: { en: "Users tab", es: "Pestaña de usuarios" },
  tabPermissions: { en: "Permissions tab", es: "Pestaña de permisos" },
  saveDetails: { en: "Save details", es: "Guardar datos" },
  create: { en: "Create", es: "Crear" },
  edit: { en: "Edit", es: "Editar" },
  delete: { en: "Delete", es: "Eliminar" },
  enableDisable: { en: "Enable or disable", es: "Habilitar o deshabilitar" },
  manageSkills: { en: "Manage skills", es: "Gestionar habilidades" },
  assignCar: { en: "Assign car", es: "Asignar vehículo" },
  optimize: { en: "Optimize", es: "Optimizar" },
  assign: { en: "Assign", es: "Asignar" },
  unassign: { en: "Unassign", es: "Desasignar" },
  configureOptimization: {
    en: "Configure optimization",
    es: "Configurar optimización",
  },
  addAddress: { en: "Add address", es: "Agregar dirección" },
  configureRoute: { en: "Configure route", es: "Configurar ruta" },
  createRoute: { en: "Create route", es: "Crear ruta" },
  editRoute: { en: "Edit route", es: "Editar ruta" },
  deleteRoute: { en: "Delete route", es: "Eliminar ruta" },
  moveLocation: { en: "Move location", es: "Mover ubicación" },
}
