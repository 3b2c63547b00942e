// Measures the JavaScript the sign-in page loads before it is usable: every script the browser
// fetches for /login on a cold start, raw and gzip-compressed. Run after `npm start` has built the
// product: `node --import tsx apps/backoffice/bench/initial-js.ts` from the repository root.
import { gzipSync } from "node:zlib"

import { launchBrowser, startProduct } from "@ruta/e2e/product"

const product = await startProduct({}, null)
const browser = await launchBrowser()
try {
  const page = await browser.newPage()
  const scripts = new Map<string, Buffer>()
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") {
      scripts.set(new URL(response.url()).pathname, await response.body())
    }
  })
  await page.goto(`${product.url}/login`, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: "Sign in", exact: true }).waitFor()
  let raw = 0
  let gzip = 0
  for (const [path, body] of [...scripts].sort(
    (a, b) => b[1].length - a[1].length
  )) {
    const zipped = gzipSync(body, { level: 9 }).length
    raw += body.length
    gzip += zipped
    console.log(
      `${path.padEnd(48)} ${(body.length / 1024).toFixed(1).padStart(8)} KB ${(zipped / 1024).toFixed(1).padStart(8)} KB gzip`
    )
  }
  console.log(
    `summary: scripts=${scripts.size} raw_kb=${(raw / 1024).toFixed(1)} gzip_kb=${(gzip / 1024).toFixed(1)}`
  )
} finally {
  await browser.close()
  await product.stop()
}
