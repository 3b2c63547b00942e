/**
 * VROOM's output format as a JSON Schema (draft 2020-12), written from VROOM-Project/vroom
 * `docs/API.md`, section "Output": `code`, `error` iff the code is not 0, `summary`,
 * `unassigned` and `routes` with their `steps` and `violations`. VROOM's own outputs
 * (`docs/example_*_sol.json`) pass it, deprecated keys (`amount`, a step's `job`) included.
 * Objects take no other key, except Ruta's one documented extension: `unassigned[].reasons`.
 */
const count = { type: "integer", minimum: 0 } as const
const amount = { type: "array", items: count } as const
const coordinates = {
  type: "array",
  items: { type: "number" },
  minItems: 2,
  maxItems: 2,
} as const

const violation = {
  type: "object",
  required: ["cause"],
  additionalProperties: false,
  properties: {
    cause: {
      enum: [
        "delay",
        "lead_time",
        "load",
        "max_tasks",
        "skills",
        "precedence",
        "missing_break",
        "max_travel_time",
        "max_distance",
        "max_load",
      ],
    },
    duration: count,
  },
} as const
const violations = { type: "array", items: violation } as const

/** The totals a summary and a route share. */
const totals = {
  cost: count,
  setup: count,
  service: count,
  duration: count,
  waiting_time: count,
  priority: count,
  violations,
  amount,
  delivery: amount,
  pickup: amount,
  distance: count,
} as const
const totalsRequired = [
  "cost",
  "setup",
  "service",
  "duration",
  "waiting_time",
  "priority",
  "violations",
] as const

const step = {
  type: "object",
  required: [
    "type",
    "arrival",
    "duration",
    "setup",
    "service",
    "waiting_time",
    "violations",
  ],
  additionalProperties: false,
  properties: {
    type: { enum: ["start", "job", "pickup", "delivery", "break", "end"] },
    arrival: count,
    duration: count,
    setup: count,
    service: count,
    waiting_time: count,
    violations,
    description: { type: "string" },
    location: coordinates,
    location_index: count,
    id: count,
    job: count,
    load: amount,
    distance: count,
  },
  // `id` only on a task or a break.
  if: { properties: { type: { enum: ["start", "end"] } } },
  then: { properties: { id: false } },
  else: { required: ["id"] },
} as const

const route = {
  type: "object",
  required: ["vehicle", "steps", ...totalsRequired],
  additionalProperties: false,
  properties: {
    vehicle: count,
    steps: { type: "array", items: step, minItems: 1 },
    ...totals,
    description: { type: "string" },
    geometry: { type: "string" },
  },
} as const

const unassigned = {
  type: "object",
  required: ["id", "type"],
  additionalProperties: false,
  properties: {
    id: count,
    type: { enum: ["job", "pickup", "delivery"] },
    description: { type: "string" },
    location: coordinates,
    location_index: count,
    /** Ruta's extension: why the task is left out. */
    reasons: { type: "array", items: { type: "string" } },
  },
} as const

const summary = {
  type: "object",
  required: ["routes", "unassigned", ...totalsRequired],
  additionalProperties: false,
  properties: {
    routes: count,
    unassigned: count,
    ...totals,
    computing_times: {
      type: "object",
      additionalProperties: false,
      properties: { loading: count, solving: count, routing: count },
    },
  },
} as const

export const vroomOutputJsonSchema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:ruta:vroom-output",
  description: "VROOM-Project/vroom docs/API.md, section Output",
  title: "VROOM output",
  oneOf: [
    {
      type: "object",
      required: ["code", "summary", "unassigned", "routes"],
      additionalProperties: false,
      properties: {
        code: { const: 0 },
        summary,
        unassigned: { type: "array", items: unassigned },
        routes: { type: "array", items: route },
      },
    },
    {
      type: "object",
      required: ["code", "error"],
      additionalProperties: false,
      properties: {
        code: { enum: [1, 2, 3] },
        error: { type: "string", minLength: 1 },
      },
    },
  ],
} as const
