import { describe, expect, it } from "vitest"

import type { AbilityUser, PermissionGrant } from "./ability.ts"
import {
  addPermission,
  defineAbilitiesFor,
  removePermission,
  row,
  updateAbility,
} from "./ability.ts"
import { ContextType, SeedRole } from "./context-types.ts"
import { defaultGrants } from "./default-grants.ts"

const grantsOf = (role: string): PermissionGrant[] => defaultGrants[role]!

const acmeSites = [{ id_subsidiary: 1 }, { id_subsidiary: 2 }]
const clientUser: AbilityUser = {
  id_user: 10,
  id_context_type: ContextType.CLIENT,
  clientData: { id_client: 1, subsidiaries: acmeSites },
  actingForClient: null,
}
const siteUser: AbilityUser = {
  id_user: 11,
  id_context_type: ContextType.SUBSIDIARY,
  clientData: { id_client: 1, subsidiaries: [{ id_subsidiary: 1 }] },
  actingForClient: null,
}
const admin: AbilityUser = {
  id_user: 1,
  id_context_type: ContextType.SYSTEM,
  clientData: null,
  actingForClient: null,
}
const maintainer: AbilityUser = {
  ...admin,
  id_user: 2,
  id_context_type: ContextType.MANTAINER,
}

describe("defineAbilitiesFor", () => {
  it("lets a client user edit users of their own client only", () => {
    const ability = defineAbilitiesFor(
      clientUser,
      grantsOf(SeedRole.ClientUser.name)
    )
    expect(ability.can("edit", "users")).toBe(true)
    expect(
      ability.can("edit", row("users", { id_client: 1, id_subsidiary: [2] }))
    ).toBe(true)
    expect(
      ability.can("edit", row("users", { id_client: 2, id_subsidiary: [3] }))
    ).toBe(false)
  })

  it("confines a site user to their own sites", () => {
    const ability = defineAbilitiesFor(siteUser, [
      ...grantsOf(SeedRole.SubsidiaryUser.name),
      { subject: "users", action: "edit" },
    ])
    expect(
      ability.can("edit", row("depots", { id_client: 1, id_subsidiary: 1 }))
    ).toBe(true)
    expect(
      ability.can("edit", row("depots", { id_client: 1, id_subsidiary: 2 }))
    ).toBe(false)
    expect(
      ability.can("edit", row("users", { id_client: 1, id_subsidiary: [2] }))
    ).toBe(false)
    expect(
      ability.can("edit", row("users", { id_client: 1, id_subsidiary: [1, 2] }))
    ).toBe(true)
  })

  it("keeps site users away from client-wide changes even when granted", () => {
    const ability = defineAbilitiesFor(siteUser, [
      { subject: "client", action: "edit" },
      { subject: "configuration", action: "saveDetails" },
      { subject: "client", action: "tabConfiguration" },
    ])
    expect(ability.can("edit", "client")).toBe(false)
    expect(ability.can("saveDetails", "configuration")).toBe(false)
    expect(ability.can("tabConfiguration", "client")).toBe(true)
  })

  it("lets a client user, not a site user or driver, change the proof settings of their own client", () => {
    const grants: PermissionGrant[] = [
      { subject: "proofOfDelivery", action: "edit" },
    ]
    const client = defineAbilitiesFor(
      clientUser,
      grantsOf(SeedRole.ClientUser.name)
    )
    expect(client.can("edit", row("proofOfDelivery", { id_client: 1 }))).toBe(
      true
    )
    expect(client.can("edit", row("proofOfDelivery", { id_client: 2 }))).toBe(
      false
    )
    expect(
      defineAbilitiesFor(siteUser, grants).can("edit", "proofOfDelivery")
    ).toBe(false)
    const driver = { ...siteUser, id_context_type: ContextType.DRIVER }
    expect(
      defineAbilitiesFor(driver, grants).can("edit", "proofOfDelivery")
    ).toBe(false)
  })

  it("keeps the client's skills and stop outcomes read-only for site users", () => {
    const grants: PermissionGrant[] = [
      { subject: "skills", action: "create" },
      { subject: "stopOutcomes", action: "edit" },
      { subject: "sideMenu", action: "menuSkills" },
    ]
    const site = defineAbilitiesFor(siteUser, grants)
    expect(site.can("create", "skills")).toBe(false)
    expect(site.can("edit", "stopOutcomes")).toBe(false)
    expect(site.can("menuSkills", "sideMenu")).toBe(true)
    const client = defineAbilitiesFor(clientUser, grants)
    expect(client.can("create", row("skills", { id_client: 1 }))).toBe(true)
    expect(client.can("create", row("skills", { id_client: 2 }))).toBe(false)
  })

  it("gives the provider's staff every client's rows, and the audit log", () => {
    const ability = defineAbilitiesFor(
      admin,
      grantsOf(SeedRole.SuperAdmin.name)
    )
    expect(ability.can("edit", row("clients", { id_client: 2 }))).toBe(true)
    expect(ability.can("read", "auditLog")).toBe(true)
    expect(ability.can("edit", "roles")).toBe(true)
  })

  it("confines a provider administrator acting for a client to that client", () => {
    const acting = { ...admin, actingForClient: 1 }
    const ability = defineAbilitiesFor(
      acting,
      grantsOf(SeedRole.SuperAdmin.name)
    )
    expect(ability.can("edit", row("client", { id_client: 1 }))).toBe(true)
    expect(ability.can("edit", row("client", { id_client: 2 }))).toBe(false)
    expect(ability.can("read", "auditLog")).toBe(false)
    expect(ability.can("edit", "roles")).toBe(false)
    expect(ability.can("create", "clients")).toBe(false)
  })

  it("gives maintainers nothing", () => {
    const ability = defineAbilitiesFor(
      maintainer,
      grantsOf(SeedRole.SuperAdmin.name)
    )
    expect(ability.rules).toEqual([])
  })

  it("keeps roles with the provider even when a client role is granted them", () => {
    const ability = defineAbilitiesFor(clientUser, [
      { subject: "roles", action: "create" },
      { subject: "rolePermissions", action: "edit" },
    ])
    expect(ability.can("create", "roles")).toBe(false)
    expect(ability.can("edit", "rolePermissions")).toBe(false)
  })

  it("never lets a user delete or disable their own account", () => {
    const ability = defineAbilitiesFor(
      clientUser,
      grantsOf(SeedRole.ClientUser.name)
    )
    const self = row("users", { id_client: 1, id_user: 10, id_subsidiary: [] })
    const other = row("users", { id_client: 1, id_user: 12, id_subsidiary: [] })
    expect(ability.can("delete", self)).toBe(false)
    expect(ability.can("enableDisable", self)).toBe(false)
    expect(ability.can("delete", other)).toBe(true)
  })

  it("ignores inactive and unknown permissions", () => {
    const ability = defineAbilitiesFor(clientUser, [
      { subject: "users", action: "create", isActive: false },
      { subject: "nope", action: "create" },
    ])
    expect(ability.can("create", "users")).toBe(false)
    expect(ability.rules.length).toBeGreaterThan(0)
  })

  it("adds and removes abilities at runtime", () => {
    let grants: PermissionGrant[] = []
    const ability = defineAbilitiesFor(clientUser, grants)
    expect(ability.can("menuCars", "sideMenu")).toBe(false)
    grants = addPermission(grants, { subject: "sideMenu", action: "menuCars" })
    updateAbility(ability, clientUser, grants)
    expect(ability.can("menuCars", "sideMenu")).toBe(true)
    grants = removePermission(grants, {
      subject: "sideMenu",
      action: "menuCars",
    })
    updateAbility(ability, clientUser, grants)
    expect(ability.can("menuCars", "sideMenu")).toBe(false)
  })

  it("switches between one site and all sites", () => {
    const grants = grantsOf(SeedRole.ClientUser.name)
    const site2 = row("routes", { id_client: 1, id_subsidiary: 2 })
    const ability = defineAbilitiesFor(clientUser, grants, {
      allSubsidiaries: false,
      id_subsidiary: 1,
    })
    expect(ability.can("edit", site2)).toBe(false)
    updateAbility(ability, clientUser, grants, { allSubsidiaries: true })
    expect(ability.can("edit", site2)).toBe(true)
  })

  it("does not widen a site user beyond their sites in one-site mode", () => {
    const ability = defineAbilitiesFor(
      siteUser,
      grantsOf(SeedRole.SubsidiaryUser.name),
      { allSubsidiaries: false, id_subsidiary: 2 }
    )
    expect(
      ability.can("edit", row("routes", { id_client: 1, id_subsidiary: 2 }))
    ).toBe(false)
    expect(
      ability.can("edit", row("routes", { id_client: 1, id_subsidiary: 1 }))
    ).toBe(false)
  })
})
