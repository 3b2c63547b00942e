// The fuzz test's bodies: a plausible body built from an operation's own request schema (the
// OpenAPI document's JSON Schema), that body with one field broken at a time, and the malformed
// bodies every write is sent whatever its schema.

export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  default?: unknown
}

/** A body as sent: its raw text (undefined: no body at all) and what it is, for messages. */
export interface RawBody {
  label: string
  text: string | undefined
}

const LONG = "x".repeat(100_000)

/** Values that fit the demo data and the spec's field rules, by field name. */
const fieldSamples: Record<string, unknown> = {
  email: "fuzz.person@acme.demo",
  password: "Fuzz-pass-2026!",
  confirmPassword: "Fuzz-pass-2026!",
  current_password: "Demo-pass-2026!",
  telephone: "5512345678",
  phone_number: "+525512345678",
  latitude: 19.43,
  longitude: -99.13,
  lat: 19.43,
  lng: -99.13,
  end_latitude: 19.44,
  end_longitude: -99.12,
  color: "#336699",
  theme: "light",
  code: "123456",
  time_zone: "America/Tijuana",
  // An address-book entry without recurring visits; a week to plan from the visits due.
  visit_rule: null,
  from: "2026-12-07",
  to: "2026-12-11",
}

/** Candidate texts for a string with a pattern, the first that fits wins. */
const textCandidates = [
  "Fuzz",
  "Fuzz name",
  "5512345678",
  "#336699",
  "fuzz@acme.demo",
  "ABC-123",
  "a",
  "1",
]

function resolve(schema: JsonSchema, refs: Record<string, JsonSchema>) {
  let s = schema
  while (s.$ref) s = refs[s.$ref.split("/").pop()!] ?? {}
  return s
}

/** The schema's branches without the null one (`anyOf: [X, null]` is a nullable X). */
function branches(s: JsonSchema): JsonSchema[] {
  const list = s.anyOf ?? s.oneOf
  if (!list) return [s]
  return list.filter((b) => b.type !== "null")
}

function fits(text: string, s: JsonSchema) {
  if (s.minLength !== undefined && text.length < s.minLength) return false
  if (s.maxLength !== undefined && text.length > s.maxLength) return false
  return !s.pattern || new RegExp(s.pattern, "u").test(text)
}

function sampleString(s: JsonSchema): string {
  if (s.format === "date-time") return "2026-12-01T08:00:00Z"
  if (s.format === "date") return "2026-12-01"
  if (s.format === "email") return "fuzz@acme.demo"
  if (s.format === "uri" || s.format === "url") return "https://acme.demo/"
  return textCandidates.find((text) => fits(text, s)) ?? "Fuzz"
}

function sampleNumber(s: JsonSchema): number {
  const low =
    s.minimum ??
    (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1)
  const value = Math.max(low ?? 1, 1)
  return s.maximum === undefined ? value : Math.min(value, s.maximum)
}

/**
 * A plausible value of `schema`: the field's demo value by name (`ids` holds real ids of demo
 * rows), else one built from its type and bounds.
 */
export function sample(
  schema: JsonSchema,
  refs: Record<string, JsonSchema>,
  ids: Record<string, number>,
  name = ""
): unknown {
  const s = branches(resolve(schema, refs))[0] ?? {}
  if (s.allOf)
    return Object.assign(
      {},
      ...s.allOf.map((part) => sample(part, refs, ids, name))
    )
  if (s.const !== undefined) return s.const
  if (s.enum) return s.enum[0]
  if (name in ids && (s.type === "integer" || s.type === "number"))
    return ids[name]
  if (name in fieldSamples) return fieldSamples[name]
  if (s.default !== undefined) return s.default
  switch (s.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, field]) => [
          key,
          sample(field, refs, ids, key),
        ])
      )
    case "array": {
      const item = sample(s.items ?? {}, refs, ids, name.replace(/s$/, ""))
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => item)
    }
    case "string":
      return sampleString(s)
    case "integer":
    case "number":
      return sampleNumber(s)
    case "boolean":
      return true
    default:
      return "Fuzz"
  }
}

/** Values that break a field of this schema's type (each a separate request). */
function breakersOf(s: JsonSchema): unknown[] {
  const nullable = (s.anyOf ?? s.oneOf ?? []).some((b) => b.type === "null")
  const base = branches(s)[0] ?? {}
  const type = Array.isArray(base.type) ? base.type[0] : base.type
  const common = nullable ? [] : [null]
  switch (type) {
    case "string":
      return [...common, 12345, LONG]
    case "integer":
    case "number":
      return [...common, -1e308, 1.5, "NaN"]
    case "boolean":
      return [...common, "NaN", 1]
    case "array":
      return [...common, {}, [null], Array.from({ length: 20_000 }, () => 1)]
    case "object":
      return [...common, [], "NaN"]
    default:
      return [...common, LONG]
  }
}

const at = (path: (string | number)[], value: unknown, into: unknown) => {
  const copy = structuredClone(into) as Record<string | number, unknown>
  let node = copy
  path.slice(0, -1).forEach((key, i) => {
    const missing = typeof node[key] !== "object" || node[key] === null
    if (missing) node[key] = typeof path[i + 1] === "number" ? [] : {}
    node = node[key] as Record<string | number, unknown>
  })
  node[path.at(-1)!] = value
  return copy
}

/**
 * The body with one field broken at a time: every field of the top-level object and of the
 * objects in it (the first item of an array of objects), each with every breaker of its type.
 */
export function brokenBodies(
  schema: JsonSchema,
  refs: Record<string, JsonSchema>,
  body: unknown
): RawBody[] {
  const out: RawBody[] = []
  const walk = (s: JsonSchema, path: (string | number)[], depth: number) => {
    const node = branches(resolve(s, refs))[0] ?? {}
    if (node.type === "array" && node.items && depth < 3)
      return walk(node.items, [...path, 0], depth + 1)
    if (node.type !== "object" || depth > 2) {
      if (path.length === 0) return
      for (const value of breakersOf(resolve(s, refs)))
        out.push({
          label: `${path.join(".")} = ${String(JSON.stringify(value)).slice(0, 20)}`,
          text: JSON.stringify(at(path, value, body)),
        })
      return
    }
    for (const [key, field] of Object.entries(node.properties ?? {}))
      walk(field, [...path, key], depth + 1)
  }
  walk(schema, [], 0)
  return out
}

/** What every write is sent whatever its schema; `valid` is the body built from its schema. */
export function malformedBodies(valid: unknown): RawBody[] {
  const text = JSON.stringify(valid ?? {})
  return [
    { label: "no body", text: undefined },
    { label: "empty", text: "" },
    {
      label: "truncated JSON",
      text: text.slice(0, Math.ceil(text.length / 2)),
    },
    { label: "null", text: "null" },
    { label: "array", text: "[]" },
    { label: "array of the body", text: `[${text}]` },
    { label: "number", text: "42" },
    { label: "negative huge number", text: "-1e309" },
    { label: "NaN string", text: '"NaN"' },
    { label: "true", text: "true" },
    { label: "100 KB string", text: JSON.stringify(LONG) },
    { label: "__proto__ key", text: '{"__proto__":{"isAdmin":true}}' },
    {
      label: "constructor key",
      text: '{"constructor":{"prototype":{"isAdmin":true}}}',
    },
    { label: "empty object", text: "{}" },
    ...(text.startsWith('{"')
      ? [
          {
            label: "body with __proto__",
            text: `{"__proto__":{"id_client":1},${text.slice(1)}`,
          },
        ]
      : []),
  ]
}
