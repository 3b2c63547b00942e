import { breadcrumbsFromPath } from "@ruta/ui/lib/breadcrumbs"
import { describe, expect, it } from "vitest"

import { translatedCrumbs } from "./crumb-titles.ts"

const spanish: Record<string, string> = {
  "new-optimization": "Nueva optimización",
  "proof-of-delivery": "Prueba de entrega",
  clients: "Clientes",
  client: "Cliente",
  subsidiary: "Sucursal",
}

describe("translatedCrumbs", () => {
  it.each([
    ["/main/new-optimization", ["Nueva optimización"]],
    ["/main/proof-of-delivery", ["Prueba de entrega"]],
    ["/main/clients/client/12/subsidiary", ["Clientes", "Cliente", "Sucursal"]],
  ])("writes %s in the UI's words", (path, labels) => {
    expect(
      translatedCrumbs(breadcrumbsFromPath(path), (s) => spanish[s]).map(
        (c) => c.label
      )
    ).toEqual(labels)
  })

  it("keeps a segment it does not know as its path says, and every link", () => {
    expect(
      translatedCrumbs(
        breadcrumbsFromPath("/main/clients/client/12/something-else"),
        (s) => spanish[s]
      )
    ).toEqual([
      { label: "Clientes", href: "/main/clients" },
      { label: "Cliente", href: "/main/clients/client/12" },
      {
        label: "Something else",
        href: "/main/clients/client/12/something-else",
      },
    ])
  })
})
