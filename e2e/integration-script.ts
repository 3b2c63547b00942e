// An integrator's script, run by integrations.e2e.ts as its own Node process: it calls Ruta's
// API with nothing but an API key, as a shop or an ERP would (docs/api.md).
//
//   node integration-script.ts <api base URL> <key> plan <site id>   50 stops, optimized
//   node integration-script.ts <api base URL> <key> probe            one read: its status
//
// It prints one JSON line with what it did; a refused call prints its status and message.

const [baseUrl, key, command, site] = process.argv.slice(2)

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined
        ? {}
        : {
            "content-type": "application/json",
            "idempotency-key": crypto.randomUUID(),
          }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await res.json()) as { data: never; message: string }
  return { status: res.status, message: json.message, data: json.data }
}

/** A call that must answer `expected` (201 for a create, 200 otherwise), or the script ends. */
async function must(
  method: string,
  path: string,
  body?: unknown,
  expected = 200
) {
  const res = await call(method, path, body)
  if (res.status !== expected) {
    console.log(JSON.stringify({ status: res.status, message: res.message }))
    process.exit(1)
  }
  return res.data as Record<string, unknown>
}

/** Fifty stops around Mexico City's centre. */
const stops = Array.from({ length: 50 }, (_, i) => ({
  name: `Order ${1001 + i}`,
  address: `Calle ${i + 1}, CDMX`,
  latitude: 19.4326 + 0.02 * Math.cos(i * 2.4) * (1 + i / 25),
  longitude: -99.1332 + 0.02 * Math.sin(i * 2.4) * (1 + i / 25),
}))

if (command === "plan") {
  const plan = await must(
    "POST",
    "/optimizations",
    { name: "Shop orders", id_subsidiary: Number(site), stops },
    201
  )
  const id = plan.id_optimization as number
  for (const name of ["Van 1", "Van 2"])
    await must(
      "POST",
      `/optimizations/${id}/routes`,
      {
        name,
        start_date: "2026-11-30T08:00:00Z",
        end_date: "2026-11-30T20:00:00Z",
      },
      201
    )
  const run = await must("POST", `/optimizations/${id}/optimize`, {
    time_limit: 1,
  })
  let status = run.status as string
  const until = Date.now() + 20_000
  while (!["done", "failed", "cancelled"].includes(status)) {
    if (Date.now() > until) break
    await new Promise((resolve) => setTimeout(resolve, 200))
    status = (await must("GET", `/optimization-runs/${run.id_run as number}`))
      .status as string
  }
  console.log(
    JSON.stringify({ id_optimization: id, stops: stops.length, status })
  )
} else {
  const res = await call("GET", "/optimizations")
  console.log(JSON.stringify({ status: res.status, message: res.message }))
}
