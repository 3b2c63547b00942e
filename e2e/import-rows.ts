// The spreadsheet import's rows to fix, as a planner works through them in the wizard.
import type { Locator, Page } from "playwright-core"

import { rowAction } from "./product.ts"

/**
 * Opens the import's row of `name` to fix, lets `fill` change its dialog, saves it, and waits
 * until the counts above the rows say `counts` ("20 stops, 0 depots, 2 to fix, 0 left out").
 */
export async function fixImportRow(
  page: Page,
  name: string,
  fill: (dialog: Locator) => Promise<void>,
  counts: string
) {
  const table = page.getByRole("table", { name: "Rows to import" })
  await rowAction(
    page,
    table.getByRole("row").filter({ hasText: name }),
    "Fix or edit"
  )
  const dialog = page.getByRole("dialog")
  await fill(dialog)
  await dialog.getByRole("button", { name: "Save" }).click()
  await dialog.waitFor({ state: "detached" })
  await page.getByRole("main").getByText(counts, { exact: true }).waitFor()
}
