import { z } from "zod"

/**
 * VROOM's input and output (VROOM-Project/vroom, docs/API.md) for the OpenAPI document, field by
 * field. Fields Ruta refuses are listed with "Refused" (answer: code 2 naming the field);
 * docs/vroom.md has the whole table.
 */
const int = z.number().int().nonnegative()
const amount = z.array(int).max(3).describe("Amounts in up to three dimensions")
const coordinates = z.tuple([z.number(), z.number()]).describe("[lon, lat]")
const timeWindow = z
  .tuple([int, int])
  .describe("[start, end] in seconds, both inclusive")
/** What a route's step is. */
const stepType = z.enum(["start", "job", "pickup", "delivery", "break", "end"])
const refused = (what: string) =>
  z.unknown().optional().describe(`Refused: ${what}`)

const task = {
  id: int.describe("Integer id, unique among its kind"),
  description: z.string().optional(),
  location: coordinates.optional().describe("Required without matrices"),
  location_index: int
    .optional()
    .describe("Row and column in the matrices; required with them"),
  setup: int.optional().describe("Only 0 is supported (refused otherwise)"),
  service: int.optional().describe("Service duration, seconds; default 0"),
  setup_per_type: refused("times per vehicle type"),
  service_per_type: refused("times per vehicle type"),
  time_windows: z
    .array(timeWindow)
    .optional()
    .describe("When service may start"),
}

export const vroomInputSchema = z
  .object({
    jobs: z
      .array(
        z.object({
          ...task,
          amount: amount.optional().describe("Deprecated: same as delivery"),
          delivery: amount
            .optional()
            .describe("Loaded at the start, dropped here"),
          pickup: amount
            .optional()
            .describe(
              "Picked up here, brought to the end (not with a delivery)"
            ),
          skills: z
            .array(int)
            .optional()
            .describe("Every one needed by the vehicle"),
          priority: z.number().int().min(0).max(100).optional(),
        })
      )
      .optional(),
    shipments: z
      .array(
        z.object({
          pickup: z.object(task),
          delivery: z.object(task),
          amount: amount.optional(),
          skills: z.array(int).optional(),
          priority: z.number().int().min(0).max(100).optional(),
        })
      )
      .optional()
      .describe("Pickup and delivery pairs: same vehicle, pickup first"),
    vehicles: z.array(
      z.object({
        id: int,
        profile: z
          .string()
          .optional()
          .describe("car (default), bike, foot, truck, or a key of matrices"),
        description: z.string().optional(),
        start: coordinates
          .optional()
          .describe("Required (a vehicle without a start is refused)"),
        start_index: int.optional(),
        end: coordinates
          .optional()
          .describe("Omitted: the route ends at its last task"),
        end_index: int.optional(),
        capacity: amount.optional(),
        costs: z
          .object({
            fixed: int.optional().describe("Cost of using the vehicle"),
            per_hour: int.optional().describe("Only 3600 (default)"),
            per_task_hour: int.optional().describe("Only 0 (default)"),
            per_km: int.optional().describe("Only 0 (default)"),
          })
          .optional(),
        skills: z.array(int).optional(),
        type: refused("vehicle types"),
        time_window: timeWindow
          .optional()
          .describe("Working hours; default unbounded"),
        breaks: z
          .array(
            z.object({
              id: int,
              time_windows: z.array(timeWindow).optional(),
              service: int.optional(),
              description: z.string().optional(),
              max_load: refused("a break's maximum load"),
            })
          )
          .optional(),
        speed_factor: z.number().optional().describe("Only 1"),
        max_tasks: refused("a maximum number of tasks"),
        max_travel_time: refused("a maximum travel time"),
        max_distance: int.optional().describe("Metres"),
        steps: z
          .array(
            z.object({
              type: stepType,
              id: int.optional(),
              service_at: refused("timing constraints on steps"),
              service_after: refused("timing constraints on steps"),
              service_before: refused("timing constraints on steps"),
            })
          )
          .optional()
          .describe(
            "Pinned at the head of the route in this order; other tasks may follow"
          ),
      })
    ),
    matrices: z
      .record(
        z.string(),
        z.object({
          durations: z
            .array(z.array(int))
            .optional()
            .describe("Seconds; required"),
          distances: z.array(z.array(int)).optional().describe("Metres"),
          costs: refused("custom cost matrices"),
        })
      )
      .optional()
      .describe(
        "Per profile; without them the configured travel source is used"
      ),
    matrix: z
      .array(z.array(int))
      .optional()
      .describe("Deprecated: durations for car"),
    options: z
      .object({
        g: z.boolean().optional().describe("Return each route's geometry"),
        time_limit: z
          .number()
          .optional()
          .describe(
            "Extended: the search's seconds, above 0 and at most 300 (the synchronous endpoint stops at 30); by default by size"
          ),
        seed: int.optional().describe("Extended: the search's seed, default 1"),
        iterations: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe(
            "Extended: an iteration budget; the search follows it instead of the time limit, which then only stops it (one search, so the same seed and budget give the same routes)"
          ),
      })
      .optional(),
  })
  .describe("VROOM's input (docs/vroom.md)")

const violation = z.object({ cause: z.string(), duration: int.optional() })
const totals = {
  cost: int,
  setup: int,
  service: int,
  duration: int.describe("Travel time"),
  waiting_time: int,
  priority: int,
  delivery: z.array(int).optional(),
  pickup: z.array(int).optional(),
  distance: int
    .optional()
    .describe("With distances in the matrices or from the travel source"),
  violations: z
    .array(violation)
    .describe("Always empty: routes keep every rule"),
}

export const vroomOutputSchema = z
  .object({
    code: z
      .number()
      .int()
      .describe("0 solved, 1 internal error, 2 input error, 3 routing error"),
    error: z.string().optional().describe("Present when code is not 0"),
    message: z
      .string()
      .optional()
      .describe("Ruta's addition: the same as error"),
    summary: z
      .object({
        ...totals,
        routes: int,
        unassigned: int,
        computing_times: z
          .object({ loading: int, solving: int, routing: int })
          .describe("Milliseconds"),
      })
      .optional(),
    unassigned: z
      .array(
        z.object({
          id: int,
          type: z.enum(["job", "pickup", "delivery"]),
          description: z.string().optional(),
          location: coordinates.optional(),
          location_index: int.optional(),
          reasons: z
            .array(z.string())
            .describe("Ruta's addition: why the task is left out"),
        })
      )
      .optional(),
    routes: z
      .array(
        z.object({
          vehicle: int,
          description: z.string().optional(),
          ...totals,
          geometry: z
            .string()
            .optional()
            .describe("Encoded polyline (precision 5) with options.g"),
          steps: z.array(
            z.object({
              type: stepType,
              id: int.optional(),
              description: z.string().optional(),
              location: coordinates.optional(),
              location_index: int.optional(),
              arrival: int,
              duration: int.describe("Travel time so far"),
              setup: int,
              service: int,
              waiting_time: int,
              load: z.array(int).optional().describe("On board after the step"),
              distance: int.optional().describe("Metres so far"),
              violations: z.array(violation),
            })
          ),
        })
      )
      .optional(),
  })
  .describe("VROOM's output")

/**
 * A refusal: VROOM's `{ code, error }` (code 1, 2 or 3) with the API's `message`, or the API's
 * own error (a string code) when the body could not be parsed as JSON at all.
 */
export const vroomErrorSchema = z
  .looseObject({
    code: z
      .union([z.number().int(), z.string()])
      .describe("VROOM's code: 1 internal, 2 input, 3 routing"),
    error: z.string().optional().describe("VROOM's error message"),
    message: z.string().describe("The same text, as every API error has it"),
  })
  .describe("VROOM's error shape")

/** A job's ended-in-failure output: VROOM's `{ code, error }`. */
export const vroomFailureSchema = z
  .object({
    code: z
      .number()
      .int()
      .describe("VROOM's code: 1 internal, 2 input, 3 routing"),
    error: z.string(),
  })
  .describe("VROOM's error shape")

export const vroomJobStatusSchema = z
  .enum(["queued", "running", "done", "failed"])
  .describe("queued → running → done or failed")

/** A VROOM job as POST /vroom/jobs answers it. */
export const vroomJobAcceptedSchema = z.object({
  id: z.uuid(),
  status: vroomJobStatusSchema,
})

/** A VROOM job as GET /vroom/jobs/{id} answers it. */
export const vroomJobSchema = vroomJobAcceptedSchema
  .extend({
    tasks: int.describe("Jobs, and each shipment's pickup and delivery"),
    time_limit: z.number().describe("The search's seconds"),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    output: z
      .union([vroomOutputSchema, vroomFailureSchema])
      .nullable()
      .describe(
        "VROOM's output once done; VROOM's { code, error } once failed; null before"
      ),
  })
  .describe("An asynchronous VROOM job")
