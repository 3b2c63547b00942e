// Dashboard → Performance adds up kept figures in the database (issue 44): over a seeded set of
// days × drivers (routes with and without a driver, visits early, late, hours off, failed and
// never arrived at, and routes still on the road), the read of the kept figures answers what
// the read of the visits themselves answers: every sum the same, each 90th percentile of the
// ETA error within a minute of the visits' and of SQL's percentile_cont.
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { keepVisitFigures } from "../src/modules/performance/keep-visit-figures.ts"
import { keepRouteDrives } from "../src/modules/planning/route-drives.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Answer } from "./performance-reads.ts"
import { readPerformance, splitP90s } from "./performance-reads.ts"
import type { Planner } from "./planning-support.ts"
import { createPlan, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
const DAYS = 4
const range = "from=2026-11-16T00:00:00Z&to=2026-11-19T23:59:59Z"

const read = (query = "") => readPerformance(p, range, query)

/** The 90th percentiles of `answer` are within a minute of `expected`'s, in order. */
function expectWithinAMinute(given: (number | null)[], expected: number[]) {
  expect(given).toHaveLength(expected.length)
  given.forEach((p90, i) =>
    expect(Math.abs(p90! - expected[i]!)).toBeLessThanOrEqual(60)
  )
}

const inScope = sql`select id_route from routes where name like 'Seeded %'`

beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  const { id } = await createPlan(p, 1, 0)
  const users = (
    (await t.store.owner.execute(
      sql`select id_user from users where id_client = 1 order by id_user limit 3`
    )) as unknown as { rows: { id_user: number }[] }
  ).rows.map((u) => u.id_user)
  // A route per user a day and one with no driver, 8:00 to 12:00 in Mexico City; on the last
  // day the first two routes are still on the road.
  await t.store.owner.execute(sql`
    insert into routes (id_client, id_subsidiary, id_optimization, name, id_user, start_date,
                        started, completed, distance, duration)
    select 1, ${p.site}, ${id}, 'Seeded ' || d || '-' || u,
           (${`{${users.join(",")}}`}::int[])[u],
           timestamptz '2026-11-16T14:00:00Z' + make_interval(days => d),
           timestamptz '2026-11-16T14:00:00Z' + make_interval(days => d),
           case when d = ${DAYS - 1} and u <= 2 then null
             else timestamptz '2026-11-16T18:00:00Z' + make_interval(days => d, secs => u * 7) end,
           20000 + u * 1000 + d, 14400
    from generate_series(0, ${DAYS - 1}) d, generate_series(1, 4) u`)
  // Visits every 15 minutes with ETA errors of 0 to 33 minutes either way (many sharing a
  // minute), one in 13 over 3 hours off; one in 7 failed, one in 11 never arrived at, one in
  // 5 arrived after its window closed; scattered over a few zones and hours.
  await t.store.owner.execute(sql`
    insert into stops (id_client, id_subsidiary, id_optimization, id_route, address, latitude, longitude,
                       stop_duration, stop_order, eta, departure, arrived, visit_time, completed,
                       failed, time_window_end)
    select r.id_client, r.id_subsidiary, r.id_optimization, r.id_route, 'Calle ' || i,
           19.38 + ((r.id_route * 7 + i * 3) % 5) * 0.03, -99.2 + ((r.id_route + i) % 4) * 0.04,
           5 + i % 4, i, v.eta, v.eta + interval '5 minutes',
           case when (r.id_route + i) % 11 = 5 then null
             else v.eta + make_interval(secs => v.sign * v.error) end,
           v.done, case when r.completed is null and i > 6 then null else v.done end,
           (r.id_route * 3 + i) % 7 = 3,
           case when (r.id_route + i) % 5 = 0 then v.eta - interval '30 minutes' end
    from routes r cross join generate_series(1, 12) i
    cross join lateral (select r.started + make_interval(mins => 15 * i) as eta,
        r.started + make_interval(mins => 15 * i + 9 + i % 6) as done,
        case when (r.id_route + i) % 2 = 0 then 1 else -1 end as sign,
        ((r.id_route * 37 + i * 53) % 100) * 20 + case when (r.id_route + i) % 13 = 0 then 11000 else 0 end as error) v
    where r.id_route in (${inScope})`)
  await keepRouteDrives(t.store.owner, inScope)
}, 300_000)
afterAll(() => t.close())

describe("the Performance read of kept figures", { timeout: 300_000 }, () => {
  it("answers what the visits answer", async () => {
    const liveAll = await read()
    const liveDriver = await read(`&id_user=${await firstDriver()}`)
    await keepVisitFigures(t.store.owner, inScope)
    const kept = (
      (await t.store.owner.execute(
        sql`select count(*)::int as n from route_visit_figures`
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n
    expect(kept).toBe(DAYS * 4 - 2)
    const keptAll = await read()
    expect((keptAll.by_route as Answer[]).length).toBe(DAYS * 4)
    expect((keptAll.by_driver as Answer[]).length).toBe(4)
    expect((keptAll.totals as Answer).arrivals).toBeGreaterThan(100)
    expect((keptAll.totals as Answer).failed).toBeGreaterThan(5)
    expect((keptAll.by_zone as Answer[]).length).toBeGreaterThan(3)
    for (const [kept, live] of [
      [keptAll, liveAll],
      [await read(`&id_user=${await firstDriver()}`), liveDriver],
    ] as const) {
      const a = splitP90s(kept)
      const b = splitP90s(live)
      expect(a.rest).toEqual(b.rest)
      expectWithinAMinute(a.p90s, b.p90s as number[])
    }
    // Against percentile_cont over the visits' errors: in total, per route, per driver.
    const exact = async (by: string) =>
      (
        (await t.store.owner.execute(
          sql`select round(percentile_cont(0.9) within group (order by abs(extract(epoch from s.arrived - s.eta))))::int as p90
            from stops s join routes r on r.id_route = s.id_route
            where r.id_route in (${inScope}) and s.arrived is not null
            group by ${sql.raw(by)} order by ${sql.raw(by)}`
        )) as unknown as { rows: { p90: number }[] }
      ).rows.map((row) => Number(row.p90))
    expectWithinAMinute(
      [
        (keptAll.totals as Answer).eta_error_p90 as number,
        ...(keptAll.by_route as Answer[]).map((r) => r.eta_error_p90 as number),
        ...(keptAll.by_driver as Answer[]).map(
          (d) => d.eta_error_p90 as number
        ),
      ],
      [
        ...(await exact("r.id_client")),
        ...(await exact("r.id_route")),
        ...(await exact("r.id_user")),
      ]
    )
  })
})

async function firstDriver() {
  const [row] = (
    (await t.store.owner.execute(
      sql`select min(id_user) as id from routes where name like 'Seeded %'`
    )) as unknown as { rows: { id: number }[] }
  ).rows
  return row!.id
}
