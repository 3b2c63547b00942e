import { describe, expect, it } from "vitest"

import { allActions, allSubjects } from "./catalog.ts"
import { SeedRole } from "./context-types.ts"
import { defaultGrants } from "./default-grants.ts"

describe("defaultGrants", () => {
  it("gives the super administrator every action on every subject", () => {
    expect(defaultGrants[SeedRole.SuperAdmin.name]).toHaveLength(
      allActions.length * allSubjects.length
    )
  })

  it("gives maintainers nothing, so the back office sends them to sign-in", () => {
    expect(defaultGrants[SeedRole.Maintainer.name]).toEqual([])
  })

  it("keeps role editing away from the provider administrator", () => {
    const subjects = new Set(
      defaultGrants[SeedRole.Administrator.name]!.map((g) => g.subject)
    )
    expect(subjects.has("roles")).toBe(false)
    expect(subjects.has("clients")).toBe(true)
  })

  it("lets a client user manage users but not a site user", () => {
    const manages = (role: string) =>
      defaultGrants[role]!.some(
        (g) => g.subject === "users" && g.action === "create"
      )
    expect(manages(SeedRole.ClientUser.name)).toBe(true)
    expect(manages(SeedRole.SubsidiaryUser.name)).toBe(false)
  })

  it.each(Object.entries(defaultGrants))(
    "lists no grant twice for %s",
    (_, grants) => {
      const keys = grants.map((g) => `${g.subject}:${g.action}`)
      expect(new Set(keys).size).toBe(keys.length)
    }
  )
})
