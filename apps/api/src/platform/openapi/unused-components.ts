import type { OpenApiDocument } from "./operations.ts"

const REF = /"#\/components\/schemas\/([^"]+)"/g

const refsIn = (value: unknown) =>
  [...JSON.stringify(value).matchAll(REF)].map((match) => match[1]!)

/**
 * Drops the component schemas no operation uses, directly or through other schemas, that are one
 * side of a pair: the zod registry yields an `…Input` twin of every schema with an id, and a
 * body read only as input leaves its output side unused. A generator would turn each into a type
 * nothing uses. An unused schema whose input twin is unused too stays: it is the contract of
 * what no operation body carries (the live stream's events).
 */
export function dropUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {}
  const used = new Set<string>()
  const pending = refsIn(document.paths)
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue
    used.add(name)
    pending.push(...refsIn(schemas[name]))
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(
        Object.entries(schemas).filter(
          ([name]) =>
            used.has(name) ||
            !(name.endsWith("Input") || used.has(`${name}Input`))
        )
      ),
    },
  }
}
