// Administration endpoints: roles and permissions, users, clients, sites, activities, catalogs
// and the audit log, as the back office calls them.
import { PermissionMessage } from "@ruta/permissions/messages"
import { messages } from "@ruta/validation/messages"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { multipart } from "./multipart-body.ts"
import { bearer, expectValidationError } from "./helper.ts"
import type { Method } from "./api-calls.ts"
import { appSignedIn, callWith, data } from "./api-calls.ts"

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await appSignedIn(tokens, ["admin", "client", "site", "globex"])
})
afterAll(() => t.close())

async function call(
  who: string,
  method: Method,
  url: string,
  payload?: unknown
) {
  const res = await callWith(t, tokens[who]!, method, url, payload)
  expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/)
  return res
}

/** A tiny valid PNG (1x1 pixel). */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)

describe("roles", () => {
  it("lists roles on page 0 with 25 rows by default, with filters", async () => {
    const res = await call("admin", "GET", "/roles")
    expect(res.statusCode).toBe(200)
    expect(data(res)).toMatchObject({ page: 0, size: 25, total: 6 })
    const drivers = data<{ items: { name: string }[] }>(
      await call("admin", "GET", "/roles?id_context_type=5")
    )
    expect(drivers.items.map((r) => r.name)).toEqual(["driver"])
    const named = data<{ items: { context_type_name: string }[] }>(
      await call("admin", "GET", "/roles?name=admin&isActive=true")
    )
    expect(named.items.map((r) => r.context_type_name)).toEqual([
      "Administrator",
      "Administrator",
    ])
  })

  it("shows a client user only the roles of the client's users", async () => {
    const res = data<{ items: { id_context_type: number }[] }>(
      await call("client", "GET", "/roles")
    )
    expect(new Set(res.items.map((r) => r.id_context_type))).toEqual(
      new Set([2, 3, 5])
    )
    expect((await call("client", "GET", "/roles/1")).statusCode).toBe(404)
  })

  it.each([
    [
      { name: "", id_context_type: 2, isActive: true },
      "name",
      "Name is required",
    ],
    [{ name: "Planner", isActive: true }, "id_context_type", "Required field."],
    [
      { name: "Planner", id_context_type: -1, isActive: true },
      "id_context_type",
      "Required field.",
    ],
    [{ name: "Planner", id_context_type: 2 }, "isActive", "Required field."],
  ])("rejects %j with the spec's message", async (body, field, message) => {
    expectValidationError(
      await call("admin", "POST", "/roles", body),
      field,
      message
    )
  })

  it("answers 400, not 500, to ids beyond the database's integer range", async () => {
    for (const url of [
      "/roles/99999999999",
      "/users/99999999999",
      "/clients/3e10",
    ])
      expect((await call("admin", "GET", url)).statusCode).toBe(400)
    const role = await call("admin", "POST", "/roles", {
      name: "Ghost type",
      id_context_type: 7,
      isActive: true,
    })
    expectValidationError(role, "id_context_type", "Required field.")
  })

  it("creates, edits, deactivates and deletes a role, and audits each step", async () => {
    const created = await call("admin", "POST", "/roles", {
      name: "Dispatcher",
      description: "Plans the day",
      id_context_type: 2,
      isActive: true,
    })
    expect(created.statusCode).toBe(201)
    const role = data<{ id_role: number }>(created)
    expect(role).toMatchObject({
      name: "Dispatcher",
      context_type_name: "Client user",
    })
    const dup = await call("admin", "POST", "/roles", {
      name: "Dispatcher",
      id_context_type: 2,
      isActive: true,
    })
    expect(dup.statusCode).toBe(409)
    const edited = await call("admin", "PUT", `/roles/${role.id_role}`, {
      name: "Night dispatcher",
      id_context_type: 2,
      isActive: true,
    })
    expect(data(edited)).toMatchObject({ name: "Night dispatcher" })
    const off = await call("admin", "PUT", `/roles/${role.id_role}/status`, {
      isActive: false,
    })
    expect(data(off)).toMatchObject({ isActive: false })
    expect(
      (await call("admin", "DELETE", `/roles/${role.id_role}`)).statusCode
    ).toBe(200)
    expect(
      (await call("admin", "GET", `/roles/${role.id_role}`)).statusCode
    ).toBe(404)

    const audit = data<{
      items: {
        action: string
        before: unknown
        after: unknown
        user_name: string
      }[]
    }>(await call("admin", "GET", "/audit-events?entity=role"))
    expect(audit.items.map((e) => e.action).slice(0, 4)).toEqual([
      "role.delete",
      "role.disable",
      "role.update",
      "role.create",
    ])
    const update = audit.items.find((e) => e.action === "role.update")!
    expect(update.before).toMatchObject({ name: "Dispatcher" })
    expect(update.after).toMatchObject({ name: "Night dispatcher" })
    expect(update.user_name).toBe("Ruta Administrator")
  })

  it("refuses to delete or retype a role that users hold", async () => {
    const res = await call("admin", "DELETE", "/roles/2")
    expect(res.statusCode).toBe(409)
    const retype = await call("admin", "PUT", "/roles/2", {
      name: "client user",
      id_context_type: 3,
      isActive: true,
    })
    expect(retype.statusCode).toBe(409)
  })

  it("tells a client user they may not change role data", async () => {
    const res = await call("client", "POST", "/roles", {
      name: "Mine",
      id_context_type: 2,
      isActive: true,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(PermissionMessage.roleUpdateForbidden)
    const edit = await call("client", "PUT", "/roles/2", {
      name: "client user",
      id_context_type: 2,
      isActive: true,
    })
    expect(edit.json().message).toBe(PermissionMessage.roleUpdateForbidden)
  })
})

describe("permissions", () => {
  it("lists subjects and a role's permissions for one subject", async () => {
    const subjects = data<{ id_subject: number; name: string }[]>(
      await call("admin", "GET", "/subjects")
    )
    const sideMenu = subjects.find((s) => s.name === "sideMenu")!
    const list = data<{ subject: string; action: string }[]>(
      await call(
        "admin",
        "GET",
        `/permissions/list?id_role=2&id_subject=${sideMenu.id_subject}`
      )
    )
    expect(list.length).toBeGreaterThan(5)
    expect(new Set(list.map((p) => p.subject))).toEqual(new Set(["sideMenu"]))
    expect(list.map((p) => p.action)).toContain("menuUsers")
  })

  it("applies a withdrawn or granted permission on the next request", async () => {
    const subjects = data<{ id_subject: number; name: string }[]>(
      await call("admin", "GET", "/subjects")
    )
    const actions = data<{ id_action: number; name: string }[]>(
      await call("admin", "GET", "/actions")
    )
    const key = {
      id_role: 2,
      id_subject: subjects.find((s) => s.name === "configuration")!.id_subject,
      id_action: actions.find((a) => a.name === "saveDetails")!.id_action,
    }
    const units = {
      id_unit_of_distance: 1,
      id_unit_of_measure: 1,
      id_unit_of_weight: 1,
    }
    const save = () => call("client", "PUT", "/clients/1/configuration", units)
    expect((await save()).statusCode).toBe(200)
    const off = await call("admin", "PUT", "/permissions/create-or-update", {
      ...key,
      isActive: false,
    })
    expect(data(off)).toMatchObject({ isActive: false, action: "saveDetails" })
    expect((await save()).statusCode).toBe(403)
    await call("admin", "PUT", "/permissions/create-or-update", {
      ...key,
      isActive: true,
    })
    expect((await save()).statusCode).toBe(200)
  })

  it("tells a client user they may not enable or disable permissions", async () => {
    const res = await call("client", "PUT", "/permissions/create-or-update", {
      id_role: 2,
      id_subject: 1,
      id_action: 1,
      isActive: true,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(PermissionMessage.permissionToggleForbidden)
  })
})

describe("users", () => {
  let created: { id_user: number }

  it("creates a user who must set a password at first sign-in", async () => {
    const res = await call("client", "POST", "/users", {
      name: "New Planner",
      email: "New.Planner@acme.demo",
      password: "First-pass-2026!",
      telephone: "55 1234-5678",
      id_context_type: 3,
      id_role: 3,
      subsidiaries: [1],
    })
    expect(res.statusCode, res.body).toBe(201)
    created = data(res)
    expect(created).toMatchObject({
      email: "new.planner@acme.demo",
      id_client: 1,
      isFirstLogin: true,
      telephone: "5512345678",
      subsidiaries: [{ id_subsidiary: 1, name: "Acme Centro" }],
    })
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "new.planner@acme.demo", password: "First-pass-2026!" },
    })
    expect(login.statusCode).toBe(200)
    const me = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/me",
      headers: bearer(login.json().data.accessToken),
    })
    expect(me.json().data.isFirstLogin).toBe(true)
  })

  it.each([
    ["", messages.newPasswordRequired],
    ["Sh0rt!", messages.newPasswordMin],
    ["longenough", messages.newPasswordStrength],
  ])("applies the password rules to %j", async (password, message) => {
    const res = await call("client", "POST", "/users", {
      name: "Weak Password",
      email: "weak@acme.demo",
      password,
      id_context_type: 3,
      id_role: 3,
      subsidiaries: [1],
    })
    expectValidationError(res, "password", message)
  })

  it("answers 409 for an email used by any client", async () => {
    const res = await call("client", "POST", "/users", {
      name: "Copycat",
      email: "client@globex.demo",
      password: "First-pass-2026!",
      id_context_type: 2,
      id_role: 2,
    })
    expect(res.statusCode).toBe(409)
  })

  it("lists users per kind", async () => {
    const admins = data<{ items: { email: string }[] }>(
      await call("admin", "GET", "/users?kind=admin")
    )
    expect(admins.items.map((u) => u.email)).toEqual(["admin@ruta.demo"])
    const sites = data<{ items: { email: string; id_client: number }[] }>(
      await call("client", "GET", "/users?kind=site")
    )
    expect(sites.items.map((u) => u.email).sort()).toEqual([
      "new.planner@acme.demo",
      "site@acme.demo",
    ])
    const noAdmins = data<{ total: number }>(
      await call("client", "GET", "/users?kind=admin")
    )
    expect(noAdmins.total).toBe(0)
    const allSite = data<{ email: string }[]>(
      await call("client", "GET", "/users/all-site")
    )
    expect(allSite.map((u) => u.email)).toContain("driver@acme.demo")
  })

  it("accepts a multipart body with a photo, arrays as key[] and false kept", async () => {
    const body = multipart(
      [
        ["name", "Photo Driver"],
        ["email", "photo.driver@acme.demo"],
        ["password", "Photo-pass-2026!"],
        ["telephone", ""],
        ["id_context_type", "5"],
        ["id_role", "5"],
        ["subsidiaries[]", "1"],
        ["subsidiaries[]", "2"],
        ["isActive", "false"],
      ],
      { field: "photo", name: "me.png", type: "image/png", data: png }
    )
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users",
      headers: { ...bearer(tokens.client!), ...body.headers },
      payload: body.payload,
    })
    expect(res.statusCode, res.body).toBe(201)
    const user = data<{
      id_user: number
      photo: string
      isActive: boolean
      subsidiaries: unknown[]
    }>(res)
    expect(user.isActive).toBe(false)
    expect(user.subsidiaries).toHaveLength(2)
    expect(user.photo).toBe(`/users/${user.id_user}/photo`)
    const photo = await t.app.inject({
      method: "GET",
      url: `/api/v1/users/${user.id_user}/photo`,
      headers: bearer(tokens.client!),
    })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers["content-type"]).toBe("image/png")
    expect(photo.rawPayload.equals(png)).toBe(true)
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/v1/users/${user.id_user}/photo`,
    })
    expect(anonymous.statusCode).toBe(401)
    const foreign = await t.app.inject({
      method: "GET",
      url: `/api/v1/users/${user.id_user}/photo`,
      headers: bearer(tokens.globex!),
    })
    expect(foreign.statusCode).toBe(404)
  })

  it("reads arrays sent as JSON text and drops empty multipart values", async () => {
    const driver = data<{
      items: { id_user: number; email: string; name: string }[]
    }>(await call("client", "GET", "/users?kind=driver&term=photo.driver"))
      .items[0]!
    const body = multipart([
      ["name", "Photo Driver Two"],
      ["email", driver.email],
      ["telephone", ""],
      ["id_context_type", "5"],
      ["id_role", "5"],
      ["subsidiaries", "[1]"],
    ])
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/v1/users/${driver.id_user}`,
      headers: { ...bearer(tokens.client!), ...body.headers },
      payload: body.payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(data(res)).toMatchObject({
      name: "Photo Driver Two",
      telephone: "",
      subsidiaries: [{ id_subsidiary: 1 }],
    })
  })

  it("refuses a photo that is not an image", async () => {
    const body = multipart(
      [
        ["name", "Script Kiddie"],
        ["email", "script@acme.demo"],
        ["password", "Script-pass-2026!"],
        ["id_context_type", "2"],
        ["id_role", "2"],
      ],
      {
        field: "photo",
        name: "x.png",
        type: "image/png",
        data: Buffer.from("<script>alert(1)</script>"),
      }
    )
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users",
      headers: { ...bearer(tokens.client!), ...body.headers },
      payload: body.payload,
    })
    expectValidationError(
      res,
      "photo",
      "The photo must be a PNG, JPEG or WebP image of at most 2 MB."
    )
  })

  it("ignores injected id_client, role and id fields (security.md S10)", async () => {
    const res = await call("client", "PUT", `/users/${created.id_user}`, {
      name: "Renamed Planner",
      email: "new.planner@acme.demo",
      id_context_type: 3,
      id_role: 3,
      subsidiaries: [2],
      id_client: 2,
      role: "SuperAdmin",
      id: 1,
      id_user: 1,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(data(res)).toMatchObject({
      id_user: created.id_user,
      id_client: 1,
      id_role: 3,
      name: "Renamed Planner",
      subsidiaries: [{ id_subsidiary: 2 }],
    })
    const admin = data<{ name: string }>(await call("admin", "GET", "/users/1"))
    expect(admin.name).toBe("Ruta Administrator")
  })

  it("refuses a role of another kind and a site of another client", async () => {
    const wrongRole = await call("client", "PUT", `/users/${created.id_user}`, {
      name: "Renamed Planner",
      email: "new.planner@acme.demo",
      id_context_type: 3,
      id_role: 1,
      subsidiaries: [1],
    })
    expect(wrongRole.statusCode).toBe(400)
    const foreignSite = await call(
      "client",
      "PUT",
      `/users/${created.id_user}`,
      {
        name: "Renamed Planner",
        email: "new.planner@acme.demo",
        id_context_type: 3,
        id_role: 3,
        subsidiaries: [3],
      }
    )
    expect(foreignSite.statusCode).toBe(404)
    const provider = await call("client", "POST", "/users", {
      name: "Fake Admin",
      email: "fake.admin@acme.demo",
      password: "Fake-pass-2026!",
      id_context_type: 1,
      id_role: 1,
    })
    expect(provider.statusCode).toBe(403)
  })

  it("keeps users from raising, disabling or deleting their own account", async () => {
    const me = data<{ id_user: number }>(
      await call("client", "GET", "/auth/me")
    )
    const raise = await call("client", "PUT", `/users/${me.id_user}`, {
      name: "Acme Deliveries Manager",
      email: "client@acme.demo",
      id_context_type: 1,
      id_role: 1,
    })
    expect(raise.statusCode).toBe(403)
    expect(
      (await call("client", "DELETE", `/users/${me.id_user}`)).statusCode
    ).toBe(403)
    expect(
      (
        await call("client", "PUT", `/users/${me.id_user}/status`, {
          isActive: false,
        })
      ).statusCode
    ).toBe(403)
  })

  it("keeps a site user to the users of their own sites", async () => {
    // The site user's role does not list users by default: grant it for this test.
    const granted = await call(
      "admin",
      "PUT",
      "/permissions/create-or-update",
      {
        id_role: 3,
        id_subject: 1,
        id_action: 4,
        isActive: true,
      }
    )
    expect(granted.statusCode).toBe(200)
    const list = data<{
      items: { subsidiaries: { id_subsidiary: number }[] }[]
    }>(await call("site", "GET", "/users?size=100"))
    expect(list.items.length).toBeGreaterThan(0)
    for (const user of list.items)
      expect(user.subsidiaries.map((s) => s.id_subsidiary)).toContain(1)
    expect(
      (await call("site", "GET", `/users/${created.id_user}`)).statusCode
    ).toBe(404)
  })

  it("manages a driver's skills and car", async () => {
    const driver = data<{ items: { id_user: number }[] }>(
      await call("client", "GET", "/users?kind=driver&term=Acme")
    ).items[0]!
    const skills = await call(
      "client",
      "PUT",
      `/users/${driver.id_user}/skills`,
      {
        skills: [1, 2],
      }
    )
    expect(skills.statusCode, skills.body).toBe(200)
    expect(data<{ name: string }[]>(skills).map((s) => s.name)).toEqual([
      "Refrigerated",
      "Heavy load",
    ])
    const foreignSkill = await call(
      "client",
      "PUT",
      `/users/${driver.id_user}/skills`,
      {
        skills: [3],
      }
    )
    expect(foreignSkill.statusCode).toBe(404)
    expect(
      data<unknown[]>(
        await call("client", "GET", `/users/${driver.id_user}/skills`)
      )
    ).toHaveLength(2)
    const car = await call("client", "PUT", `/users/${driver.id_user}/car`, {
      id_car: 1,
    })
    expect(data(car)).toMatchObject({ car: { id_car: 1, plate: "ACM-100" } })
    const foreignCar = await call(
      "client",
      "PUT",
      `/users/${driver.id_user}/car`,
      { id_car: 3 }
    )
    expect(foreignCar.statusCode).toBe(404)
    const notDriver = await call(
      "client",
      "PUT",
      `/users/${created.id_user}/skills`,
      {
        skills: [1],
      }
    )
    expect(notDriver.statusCode).toBe(400)
  })

  it("saves the theme", async () => {
    const res = await call("site", "POST", "/users/theme", { theme: "dark" })
    expect(res.statusCode).toBe(200)
    expect(
      data<{ theme: string }>(await call("site", "GET", "/auth/me")).theme
    ).toBe("dark")
  })

  it("deactivates and deletes a user", async () => {
    const off = await call(
      "client",
      "PUT",
      `/users/${created.id_user}/status`,
      {
        isActive: false,
      }
    )
    expect(data(off)).toMatchObject({ isActive: false })
    expect(
      (await call("client", "DELETE", `/users/${created.id_user}`)).statusCode
    ).toBe(200)
    expect(
      (await call("client", "GET", `/users/${created.id_user}`)).statusCode
    ).toBe(404)
  })
})

describe("clients, sites and activities", () => {
  it("files clients in my list, unassigned and others", async () => {
    const second = await call("admin", "POST", "/users", {
      name: "Second Admin",
      email: "second.admin@ruta.demo",
      password: "Second-pass-2026!",
      id_context_type: 1,
      id_role: 6,
    })
    expect(second.statusCode, second.body).toBe(201)
    tokens.second = (
      await t.login("second.admin@ruta.demo", "Second-pass-2026!")
    ).accessToken
    expect((await call("admin", "PUT", "/clients/1/assign")).statusCode).toBe(
      200
    )
    expect((await call("second", "PUT", "/clients/2/assign")).statusCode).toBe(
      200
    )
    const names = async (scope: number) =>
      data<{ items: { name: string }[] }>(
        await call("admin", "GET", `/clients?scope=${scope}`)
      ).items.map((c) => c.name)
    expect(await names(1)).toEqual(["Acme Deliveries"])
    expect(await names(3)).toEqual(["Globex Field Services"])
    expect(await names(2)).toEqual([])
    expect(
      (await call("second", "PUT", "/clients/2/unassign")).statusCode
    ).toBe(200)
    expect(await names(2)).toEqual(["Globex Field Services"])
    const found = data<{ name: string }[]>(
      await call("admin", "GET", "/clients/search?term=glob")
    )
    expect(found.map((c) => c.name)).toEqual(["Globex Field Services"])
  })

  it("lets no one give or manage a role with more rights than their own", async () => {
    // "second" holds the administrator role, which may not edit roles.
    const superAdmin = await call("second", "POST", "/users", {
      name: "Shadow Admin",
      email: "shadow.admin@ruta.demo",
      password: "Shadow-pass-2026!",
      id_context_type: 1,
      id_role: 1,
    })
    expect(superAdmin.statusCode).toBe(403)
    expect(superAdmin.json().message).toBe(
      "You cannot give or manage a role with more permissions than your own."
    )
    const disable = await call("second", "PUT", "/users/1/status", {
      isActive: false,
    })
    expect(disable.statusCode).toBe(403)
    const driver = await call("second", "POST", "/users", {
      name: "Provider Made Driver",
      email: "provider.driver@acme.demo",
      password: "Driver-pass-2026!",
      id_context_type: 5,
      id_role: 5,
      id_client: 1,
      subsidiaries: [1],
    })
    expect(driver.statusCode, driver.body).toBe(201)
  })

  it("creates a client with its main site, edits, disables and deletes it", async () => {
    const res = await call("admin", "POST", "/clients", {
      name: "Initech",
      address: "Calle 1, Puebla",
      phone_number: "+52 (222) 123-4567",
    })
    expect(res.statusCode, res.body).toBe(201)
    const client = data<{
      id_client: number
      phone_number: string
      subsidiaries: { isMain: boolean; name: string }[]
    }>(res)
    expect(client.phone_number).toBe("+522221234567")
    expect(client.subsidiaries).toEqual([
      expect.objectContaining({ name: "Initech", isMain: true }),
    ])
    const bad = await call("admin", "POST", "/clients", {
      name: "",
      phone_number: "55-CALL",
    })
    expectValidationError(bad, "name", "Required field.")
    expectValidationError(
      bad,
      "phone_number",
      "The phone number can't have dash, spaces nor parentheses."
    )
    const edited = await call("admin", "PUT", `/clients/${client.id_client}`, {
      name: "Initech Mexico",
    })
    expect(data(edited)).toMatchObject({ name: "Initech Mexico" })
    const off = await call(
      "admin",
      "PUT",
      `/clients/${client.id_client}/status`,
      {
        isActive: false,
      }
    )
    expect(data(off)).toMatchObject({ isActive: false })
    expect(
      (await call("admin", "DELETE", `/clients/${client.id_client}`)).statusCode
    ).toBe(200)
    expect(
      (await call("admin", "GET", `/clients/${client.id_client}`)).statusCode
    ).toBe(404)
  })

  it("saves a client's units configuration, and refuses a site user", async () => {
    const units = {
      id_unit_of_distance: 2,
      id_unit_of_measure: 2,
      id_unit_of_weight: 1,
    }
    const saved = await call("client", "PUT", "/clients/1/configuration", units)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(
      data(await call("client", "GET", "/clients/1/configuration"))
    ).toEqual(units)
    const bad = await call("client", "PUT", "/clients/1/configuration", {
      ...units,
      id_unit_of_weight: 9,
    })
    expectValidationError(bad, "id_unit_of_weight", "Required field.")
    const refused = await call("site", "PUT", "/clients/1/configuration", units)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      PermissionMessage.configurationForbidden
    )
    expect(
      (await call("client", "POST", "/clients", { name: "Mine" })).statusCode
    ).toBe(403)
  })

  it("creates, edits, configures, deactivates and deletes a site", async () => {
    const res = await call("admin", "POST", "/subsidiaries", {
      id_client: 2,
      name: "Globex Apodaca",
      email: "apodaca@globex.demo",
      phone_number: "81 1234 5678",
    })
    expect(res.statusCode, res.body).toBe(201)
    const site = data<{
      id_subsidiary: number
      id_client: number
      phone_number: string
    }>(res)
    expect(site.id_client).toBe(2)
    expect(site.phone_number).toBe("8112345678")
    const list = data<{ name: string }[]>(
      await call("globex", "GET", "/subsidiaries/client/2")
    )
    expect(list.map((s) => s.name)).toContain("Globex Apodaca")
    const edited = await call(
      "admin",
      "PUT",
      `/subsidiaries/${site.id_subsidiary}`,
      {
        name: "Globex Apodaca Norte",
      }
    )
    expect(data(edited)).toMatchObject({ name: "Globex Apodaca Norte" })
    const configured = await call(
      "admin",
      "PUT",
      `/subsidiaries/${site.id_subsidiary}/configuration`,
      { id_unit_of_distance: 2, id_unit_of_measure: 1, id_unit_of_weight: 2 }
    )
    expect(configured.statusCode).toBe(200)
    expect(
      data(
        await call(
          "admin",
          "GET",
          `/subsidiaries/${site.id_subsidiary}/configuration`
        )
      )
    ).toEqual({
      id_unit_of_distance: 2,
      id_unit_of_measure: 1,
      id_unit_of_weight: 2,
    })
    const off = await call(
      "admin",
      "PUT",
      `/subsidiaries/${site.id_subsidiary}/status`,
      {
        isActive: false,
      }
    )
    expect(data(off)).toMatchObject({ active: false })
    expect(
      (await call("admin", "DELETE", `/subsidiaries/${site.id_subsidiary}`))
        .statusCode
    ).toBe(200)
    expect((await call("admin", "DELETE", "/subsidiaries/3")).statusCode).toBe(
      409
    )
  })

  it("shows a site user only their own site of the client", async () => {
    const sites = data<{ id_subsidiary: number }[]>(
      await call("site", "GET", "/subsidiaries/client/1")
    )
    expect(sites.map((s) => s.id_subsidiary)).toEqual([1])
    expect((await call("site", "GET", "/subsidiaries/2")).statusCode).toBe(404)
  })

  it("narrows a client user to one site in one-site mode (x-ruta-subsidiary)", async () => {
    const oneSite = async (url: string, site: string, who = "client") =>
      t.app.inject({
        method: "GET",
        url: `/api/v1${url}`,
        headers: { ...bearer(tokens[who]!), "x-ruta-subsidiary": site },
      })
    const sites = (await oneSite("/subsidiaries/client/1", "2")).json().data
    expect(
      sites.map((s: { id_subsidiary: number }) => s.id_subsidiary)
    ).toEqual([2])
    const all = data<unknown[]>(
      await call("client", "GET", "/subsidiaries/client/1")
    )
    expect(all).toHaveLength(2)
    const users = (await oneSite("/users?size=100", "2")).json().data.items
    for (const user of users)
      expect(
        user.subsidiaries.map((s: { id_subsidiary: number }) => s.id_subsidiary)
      ).toContain(2)
    expect((await oneSite("/subsidiaries/1", "2")).statusCode).toBe(404)
    // A site user cannot widen or move their view with the header.
    const notTheirs = (
      await oneSite("/subsidiaries/client/1", "2", "site")
    ).json().data
    expect(notTheirs).toEqual([])
  })

  it("records, edits and deletes activities with a client", async () => {
    const res = await call("admin", "POST", "/activities", {
      id_client: 1,
      id_activity_type: 2,
      description: "Quarterly review",
    })
    expect(res.statusCode, res.body).toBe(201)
    const activity = data<{ id_activity: number }>(res)
    expect(activity).toMatchObject({ activity_type: { id_activity_type: 2 } })
    const bad = await call("admin", "POST", "/activities", {
      id_client: 1,
      id_activity_type: 99,
    })
    expectValidationError(bad, "id_activity_type", "Required field.")
    const edited = await call(
      "admin",
      "PUT",
      `/activities/${activity.id_activity}`,
      {
        id_activity_type: 1,
        description: "Call instead",
      }
    )
    expect(data(edited)).toMatchObject({ description: "Call instead" })
    const client = data<{ activities: { id_activity: number }[] }>(
      await call("admin", "GET", "/clients/1")
    )
    expect(client.activities.map((a) => a.id_activity)).toContain(
      activity.id_activity
    )
    expect(
      (await call("admin", "DELETE", `/activities/${activity.id_activity}`))
        .statusCode
    ).toBe(200)
  })
})

describe("catalogs and the audit log", () => {
  it("serves catalogs with English and Spanish labels", async () => {
    const units = data<{ id: number; labels: { en: string; es: string } }[]>(
      await call("site", "GET", "/catalogs/units-of-distance")
    )
    expect(units[0]).toEqual({
      id: 1,
      name: "Kilometers",
      labels: { en: "Kilometers", es: "Kilómetros" },
    })
    const status = data<{ value: boolean }[]>(
      await call("site", "GET", "/catalogs/status")
    )
    expect(status.map((s) => s.value)).toEqual([true, false])
    const kinds = data<{ name: string }[]>(
      await call("site", "GET", "/catalogs/context-types")
    )
    expect(kinds.map((k) => k.name)).toEqual([
      "Administrator",
      "Client user",
      "Site user",
      "Mantainer user",
      "Driver",
    ])
  })

  it("shows the audit log to provider administrators only, never with a password", async () => {
    const log = await call("admin", "GET", "/audit-events?entity=user&size=100")
    expect(log.statusCode).toBe(200)
    const body = data<{
      items: { action: string; id_client: number | null }[]
      total: number
    }>(log)
    expect(body.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(["user.create", "user.update", "user.delete"])
    )
    expect(log.body).not.toMatch(/password"|passwordHash|\$argon2/)
    expect((await call("client", "GET", "/audit-events")).statusCode).toBe(403)
  })
})
