import closeWithGrace from "close-with-grace"

import { buildApp } from "./app.ts"
import { loadConfigOrExit } from "./config.ts"
import { openDataStore } from "./db/database.ts"
import { startMetricsServer } from "./modules/metrics/metrics.routes.ts"
import {
  demoAccounts,
  DEMO_PASSWORD,
  seedDemo,
  seedReference,
} from "./db/seed.ts"
import { keepDemoDay } from "./db/demo-day-timer.ts"
import { loadSigningSecret } from "./secret.ts"

async function main() {
  const config = loadConfigOrExit()
  const store = await openDataStore({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    backgroundConnections: config.BACKGROUND_DB_CONNECTIONS,
  })
  if (config.RUTA_MIGRATE_ON_START) {
    await store.migrate()
    await seedReference(store)
  }
  const seeded = config.RUTA_SEED_DEMO ? await seedDemo(store) : false
  const demoDay =
    config.RUTA_SEED_DEMO && config.RUTA_DEMO_DAY
      ? await keepDemoDay(store.owner)
      : null
  const app = await buildApp({
    config,
    store,
    secret: loadSigningSecret(config.JWT_SECRET, config.dataDir),
  })

  const metricsServer = config.METRICS_PORT
    ? await startMetricsServer(app.metrics, {
        host: config.HOST,
        port: config.METRICS_PORT,
        token: config.METRICS_TOKEN,
      })
    : null

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error")
    else app.log.info({ signal }, "shutting down")
    demoDay?.stop()
    await metricsServer?.close()
    await app.close()
    await store.close()
  })

  await app.listen({ host: config.HOST, port: config.PORT })
  const address = app.server.address()
  const port =
    typeof address === "object" && address ? address.port : config.PORT
  const url = `http://localhost:${port}`
  if (config.RUTA_SEED_DEMO) {
    const lines = demoAccounts.map((a) => `  ${a.email.padEnd(24)} ${a.role}`)
    console.log(
      [
        "",
        `Ruta is running at ${url} (${store.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL server"})${seeded ? ", demo data created" : ""}.`,
        `Demo sign-ins, all with the password ${DEMO_PASSWORD}:`,
        ...lines,
        "",
      ].join("\n")
    )
  }
}

await main()
