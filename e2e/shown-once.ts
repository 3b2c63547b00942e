import { expect } from "vitest"
import type { Page } from "playwright-core"

/**
 * Waits for a message and checks it is shown in one place only (a toast, not also on a field,
 * nor twice). The exact text leaves out the toast's announcement to screen readers: for a
 * second, an out-of-sight "Notifications <message>".
 */
export async function shownOnce(page: Page, message: string) {
  const shown = page.getByText(message, { exact: true })
  await shown.waitFor()
  expect(await shown.count()).toBe(1)
}
