// What the OpenAPI document says beyond JSON in and JSON out: the multipart bodies of the users
// routes, the one-site header of every route that runs through `authorize`, and the photo route's
// image answer.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import ts from "typescript"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { API_PREFIX } from "../src/app.ts"
import { SUBSIDIARY_HEADER } from "../src/platform/authorization/authorization.ts"
import { PHOTO_MEDIA_TYPES } from "../src/platform/http/multipart.ts"
import { operationIdOf } from "../src/platform/openapi/operation-ids.ts"
import type {
  OpenApiDocument,
  Operation as DocumentOperation,
} from "../src/platform/openapi/operations.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import { openApiDocument } from "./openapi-document.ts"

interface Operation {
  parameters?: { $ref?: string; name?: string; in?: string }[]
  requestBody?: {
    content: Record<
      string,
      {
        schema: {
          properties?: Record<string, { type?: string; format?: string }>
          required?: string[]
        }
        encoding?: Record<string, { contentType?: string }>
      }
    >
  }
  responses: Record<
    string,
    { content?: Record<string, { schema: { type?: string; format?: string } }> }
  >
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  components: { parameters?: Record<string, Record<string, unknown>> }
}

let t: TestApp
let doc: Document
beforeAll(async () => {
  t = await createTestApp()
  doc = await openApiDocument(t)
})
afterAll(() => t.close())

/** Every operation of the document as "METHOD /path" (OpenAPI path, relative to the server). */
const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) =>
        [`${method.toUpperCase()} ${url}`, operation] as const
    )
  )

const modulesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../src/modules"
)
const platformHttpDir = path.resolve(modulesDir, "../platform/http")

/** A route's path in OpenAPI form: `{id}` for `:id`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}")

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The path of `app.<method>(url, ...)` as a pattern over registered paths: the literal itself, or
 * for a template (routes declared in a loop) its text with any segment for each substitution. A
 * route builder of the platform (`platform/http/client-rows.http.ts`, `row-lifecycle.http.ts`) takes its path from the
 * module that calls it (`rows.path`): that part is any path, and which registered routes the
 * builder made is read from the record the app keeps as routes register (`apiRouteBuilders`).
 */
function pathPattern(url: ts.Expression | undefined, where: string): RegExp {
  const text = (part: string) => escape(openapiPath(part))
  const isBuilderPath = (e: ts.Expression) =>
    ts.isPropertyAccessExpression(e) && e.name.text === "path"
  if (url && ts.isStringLiteralLike(url))
    return new RegExp(`^${text(url.text)}$`)
  if (url && isBuilderPath(url)) return /^.+$/
  if (url && ts.isTemplateExpression(url)) {
    const spans = url.templateSpans.map(
      (s) =>
        `${isBuilderPath(s.expression) ? ".+" : "[^/]+"}${text(s.literal.text)}`
    )
    return new RegExp(`^${text(url.head.text)}${spans.join("")}$`)
  }
  throw new Error(
    `${where}: the path of a route is neither text nor a template`
  )
}

/** The route files: every module's, and the platform's route builders. */
function routeFiles(): string[] {
  const files = readdirSync(modulesDir).flatMap((module) =>
    readdirSync(path.join(modulesDir, module)).map((f) =>
      path.join(modulesDir, module, f)
    )
  )
  const builders = readdirSync(platformHttpDir).map((f) =>
    path.join(platformHttpDir, f)
  )
  return [...files, ...builders].filter(
    (f) => f.endsWith(".routes.ts") || f.endsWith(".http.ts")
  )
}

/**
 * The routes whose handler calls `authorize` (the function that reads the one-site header), read
 * from the route modules' source: every `app.<method>(url, ..., handler)` whose handler contains
 * a call to `authorize`, matched against `registered` ("METHOD /path" in OpenAPI form).
 */
function routesThroughAuthorize(
  registered: string[],
  builders: ReadonlyMap<string, string>
): string[] {
  const found: string[] = []
  for (const filePath of routeFiles()) {
    const file = path.basename(filePath)
    const source = ts.createSourceFile(
      file,
      readFileSync(filePath, "utf8"),
      ts.ScriptTarget.Latest,
      true
    )
    const callsAuthorize = (node: ts.Node): boolean =>
      (ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "authorize") ||
      (ts.forEachChild(node, callsAuthorize) ?? false)
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === "app" &&
        /^(get|post|put|delete|patch)$/.test(node.expression.name.text)
      ) {
        const handler = node.arguments[node.arguments.length - 1]!
        if (callsAuthorize(handler)) {
          const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
          const method = node.expression.name.text.toUpperCase()
          const pattern = pathPattern(node.arguments[0], where)
          // A builder's routes are those the app recorded as its own; a module's are the rest.
          const builder = filePath.startsWith(platformHttpDir)
            ? file
            : undefined
          const routes = registered.filter((route) => {
            const [m, p] = route.split(" ")
            return (
              m === method &&
              builders.get(route) === builder &&
              pattern.test(p!)
            )
          })
          // Every route module is mounted at the API prefix, so each one is a registered route.
          expect(routes, where).not.toEqual([])
          found.push(...routes)
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

describe("the OpenAPI document", () => {
  it("declares the one-site header once, as an optional header parameter", () => {
    const parameters = Object.values(doc.components.parameters ?? {})
    const header = parameters.filter((p) => p.name === SUBSIDIARY_HEADER)
    expect(header).toEqual([
      expect.objectContaining({
        in: "header",
        required: false,
        description: expect.stringContaining("site"),
      }),
    ])
  })

  it("declares the one-site header on exactly the routes that run through authorize", () => {
    const [name] = Object.entries(doc.components.parameters ?? {}).find(
      ([, p]) => p.name === SUBSIDIARY_HEADER
    ) ?? [""]
    const ref = `#/components/parameters/${name}`
    const declared = operations()
      .filter(([, op]) => op.parameters?.some((p) => p.$ref === ref))
      .map(([key]) => key)
    const inOpenapiForm = (r: string) => openapiPath(r.replace(API_PREFIX, ""))
    const registered = t.app.apiRoutes.map(inOpenapiForm)
    const builders = new Map(
      [...t.app.apiRouteBuilders].map(([r, file]) => [inOpenapiForm(r), file])
    )
    expect(new Set(builders.values())).toEqual(
      new Set(["client-rows.http.ts", "row-lifecycle.http.ts"])
    )
    const honouring = routesThroughAuthorize(registered, builders)
    expect(honouring.length).toBeGreaterThan(50)
    expect(honouring).toContain("GET /users/{id}/photo")
    expect(honouring).toContain("PUT /skills/{id}/status")
    expect(honouring).not.toContain("POST /users/theme")
    expect([...declared].sort()).toEqual([...new Set(honouring)].sort())
  })

  it("lists multipart/form-data with a binary photo for creating and editing a user", () => {
    for (const key of ["POST /users", "PUT /users/{id}"]) {
      const [, op] = operations().find(([k]) => k === key)!
      const content = op.requestBody!.content
      expect(Object.keys(content).sort(), key).toEqual([
        "application/json",
        "multipart/form-data",
      ])
      const multipart = content["multipart/form-data"]!
      const json = content["application/json"]!.schema
      expect(multipart.schema.properties!.photo).toMatchObject({
        type: "string",
        format: "binary",
      })
      expect(multipart.encoding!.photo!.contentType!.split(", ")).toEqual(
        PHOTO_MEDIA_TYPES
      )
      // The JSON fields, with arrays as `key[]` parts, plus the photo.
      const fields = Object.keys(json.properties!).map((k) =>
        json.properties![k]!.type === "array" ? `${k}[]` : k
      )
      expect(Object.keys(multipart.schema.properties!).sort()).toEqual(
        [...fields, "photo"].sort()
      )
      expect(multipart.schema.properties!["subsidiaries[]"]).toMatchObject({
        type: "array",
        description: expect.stringContaining("subsidiaries[]"),
      })
      expect(multipart.schema.required).toEqual(json.required)
    }
  })

  it("lists multipart/form-data for every users route that takes a body, a photo only where read", () => {
    const withBody = operations().filter(
      ([key, op]) => key.split(" ")[1]!.startsWith("/users") && op.requestBody
    )
    expect(withBody.length).toBeGreaterThanOrEqual(6)
    for (const [key, op] of withBody) {
      const multipart = op.requestBody!.content["multipart/form-data"]
      expect(multipart, key).toBeDefined()
      const takesPhoto = key === "POST /users" || key === "PUT /users/{id}"
      expect("photo" in multipart!.schema.properties!, key).toBe(takesPhoto)
    }
    const [, skills] = withBody.find(([k]) => k === "PUT /users/{id}/skills")!
    expect(
      skills.requestBody!.content["multipart/form-data"]!.schema.required
    ).toEqual(["skills[]"])
    // Routes of other modules take JSON only.
    const [, roles] = operations().find(([k]) => k === "POST /roles")!
    expect(Object.keys(roles.requestBody!.content)).toEqual([
      "application/json",
    ])
  })

  it("answers the photo as binary PNG, JPEG or WebP", () => {
    const ok = doc.paths["/users/{id}/photo"]!.get!.responses["200"]!
    expect(Object.keys(ok.content!).sort()).toEqual(
      [...PHOTO_MEDIA_TYPES].sort()
    )
    for (const media of Object.values(ok.content!))
      expect(media.schema).toEqual({ type: "string", format: "binary" })
  })

  it("leaves none of the route schema extensions in the document", () => {
    const extensions = operations().flatMap(([key, op]) =>
      Object.keys(op)
        .filter((k) => k.startsWith("x-"))
        .map((k) => `${key} ${k}`)
    )
    expect(extensions).toEqual([])
  })
})

// The document as a generator reads it (issue 48): every operation named, every response
// described, the integration headers declared, public operations marked, no leftover types.
const api = () => doc as unknown as OpenApiDocument

const allOperations = () =>
  Object.entries(api().paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      operation,
    }))
  )

const operationAt = (method: string, path: string): DocumentOperation => {
  const found = api().paths?.[path]?.[method]
  if (!found) throw new Error(`${method} ${path} is not in the document`)
  return found
}

const parameterRefs = (op: DocumentOperation) =>
  (op.parameters ?? []).map((p) => (p as { $ref?: string }).$ref)

describe("the API's document, for generators", () => {
  it("names every operation by its method and path, each name once", () => {
    const ids = allOperations().map(({ path, method, operation }) => {
      expect(operation.operationId).toBe(operationIdOf(method, path))
      return operation.operationId
    })
    expect(ids.length).toBeGreaterThan(150)
    expect(new Set(ids).size).toBe(ids.length)
    expect(operationIdOf("put", "/users/{id}/status")).toBe(
      "putUsersByIdStatus"
    )
    expect(operationIdOf("get", "/catalogs/car-makes")).toBe(
      "getCatalogsCarMakes"
    )
  })

  it("describes every response by what its status means", () => {
    for (const { operation } of allOperations())
      for (const response of Object.values(operation.responses ?? {}))
        expect(response.description).not.toBe("Default Response")
    expect(
      operationAt("post", "/optimizations").responses?.["409"]?.description
    ).toContain("Idempotency-Key")
  })

  it("declares security on every operation, [] on the public ones", () => {
    for (const { operation } of allOperations())
      expect(operation.security).toBeDefined()
    expect(operationAt("post", "/auth/login").security).toEqual([])
    expect(operationAt("get", "/health").security).toEqual([])
    expect(operationAt("get", "/users").security).not.toEqual([])
  })

  it("takes Idempotency-Key on signed-in POSTs and says when it replayed", () => {
    const key = "#/components/parameters/IdempotencyKey"
    const create = operationAt("post", "/optimizations")
    expect(parameterRefs(create)).toContain(key)
    expect(create.responses?.["201"]?.headers).toHaveProperty(
      "Idempotent-Replayed"
    )
    expect(parameterRefs(operationAt("get", "/optimizations"))).not.toContain(
      key
    )
    expect(parameterRefs(operationAt("post", "/auth/login"))).not.toContain(key)
    expect(api().components?.parameters?.IdempotencyKey).toMatchObject({
      name: "Idempotency-Key",
      in: "header",
    })
  })

  it("declares Retry-After on every 429 and the rate limit on API-key answers", () => {
    for (const { operation } of allOperations()) {
      const tooMany = operation.responses?.["429"]
      if (tooMany) expect(tooMany.headers).toHaveProperty("Retry-After")
    }
    const headers = operationAt("get", "/optimizations").responses?.["200"]
      ?.headers
    expect(Object.keys(headers ?? {})).toEqual(
      expect.arrayContaining([
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset",
      ])
    )
  })

  it("lists the webhook events as an enum and takes Twilio's form-encoded callbacks", () => {
    const body = operationAt("post", "/webhooks").requestBody?.content[
      "application/json"
    ]?.schema as {
      properties: { events: { items: { $ref: string } } }
    }
    const events = body.properties.events.items.$ref.split("/").pop()!
    expect(events).toMatch(/^DomainEventType/)
    expect(api().components?.schemas?.[events]?.enum).toContain("stop.failed")
    expect(
      Object.keys(
        operationAt("post", "/notifications/twilio/status").requestBody
          ?.content ?? {}
      )
    ).toEqual(["application/x-www-form-urlencoded"])
  })

  it("keeps no input twin of a schema that no operation uses", () => {
    const text = JSON.stringify(api().paths)
    const schemas = JSON.stringify(api().components?.schemas)
    for (const name of Object.keys(api().components?.schemas ?? {}))
      if (name.endsWith("Input"))
        expect(
          text.includes(`#/components/schemas/${name}"`) ||
            schemas.includes(`#/components/schemas/${name}"`)
        ).toBe(true)
  })
})
