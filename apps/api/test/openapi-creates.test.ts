// Creates answer 201 Created (issue 48): the document declares 201, never also 200, on every POST
// that makes a resource, and 201 on no other. Which POSTs make a resource is decided here, by
// operationId; a POST whose summary reads like a create ("Create …", "Add …", "Make …",
// "Record …", "Save …") must be on one of the two lists, so a new one cannot slip through as 200.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type {
  OpenApiDocument,
  Operation,
} from "../src/platform/openapi/operations.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import { openApiDocument } from "./openapi-document.ts"

/** The POSTs that make a resource: each answers 201, with `Location` where the API can GET it. */
const CREATES = [
  "postUsersSignUp",
  "postRoles",
  "postUsers",
  "postClients",
  "postSubsidiaries",
  "postActivities",
  "postSkills",
  "postStopOutcomes",
  "postCars",
  "postDepots",
  "postAddresses",
  "postApiKeys",
  "postPaymentPlans",
  "postWebhooks",
  "postOptimizations",
  "postOptimizationsByIdStops",
  "postOptimizationsByIdStop",
  "postOptimizationsByIdRoutes",
  "postOptimizationsByIdScenarios",
  "postOptimizationsFromVisits",
  "postRoutes",
]

/** POSTs whose summary reads like a create's, but which act on what exists (200). */
const ACTIONS = [
  // Saves a setting of the signed-in user.
  "postUsersTheme",
  // A new secret for an existing endpoint.
  "postWebhooksByIdRotateSecret",
  // A batch of positions, sent again freely (stored once): an upload, not a resource.
  "postDriverPositions",
  // A step of the driver's day on an existing stop.
  "postDriverStopsByIdArrive",
]

/** Reads like a create: the summary starts with a verb that makes something. */
const READS_LIKE_A_CREATE = /^(Create|Add|Make|Record|Save)s?\b/

let t: TestApp
let doc: OpenApiDocument
beforeAll(async () => {
  t = await createTestApp()
  doc = await openApiDocument(t)
})
afterAll(() => t.close())

/** Every POST of the document with its path. */
const posts = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    item.post ? [{ path, operation: item.post as Operation }] : []
  )

const statuses = (operation: Operation) =>
  Object.keys(operation.responses ?? {})

describe("creates in the API document", () => {
  it("lists only operations that are POSTs of the document", () => {
    const ids = posts().map(({ operation }) => operation.operationId)
    expect(ids).toEqual(expect.arrayContaining([...CREATES, ...ACTIONS]))
  })

  it("declares 201 Created, never 200, with a Location header on each create", () => {
    for (const { path, operation } of posts()) {
      if (!CREATES.includes(operation.operationId!)) continue
      expect(statuses(operation), `POST ${path}`).toContain("201")
      expect(statuses(operation), `POST ${path}`).not.toContain("200")
      expect(
        operation.responses?.["201"]?.headers,
        `POST ${path}`
      ).toHaveProperty("Location")
    }
  })

  it("declares 201 on no POST that is not a create", () => {
    for (const { path, operation } of posts())
      if (!CREATES.includes(operation.operationId!))
        expect(statuses(operation), `POST ${path}`).not.toContain("201")
  })

  it("leaves no POST that reads like a create undecided", () => {
    const undecided = posts()
      .filter(({ operation }) =>
        READS_LIKE_A_CREATE.test(String(operation.summary ?? ""))
      )
      .map(({ operation }) => operation.operationId!)
      .filter((id) => !CREATES.includes(id) && !ACTIONS.includes(id))
    expect(undecided).toEqual([])
  })
})
