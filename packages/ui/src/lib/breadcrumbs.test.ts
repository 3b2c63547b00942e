import { describe, expect, it } from "vitest"

import { breadcrumbsFromPath, crumbLabel } from "./breadcrumbs"

describe("breadcrumbsFromPath", () => {
  it.each([
    ["/main/dashboard", [{ label: "Dashboard", href: "/main/dashboard" }]],
    [
      "/main/address-book",
      [{ label: "Address book", href: "/main/address-book" }],
    ],
    [
      "/main/roles/role",
      [
        { label: "Roles", href: "/main/roles" },
        { label: "Role", href: "/main/roles/role" },
      ],
    ],
    // A trailing id goes, and the segment before it with it.
    ["/main/roles/role/3", [{ label: "Roles", href: "/main/roles" }]],
    ["/main/routes/42", []],
    // An id in the middle is appended to its parent's link.
    [
      "/main/clients/client/12/subsidiary/5",
      [
        { label: "Clients", href: "/main/clients" },
        { label: "Client", href: "/main/clients/client/12" },
      ],
    ],
    [
      "/main/optimizations/7/stops",
      [
        { label: "Optimizations", href: "/main/optimizations/7" },
        { label: "Stops", href: "/main/optimizations/7/stops" },
      ],
    ],
    [
      "/main/new-optimization/?step=2",
      [{ label: "New optimization", href: "/main/new-optimization" }],
    ],
  ])("%s", (path, crumbs) => {
    expect(breadcrumbsFromPath(path)).toEqual(crumbs)
  })

  it.each(["/login", "/mobile-subscriptions", "/main", "/mainland/x", ""])(
    "builds none for %j",
    (path) => {
      expect(breadcrumbsFromPath(path)).toEqual([])
    }
  )
})

describe("crumbLabel", () => {
  it.each([
    ["stop-outcomes", "Stop outcomes"],
    ["PAYMENT-PLANS", "Payment plans"],
    ["users", "Users"],
  ])("%s is %s", (segment, label) => {
    expect(crumbLabel(segment)).toBe(label)
  })
})
