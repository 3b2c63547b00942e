import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { GreatCircleMatrixProvider } from "../../src/model/matrix.ts"
import {
  checkVroomOutput,
  solveVroom,
  type VroomInput,
  type VroomOutput,
  type VroomSolution,
} from "../../src/vroom/index.ts"

const provider = new GreatCircleMatrixProvider()
const route = provider.getMatrices.bind(provider)
const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8")
  )
const run = (input: unknown): Promise<VroomOutput> =>
  solveVroom(input, { route, timeLimitMs: 200, seed: 1 })

function solved(out: VroomOutput): VroomSolution {
  if (out.code !== 0)
    throw new Error(`code ${out.code}: ${"error" in out ? out.error : ""}`)
  return out
}

const matrixInput = {
  vehicles: [{ id: 0, start_index: 0, end_index: 3 }],
  jobs: [
    { id: 1414, location_index: 1 },
    { id: 1515, location_index: 2 },
  ],
  matrices: {
    car: {
      durations: [
        [0, 2104, 197, 1299],
        [2103, 0, 2255, 3152],
        [197, 2256, 0, 1102],
        [1299, 3153, 1102, 0],
      ],
    },
  },
}

describe("VROOM translation", () => {
  it("solves VROOM's custom-matrix example to its documented optimum", async () => {
    const out = solved(await run(fixture("api-example_2")))
    expect(out.summary.cost).toBe(5461)
    expect(out.summary.duration).toBe(5461)
    expect(out.summary.distance).toBeUndefined()
    const [r] = out.routes
    expect(
      r?.steps.map((s) => [
        s.type,
        s.id,
        s.location_index,
        s.arrival,
        s.duration,
      ])
    ).toEqual([
      ["start", undefined, 0, 0, 0],
      ["job", 1414, 1, 2104, 2104],
      ["job", 1515, 2, 4359, 4359],
      ["end", undefined, 3, 5461, 5461],
    ])
  })

  it("solves VROOM's routing example with skills, shipments, breaks and windows", async () => {
    const input = fixture("api-example_1") as {
      jobs: { id: number; skills?: number[] }[]
    }
    const out = solved(await run(input))
    const served = out.routes.flatMap((r) =>
      r.steps.filter(
        (s) => s.type !== "start" && s.type !== "end" && s.type !== "break"
      )
    )
    expect(served.length + out.unassigned.length).toBe(input.jobs.length + 2)
    for (const r of out.routes) {
      expect(r.steps[0]?.load).toEqual(
        r.delivery?.length === 1 ? [expect.any(Number)] : expect.anything()
      )
      for (const s of r.steps) expect(s.load?.[0] ?? 0).toBeLessThanOrEqual(4)
    }
    const vehicle2 = out.routes.find((r) => r.vehicle === 2)
    if (vehicle2)
      expect(vehicle2.steps.some((s) => s.type === "break" && s.id === 2)).toBe(
        true
      )
    expect(out.summary.distance).toBeGreaterThan(0)
  })

  it("reports unassigned tasks with Ruta's reasons", async () => {
    const input = {
      vehicles: [
        { id: 1, start_index: 0, end_index: 0, capacity: [1], skills: [1] },
      ],
      jobs: [
        { id: 1, location_index: 1, delivery: [2] },
        { id: 2, location_index: 1, skills: [7] },
        { id: 3, location_index: 1, delivery: [1] },
      ],
      matrices: {
        car: {
          durations: [
            [0, 10],
            [10, 0],
          ],
          distances: [
            [0, 100],
            [100, 0],
          ],
        },
      },
    }
    const out = solved(await run(input))
    expect(out.unassigned).toEqual([
      { id: 1, type: "job", location_index: 1, reasons: ["capacity"] },
      { id: 2, type: "job", location_index: 1, reasons: ["skills"] },
    ])
    expect(out.summary).toMatchObject({
      routes: 1,
      unassigned: 2,
      duration: 20,
      distance: 200,
      delivery: [1],
      pickup: [0],
    })
  })

  it("pins a route's steps and keeps a shipment's pickup before its delivery", async () => {
    const input = {
      vehicles: [
        {
          id: 7,
          start_index: 0,
          end_index: 0,
          capacity: [2],
          steps: [{ type: "start" }, { type: "job", id: 2 }, { type: "end" }],
        },
      ],
      jobs: [
        { id: 1, location_index: 1 },
        { id: 2, location_index: 2 },
      ],
      shipments: [
        {
          amount: [2],
          pickup: { id: 5, location_index: 2 },
          delivery: { id: 5, location_index: 1, service: 60 },
        },
      ],
      matrices: {
        car: {
          durations: [
            [0, 5, 50],
            [5, 0, 50],
            [50, 50, 0],
          ],
        },
      },
    }
    const out = solved(await run(input))
    const types = out.routes[0]?.steps.map((s) => `${s.type}${s.id ?? ""}`)
    expect(types?.[1]).toBe("job2")
    expect(types?.indexOf("pickup5")).toBeLessThan(
      types?.indexOf("delivery5") ?? -1
    )
    const delivery = out.routes[0]?.steps.find((s) => s.type === "delivery")
    expect(delivery?.service).toBe(60)
    expect(out.summary.priority).toBe(0)
  })

  it("encodes a geometry with options.g and omits the end of open routes", async () => {
    const out = solved(
      await run({
        vehicles: [{ id: 1, start: [2.35, 48.71] }],
        jobs: [{ id: 1, location: [2.36, 48.72] }],
        options: { g: true },
      })
    )
    expect(out.routes[0]?.geometry).toBe("othhHo~iMo}@o}@")
    expect(out.routes[0]?.steps.map((s) => s.type)).toEqual(["start", "job"])
  })

  it.each([
    [{ vehicles: [], jobs: [] }, "vehicles: at least one vehicle is required"],
    [
      {
        vehicles: [{ id: 1, start: [0, 0], max_tasks: 3 }],
        jobs: [{ id: 1, location: [0, 1] }],
      },
      "vehicles[0].max_tasks: a maximum number of tasks is not supported",
    ],
    [
      {
        vehicles: [{ id: 1, start: [0, 0], speed_factor: 1.5 }],
        jobs: [{ id: 1, location: [0, 1] }],
      },
      "vehicles[0].speed_factor:",
    ],
    [
      {
        vehicles: [{ id: 1, start: [0, 0], costs: { per_km: 5 } }],
        jobs: [{ id: 1, location: [0, 1] }],
      },
      "vehicles[0].costs.per_km:",
    ],
    [
      {
        vehicles: [{ id: 1, end: [0, 0] }],
        jobs: [{ id: 1, location: [0, 1] }],
      },
      "vehicles[0].start:",
    ],
    [
      {
        vehicles: [{ id: 1, start: [0, 0] }],
        jobs: [{ id: 1, location: [0, 1], setup: 30 }],
      },
      "jobs[0].setup:",
    ],
    [
      {
        vehicles: [{ id: 1, start: [0, 0] }],
        jobs: [{ id: 1, location: [0, 1], delivery: [1], pickup: [1] }],
      },
      "jobs[0]: a job with both",
    ],
    [
      {
        vehicles: [{ id: 1, start: [0, 0], capacity: [1, 1, 1, 1] }],
        jobs: [{ id: 1, location: [0, 1], delivery: [1, 1, 1, 1] }],
      },
      "at most three amount components",
    ],
    [
      {
        vehicles: [{ id: 1, start: [0, 0], capacity: [1] }],
        jobs: [{ id: 1, location: [0, 1], delivery: [1, 1] }],
      },
      "inconsistent amount length",
    ],
    [
      {
        vehicles: [{ id: 1, start: [0, 0] }],
        jobs: [
          { id: 1, location: [0, 1] },
          { id: 1, location: [0, 1] },
        ],
      },
      "jobs: duplicate id 1",
    ],
    [
      {
        vehicles: [{ id: 1, start_index: 0 }],
        jobs: [{ id: 1, location_index: 5 }],
        matrices: { car: { durations: [[0]] } },
      },
      "jobs[0].location_index: out of the matrix",
    ],
    [
      {
        vehicles: [{ id: 1, start_index: 0 }],
        jobs: [{ id: 1, location_index: 0 }],
        matrices: { car: { durations: [[0]], costs: [[0]] } },
      },
      "matrices.car.costs:",
    ],
    [
      {
        vehicles: [{ id: 1, start: [0, 0], profile: "boat" }],
        jobs: [{ id: 1, location: [0, 1] }],
      },
      'unknown profile "boat"',
    ],
    [
      {
        vehicles: [
          { id: 1, start: [0, 0], breaks: [{ id: 1, max_load: [1] }] },
        ],
        jobs: [{ id: 1, location: [0, 1] }],
      },
      "vehicles[0].breaks[0].max_load:",
    ],
    [matrixInputWith({ options: { g: true } }), "options.g:"],
  ])("refuses with code 2: %#", async (input, message) => {
    const out = await run(input)
    expect(out.code).toBe(2)
    expect("error" in out && out.error).toContain(message)
  })

  it("refuses plan mode's timing constraints on steps (VROOM's example 3)", async () => {
    const out = await run(fixture("api-example_3"))
    expect(out).toEqual({
      code: 2,
      error:
        "vehicles[1].steps[0].service_after: timing constraints on steps are not supported",
    })
  })

  it("answers a routing failure with code 3", async () => {
    const out = await solveVroom(
      {
        vehicles: [{ id: 1, start: [0, 0] }],
        jobs: [{ id: 1, location: [0, 1] }],
      },
      {
        route: () => Promise.reject(new Error("OSRM is down")),
        timeLimitMs: 100,
      }
    )
    expect(out).toEqual({
      code: 3,
      error: 'routing failed for profile "car": OSRM is down',
    })
  })
})

function matrixInputWith(extra: object): object {
  return { ...matrixInput, ...extra }
}

describe("checkVroomOutput", () => {
  it("finds a late arrival, a repeated job and a wrong duration", async () => {
    const input = fixture("api-example_2") as VroomInput
    const out = solved(await run(input))
    const broken = structuredClone(out)
    const route = broken.routes[0] as VroomSolution["routes"][number]
    route.steps[1] = {
      ...(route.steps[1] as VroomSolution["routes"][number]["steps"][number]),
      arrival: 1,
    }
    route.steps[2] = {
      ...(route.steps[1] as VroomSolution["routes"][number]["steps"][number]),
    }
    route.duration = 1
    expect(checkVroomOutput(input, out)).toEqual([])
    expect(checkVroomOutput(input, broken)).toEqual(
      expect.arrayContaining([
        "vehicle 0, job 1414: arrives before it can",
        "job:1414 appears twice",
        "job:1515 is neither served nor unassigned",
        "vehicle 0: duration 1, the matrix gives 5256",
      ])
    )
  })
})
