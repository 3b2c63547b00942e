import { describe, expect, it } from "vitest"

import { buildBreadcrumbs } from "./breadcrumbs.ts"

describe("buildBreadcrumbs", () => {
  it.each([
    ["/login", []],
    ["/main", []],
    ["/main/dashboard", [{ label: "Dashboard", href: "/main/dashboard" }]],
    [
      "/main/address-book",
      [{ label: "Address Book", href: "/main/address-book" }],
    ],
    [
      "/main/STOP-OUTCOMES",
      [{ label: "Stop Outcomes", href: "/main/STOP-OUTCOMES" }],
    ],
    [
      "/main/roles/role",
      [
        { label: "Roles", href: "/main/roles" },
        { label: "Role", href: "/main/roles/role" },
      ],
    ],
    // A trailing id goes, with the segment before it.
    ["/main/roles/role/12", [{ label: "Roles", href: "/main/roles" }]],
    ["/main/routes/7", []],
    // An id inside the path joins its parent's link.
    [
      "/main/clients/client/3/subsidiary/9",
      [
        { label: "Clients", href: "/main/clients" },
        { label: "Client", href: "/main/clients/client/3" },
      ],
    ],
  ])("%s", (path, expected) => {
    expect(buildBreadcrumbs(path)).toEqual(expected)
  })
})
