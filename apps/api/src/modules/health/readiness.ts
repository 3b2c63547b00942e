import type { FastifyBaseLogger } from "fastify"

/** One thing an instance needs before it takes traffic. */
export interface ReadinessCheck {
  /** Its name in the readiness answer (`details[].field` when it fails). */
  name: string
  /** What the caller reads when it fails. */
  failure: string
  /** Resolves when it answers; throws (or takes longer than the timeout) when it does not. */
  probe: () => Promise<void>
}

/** A probe that has not answered in this time counts as failed: a hung database is not ready. */
export const PROBE_TIMEOUT_MS = 2000

function withTimeout(probe: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer in ${ms} ms.`)), ms)
  })
  return Promise.race([probe(), late]).finally(() => clearTimeout(timer))
}

/** Runs every check at once and answers those that failed, each failure logged with its cause. */
export async function failedChecks(
  checks: readonly ReadinessCheck[],
  log: FastifyBaseLogger,
  timeoutMs = PROBE_TIMEOUT_MS
): Promise<ReadinessCheck[]> {
  const results = await Promise.allSettled(
    checks.map((check) => withTimeout(check.probe, timeoutMs))
  )
  return checks.filter((check, i) => {
    const result = results[i]!
    if (result.status === "fulfilled") return false
    log.warn({ err: result.reason, check: check.name }, "not ready")
    return true
  })
}
