// `npm start`: build what changed, then serve the product with the embedded database and demo data.
import { run, step } from "./lib/run.ts"

await step("build", "turbo", [
  "run",
  "build",
  "--concurrency=2",
  "--output-logs=errors-only",
])
const env = {
  ...process.env,
  RUTA_SEED_DEMO: process.env.RUTA_SEED_DEMO ?? "true",
  RUTA_STATIC_DIR: process.env.RUTA_STATIC_DIR ?? "apps/backoffice/dist",
  RUTA_MOBILE_STATIC_DIR:
    process.env.RUTA_MOBILE_STATIC_DIR ?? "apps/mobile-subscription/dist",
}
process.exit(
  await run("node", ["--enable-source-maps", "apps/api/dist/server.js"], {
    env,
  })
)
