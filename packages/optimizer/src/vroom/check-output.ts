import type { VroomInput, VroomSolution, VroomStep } from "./types.ts"

/**
 * Re-checks a VROOM output against its input from the input alone: every
 * task served once or listed unassigned, pickups before their deliveries
 * on one route, arrival times from the durations matrix (with custom
 * matrices), service starts inside a time window and the vehicle's working
 * hours, loads within capacity, and the summary's totals. Returns the
 * issues found, none when the output holds.
 */
export function checkVroomOutput(
  input: VroomInput,
  output: VroomSolution
): string[] {
  const issues: string[] = []
  const tasks = new Map<
    string,
    {
      windows?: [number, number][]
      service: number
      delivery: number[]
      pickup: number[]
    }
  >()
  for (const j of input.jobs ?? [])
    tasks.set(`job:${j.id}`, {
      windows: j.time_windows,
      service: j.service ?? 0,
      delivery: j.delivery ?? [],
      pickup: j.pickup ?? [],
    })
  for (const s of input.shipments ?? []) {
    tasks.set(`pickup:${s.pickup.id}`, {
      windows: s.pickup.time_windows,
      service: s.pickup.service ?? 0,
      delivery: [],
      pickup: s.amount ?? [],
    })
    tasks.set(`delivery:${s.delivery.id}`, {
      windows: s.delivery.time_windows,
      service: s.delivery.service ?? 0,
      delivery: s.amount ?? [],
      pickup: [],
    })
  }
  const seen = new Set<string>()
  const mark = (key: string): void => {
    if (!tasks.has(key)) issues.push(`${key} is not in the input`)
    if (seen.has(key)) issues.push(`${key} appears twice`)
    seen.add(key)
  }
  for (const u of output.unassigned) mark(`${u.type}:${u.id}`)
  let duration = 0
  for (const route of output.routes) {
    const vehicle = input.vehicles.find((v) => v.id === route.vehicle)
    if (vehicle === undefined) {
      issues.push(`route of unknown vehicle ${route.vehicle}`)
      continue
    }
    const matrix = input.matrices?.[vehicle.profile ?? "car"]?.durations
    const [open, close] = vehicle.time_window ?? [0, Number.MAX_SAFE_INTEGER]
    let time = (route.steps[0] as VroomStep).arrival
    let at = vehicle.start_index
    let travelled = 0
    const picked = new Set<number>()
    const shipments = input.shipments ?? []
    for (const step of route.steps) {
      const where =
        `vehicle ${route.vehicle}, ${step.type} ${step.id ?? ""}`.trim()
      if (
        step.type === "job" ||
        step.type === "pickup" ||
        step.type === "delivery"
      ) {
        const key = `${step.type}:${step.id}`
        mark(key)
        const task = tasks.get(key)
        if (
          matrix !== undefined &&
          at !== undefined &&
          step.location_index !== undefined
        ) {
          const leg = (matrix[at] as number[])[step.location_index] as number
          travelled += leg
          if (step.arrival < time + leg)
            issues.push(`${where}: arrives before it can`)
          at = step.location_index
        }
        const start = step.arrival + step.waiting_time
        if (
          task?.windows !== undefined &&
          !task.windows.some(([a, b]) => start >= a && start <= b)
        )
          issues.push(
            `${where}: service starts at ${start}, outside its time windows`
          )
        if (step.service !== task?.service)
          issues.push(
            `${where}: service ${step.service} instead of ${task?.service}`
          )
        time = start + step.service
        if (step.type === "pickup") picked.add(step.id as number)
        if (step.type === "delivery") {
          const s = shipments.find((x) => x.delivery.id === step.id)
          if (s !== undefined && !picked.has(s.pickup.id))
            issues.push(`${where}: delivered before its pickup`)
        }
      } else if (step.type === "break") {
        time = step.arrival + step.waiting_time + step.service
      } else if (
        step.type === "end" &&
        matrix !== undefined &&
        at !== undefined &&
        step.location_index !== undefined
      ) {
        travelled += (matrix[at] as number[])[step.location_index] as number
        if (step.arrival < time) issues.push(`${where}: arrives before it can`)
      }
      if (step.arrival < open || step.arrival > close)
        issues.push(`${where}: outside the vehicle's working hours`)
      step.load?.forEach((q, i) => {
        const cap = vehicle.capacity?.[i]
        if (cap !== undefined && q > cap)
          issues.push(`${where}: load ${q} over capacity ${cap}`)
      })
    }
    if (matrix !== undefined && travelled !== route.duration)
      issues.push(
        `vehicle ${route.vehicle}: duration ${route.duration}, the matrix gives ${travelled}`
      )
    duration += route.duration
  }
  for (const key of tasks.keys())
    if (!seen.has(key)) issues.push(`${key} is neither served nor unassigned`)
  if (output.summary.duration !== duration)
    issues.push(
      `summary duration ${output.summary.duration}, routes give ${duration}`
    )
  if (output.summary.routes !== output.routes.length)
    issues.push("summary routes count is wrong")
  if (output.summary.unassigned !== output.unassigned.length)
    issues.push("summary unassigned count is wrong")
  return issues
}
