// Settings → Integrations end to end (issue 34): a client user makes an API key and copies it;
// a Node script with only that key creates an optimization of 50 stops and optimizes it; a
// local receiver gets optimization.created and optimization.optimized, both verified with the
// Standard Webhooks verifier; the delivery log shows both; the keys' list shows the key's last use
// by itself; a role an unrevoked key uses cannot be deleted; once revoked, the key gets 401.
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"

import { afterAll, describe, expect, it } from "vitest"

import { ContextType } from "@ruta/permissions/context-types"

import { startReceiver } from "@ruta/stand-ins/webhook-receiver"
import { apiAs, productForSuite, rowAction, signInTo } from "./product.ts"
import { shownOnce } from "./shown-once.ts"

const suite = productForSuite({ WEBHOOKS_ALLOW_PRIVATE: "true" })
const receiver = await startReceiver()
afterAll(() => receiver.close())

const script = path.join(import.meta.dirname, "integration-script.ts")
/** Runs the integrator's script as its own Node process; answers its JSON line. */
async function runScript(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [script, suite.url, ...args],
    { timeout: 30_000 }
  ).catch((error: { stdout: string }) => ({ stdout: error.stdout }))
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<
    string,
    unknown
  >
}

describe("integrations", () => {
  it("a key made and copied in the back office drives a script; signed webhooks arrive and are logged; revoked, it is refused", async () => {
    const { context, page } = await suite.newPage()
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto("/main/integrations")

    // A webhook endpoint on the local receiver, for the two optimization events.
    await page.getByRole("button", { name: "New endpoint" }).click()
    let dialog = page.getByRole("dialog", { name: "New endpoint" })
    await dialog.getByLabel("URL").fill(receiver.url("/shop"))
    await dialog.getByLabel("optimization.created").check()
    await dialog.getByLabel("optimization.optimized").check()
    await dialog.getByRole("button", { name: "Save" }).click()
    dialog = page.getByRole("dialog", { name: "Signing secret" })
    const secret = await dialog.getByLabel("Secret").inputValue()
    expect(secret).toMatch(/^whsec_/)
    receiver.trust("/shop", secret)
    await dialog.getByRole("button", { name: "Done" }).click()

    // 1. The key: made, shown once, copied.
    await page.getByRole("button", { name: "New API key" }).click()
    dialog = page.getByRole("dialog", { name: "New API key" })
    await dialog.getByLabel("Name").fill("Shop sync")
    await dialog.getByRole("combobox", { name: "Role" }).click()
    await page
      .getByRole("option", { name: "Client users", exact: true })
      .click()
    await dialog.getByRole("button", { name: "Save" }).click()
    dialog = page.getByRole("dialog", { name: "API key created" })
    await dialog.getByRole("button", { name: "Copy" }).click()
    await shownOnce(page, "Copied.")
    const key = await page.evaluate(() => navigator.clipboard.readText())
    expect(key).toMatch(/^rk_/)
    expect(await dialog.getByLabel("Secret").inputValue()).toBe(key)
    await dialog.getByRole("button", { name: "Done" }).click()
    const keyRow = page.getByRole("row", { name: /Shop sync/ })
    await keyRow.getByText(key.slice(0, 11)).waitFor()
    await keyRow.getByText("Never").waitFor()

    // 2. The script, with the key only: 50 stops, optimized.
    const client = await apiAs(suite.url, "client@acme.demo")
    const sites = await client<{ id_subsidiary: number; name: string }[]>(
      "GET",
      "/subsidiaries/client/1"
    )
    const site = sites.find((s) => s.name === "Acme Centro")!.id_subsidiary
    const planned = await runScript(key, "plan", String(site))
    expect(planned).toMatchObject({ stops: 50, status: "done" })

    // 3. Both events reach the receiver, signed.
    const until = Date.now() + 15_000
    while (receiver.on("/shop").length < 2 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const got = receiver.on("/shop")
    expect(got.map((r) => JSON.parse(r.body).type).sort()).toEqual([
      "optimization.created",
      "optimization.optimized",
    ])
    for (const delivery of got)
      expect(delivery.verified).toMatchObject({
        data: { id_optimization: planned.id_optimization },
      })

    // 4. The delivery log shows both, delivered.
    await rowAction(
      page,
      page.getByRole("row", { name: new RegExp(receiver.url("/shop")) }),
      "Delivery log"
    )
    const log = page.getByRole("table", {
      name: `Deliveries to ${receiver.url("/shop")}`,
    })
    for (const type of ["optimization.created", "optimization.optimized"])
      await log
        .getByRole("row", { name: new RegExp(`${type}.*Delivered`) })
        .waitFor()

    // The list follows the key's use by itself: no reload, nothing clicked on the screen.
    await keyRow.getByText("Never").waitFor({ state: "detached" })
    await keyRow.getByText(/127\.0\.0\.1/).waitFor()

    // A role that an unrevoked key uses cannot be deleted: the roles screen says which key, and
    // whose (the provider's staff manage the roles of every client).
    const admin = await apiAs(suite.url, "admin@ruta.demo")
    const role = await admin<{ id_role: number }>("POST", "/roles", {
      name: "Nightly export",
      description: "Reads the day's routes for the ERP",
      id_context_type: ContextType.CLIENT,
      isActive: true,
    })
    await client("POST", "/api-keys", {
      name: "ERP export",
      id_role: role.id_role,
      id_subsidiary: null,
      expires_at: null,
    })
    const staff = await suite.newPage()
    await signInTo(staff.page, "admin@ruta.demo", "/main/clients")
    await staff.page.goto("/main/roles?text=Nightly")
    const roleRow = staff.page.getByRole("row", { name: /Nightly export/ })
    await rowAction(staff.page, roleRow, "Delete")
    await staff.page
      .getByRole("alertdialog", { name: "Delete the role Nightly export?" })
      .getByRole("button", { name: "Delete" })
      .click()
    await staff.page
      .getByText(
        "API keys use this role: ERP export (Acme Deliveries). Revoke them before deleting it.",
        { exact: true }
      )
      .waitFor()
    await staff.page.reload()
    await roleRow.waitFor()
    await staff.context.close()

    // 5. Revoked, the key's next call is refused.
    await rowAction(page, keyRow, "Revoke")
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Revoke" })
      .click()
    await keyRow.getByText("Revoked").waitFor()
    expect(await runScript(key, "probe")).toEqual({
      status: 401,
      message: "This API key has been revoked.",
    })
    await context.close()
  }, 120_000) // five steps through the browser, a script and two receivers
})
