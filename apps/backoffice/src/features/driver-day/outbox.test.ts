import "fake-indexeddb/auto"

import { beforeEach, describe, expect, it } from "vitest"

import { applyPending, reflects } from "./apply-pending.ts"
import { onRouteDay } from "./components/driver-fixtures.ts"
import { openOutbox } from "./outbox.ts"
import type { VisitAction } from "./outbox.ts"

let db = 0
/** A fresh database per test. */
let name = ""
beforeEach(() => {
  name = `ruta-driver-test-${++db}`
  localStorage.clear()
})

const completion = (id_stop: number, key = `key-${id_stop}`) =>
  ({
    kind: "complete",
    id_stop,
    body: { key, visit_time: "2026-11-25T15:30:00Z", failed: false, note: "" },
  }) satisfies VisitAction

const arrival = (id_stop: number) =>
  ({
    kind: "arrive",
    id_stop,
    body: {
      key: `arrival-${id_stop}`,
      arrived: "2026-11-25T15:20:00Z",
      latitude: 19.43,
      longitude: -99.13,
    },
  }) satisfies VisitAction

describe("the driver's queue", () => {
  it("keeps actions across a reopen (a reload, a restart), in the order made, with their keys", async () => {
    const first = await openOutbox(name)
    await first.add(7, arrival(3))
    await first.add(7, completion(3))
    await first.add(7, { kind: "start", id_route: 2 })
    first.close()
    const again = await openOutbox(name)
    const items = await again.pending(7)
    expect(items.map((item) => item.kind)).toEqual([
      "arrive",
      "complete",
      "start",
    ])
    expect(items[1]).toMatchObject({ id_stop: 3, body: { key: "key-3" } })
    await again.remove(items[0]!.seq)
    expect((await again.pending(7)).map((item) => item.seq)).toEqual([
      items[1]!.seq,
      items[2]!.seq,
    ])
    again.close()
  })

  it("keeps each driver's actions to their own session", async () => {
    const outbox = await openOutbox(name)
    await outbox.add(7, completion(3))
    await outbox.add(8, completion(4))
    const theirs = await outbox.pending(8)
    expect(theirs).toHaveLength(1)
    expect(theirs[0]).toMatchObject({ id_user: 8, id_stop: 4 })
    outbox.close()
  })

  it("carries files with an action", async () => {
    const outbox = await openOutbox(name)
    const photo = { name: "photo-1", blob: new Blob(["jpeg bytes"]) }
    await outbox.add(7, completion(3), [photo])
    const [item] = await outbox.pending(7)
    expect(item!.attachments).toHaveLength(1)
    expect(item!.attachments[0]!.name).toBe("photo-1")
    outbox.close()
  })

  it("moves the completions left in localStorage into the queue once, with their keys", async () => {
    localStorage.setItem(
      "ruta.driver.completions",
      JSON.stringify([
        { id_stop: 3, body: completion(3, "old-key-3").body },
        { id_stop: 4, body: completion(4, "old-key-4").body },
      ])
    )
    const outbox = await openOutbox(name)
    await outbox.migrate(localStorage, 7)
    await outbox.migrate(localStorage, 7)
    const items = await outbox.pending(7)
    expect(items).toMatchObject([
      { kind: "complete", id_stop: 3 },
      { kind: "complete", id_stop: 4 },
    ])
    expect(
      items.map((item) => item.kind === "complete" && item.body.key)
    ).toEqual(["old-key-3", "old-key-4"])
    expect(localStorage.getItem("ruta.driver.completions")).toBeNull()
    outbox.close()
  })

  it("keeps a delivered action aside, without its files, until it is forgotten", async () => {
    const outbox = await openOutbox(name)
    const photo = { name: "photos[]", blob: new Blob(["jpeg bytes"]) }
    await outbox.add(7, arrival(3))
    await outbox.add(7, completion(3), [photo])
    await outbox.add(7, completion(4))
    await outbox.add(7, {
      kind: "positions",
      body: { id_route: 2, positions: [] },
    } as VisitAction)
    const [arrive, complete, refused, positions] = await outbox.pending(7)
    await outbox.remove(arrive!.seq, true)
    await outbox.remove(complete!.seq, true)
    await outbox.remove(refused!.seq, false)
    await outbox.remove(positions!.seq, true)
    expect(await outbox.pending(7)).toEqual([])
    outbox.close()
    // A reopen (the app closed before the day was read again) still has them.
    const again = await openOutbox(name)
    const kept = await again.delivered(7)
    expect(kept.map((item) => [item.kind, item.seq])).toEqual([
      ["arrive", arrive!.seq],
      ["complete", complete!.seq],
    ])
    expect(kept[1]).not.toHaveProperty("attachments")
    expect(Date.parse(kept[1]!.delivered)).toBeGreaterThan(Date.now() - 60_000)
    expect(await again.delivered(8)).toEqual([])
    await again.forget([arrive!.seq])
    expect((await again.delivered(7)).map((item) => item.seq)).toEqual([
      complete!.seq,
    ])
    // Signing out lets them all go; what waits to be sent stays.
    await again.add(7, completion(5))
    await again.clearDelivered()
    expect(await again.delivered(7)).toEqual([])
    expect(await again.pending(7)).toHaveLength(1)
    again.close()
  })

  it("drops a corrupt localStorage entry without failing", async () => {
    localStorage.setItem("ruta.driver.completions", "{not json")
    const outbox = await openOutbox(name)
    await outbox.migrate(localStorage, 7)
    expect(await outbox.pending(7)).toEqual([])
    expect(localStorage.getItem("ruta.driver.completions")).toBeNull()
    outbox.close()
  })
})

describe("the day with waiting actions applied", () => {
  it("shows the waiting stops completed and the route's progress and status moved on", () => {
    const day = applyPending(onRouteDay, [completion(3), completion(4)])
    const route = day.routes[0]!
    expect(route.stops.map((s) => s.status)).toEqual([
      "completed",
      "completed",
      "completed",
      "completed",
    ])
    expect(route.progress).toBe(100)
    expect(route.status_route).toBe(3)
  })

  it("shows an arrival before the server has it, then the completion after it", () => {
    const arrived = applyPending(onRouteDay, [arrival(3)]).routes[0]!.stops[2]!
    expect(arrived).toMatchObject({
      status: "started",
      arrival: { arrived: "2026-11-25T15:20:00Z", latitude: 19.43 },
    })
    const done = applyPending(onRouteDay, [arrival(3), completion(3)])
      .routes[0]!.stops[2]!
    expect(done).toMatchObject({
      status: "completed",
      arrival: arrived.arrival,
    })
  })

  it("shows a route started offline as on route", () => {
    const [route] = applyPending(
      {
        ...onRouteDay,
        routes: [{ ...onRouteDay.routes[0]!, status_route: 1 }],
      },
      [{ kind: "start", id_route: onRouteDay.routes[0]!.id_route }]
    ).routes
    expect(route!.status_route).toBe(2)
  })

  it("leaves a stop the server already completed as the server says", () => {
    const day = applyPending(onRouteDay, [completion(2)])
    expect(day.routes[0]!.stops[1]!.failed).toBe(true)
    expect(day.routes[0]!.progress).toBe(50)
  })
})

describe("whether a day shows an action", () => {
  const [route] = onRouteDay.routes
  const open = route!.stops.find((s) => !s.completed && !s.arrival)!
  const done = route!.stops.find((s) => s.completed)!

  it("shows an arrival or a completion once the server's day has it", () => {
    expect(reflects(onRouteDay, arrival(open.id_stop))).toBe(false)
    expect(reflects(onRouteDay, completion(open.id_stop))).toBe(false)
    expect(reflects(onRouteDay, arrival(done.id_stop))).toBe(true)
    expect(reflects(onRouteDay, completion(done.id_stop))).toBe(true)
    const arrived = applyPending(onRouteDay, [arrival(open.id_stop)])
    expect(reflects(arrived, arrival(open.id_stop))).toBe(true)
    expect(reflects(arrived, completion(open.id_stop))).toBe(false)
  })

  it("shows a start once the route is on its way, and never a stop it does not have", () => {
    const waiting = {
      ...onRouteDay,
      routes: [{ ...route!, status_route: 1, started: null }],
    }
    const start = { kind: "start", id_route: route!.id_route } as const
    expect(reflects(waiting, start)).toBe(false)
    expect(reflects(applyPending(waiting, [start]), start)).toBe(true)
    expect(reflects(onRouteDay, arrival(999_999))).toBe(false)
  })
})
