import { AppError, ErrorCode } from "../../platform/lib/errors.ts"

/**
 * Slows down password guessing: at most `maxFailuresPerAccount` failed sign-ins per account and
 * `maxAttemptsPerIp` attempts per address in a sliding window (security.md S8). In memory, so
 * each API process counts on its own.
 */
export function createLoginThrottle(options: {
  maxFailuresPerAccount: number
  maxAttemptsPerIp: number
  windowSeconds: number
  now?: () => number
}) {
  const now = options.now ?? Date.now
  const windowMs = options.windowSeconds * 1000
  const failures = new Map<string, number[]>()
  const attempts = new Map<string, number[]>()

  function recent(map: Map<string, number[]>, key: string): number[] {
    const cutoff = now() - windowMs
    const kept = (map.get(key) ?? []).filter((t) => t > cutoff)
    if (kept.length === 0) map.delete(key)
    else map.set(key, kept)
    return kept
  }

  function retryAfter(times: number[], limit: number): number {
    if (times.length < limit) return 0
    const oldest = times[times.length - limit]!
    return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000))
  }

  return {
    /** Seconds to wait before another attempt is allowed, or 0. Counts the attempt when allowed. */
    check(account: string, ip: string): number {
      const wait = Math.max(
        retryAfter(recent(failures, account), options.maxFailuresPerAccount),
        retryAfter(recent(attempts, ip), options.maxAttemptsPerIp)
      )
      if (wait === 0) attempts.set(ip, [...recent(attempts, ip), now()])
      return wait
    },
    recordFailure(account: string) {
      failures.set(account, [...recent(failures, account), now()])
    },
    recordSuccess(account: string) {
      failures.delete(account)
    },
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>

/** The answer when a throttle says to wait `seconds`. */
export const tooManyRequests = (seconds: number) =>
  new AppError(
    429,
    ErrorCode.TOO_MANY_ATTEMPTS,
    `Too many requests. Try again in ${seconds} seconds.`,
    undefined,
    { "retry-after": String(seconds) }
  )
