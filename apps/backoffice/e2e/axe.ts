import { createRequire } from "node:module"

import type { Page } from "playwright-core"

// axe-core's browser script, injected into the page under test.
const axeSource = (
  createRequire(import.meta.url)("axe-core") as { source: string }
).source

/** WCAG 2.1 A and AA: the rules the product is held to. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/** One line per failing element: the rule, its help and where. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? "?"}): ${v.help} at ${JSON.stringify(node.target)}` +
        (node.failureSummary
          ? ` (${node.failureSummary.replaceAll("\n", " ")})`
          : "")
    )
  )
}

/**
 * Runs axe-core's WCAG 2.1 AA rules on the page as it is now; answers every violation, one line
 * per element, each naming the screen.
 */
export async function axeViolations(
  page: Page,
  screen: string
): Promise<string[]> {
  // Evaluated through the browser's protocol: the product's Content-Security-Policy allows no
  // inline script tag.
  if (!(await page.evaluate(() => "axe" in window)))
    await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as {
            axe: {
              run(
                context: Document,
                options: object
              ): Promise<{ violations: Violation[] }>
            }
          }
        ).axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        })
      ).violations,
    WCAG_21_AA
  )
  return describeViolations(violations).map((line) => `${screen}: ${line}`)
}
