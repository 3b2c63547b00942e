/** The five kinds of user (spec section 6: "Role ids"). */
export const ContextType = {
  SYSTEM: 1,
  CLIENT: 2,
  SUBSIDIARY: 3,
  MANTAINER: 4,
  DRIVER: 5,
} as const
export type ContextType = (typeof ContextType)[keyof typeof ContextType]

/** Display names, spelled as the spec spells them. */
export const contextTypeDisplayNames: Record<ContextType, string> = {
  1: "Administrator",
  2: "Client user",
  3: "Site user",
  4: "Mantainer user",
  5: "Driver",
}

/** The seeded roles: ids 1 to 5 follow the context types; 6 is a provider administrator. */
export const SeedRole = {
  SuperAdmin: { id_role: 1, name: "SuperAdmin", id_context_type: 1 },
  ClientUser: { id_role: 2, name: "client user", id_context_type: 2 },
  SubsidiaryUser: { id_role: 3, name: "subsidiary user", id_context_type: 3 },
  Maintainer: { id_role: 4, name: "maintainer", id_context_type: 4 },
  Driver: { id_role: 5, name: "driver", id_context_type: 5 },
  Administrator: { id_role: 6, name: "administrator", id_context_type: 1 },
} as const
