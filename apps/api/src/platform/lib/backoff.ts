/** How a retry waits: the first wait, and the longest, in the caller's unit (ms or s). */
export interface BackoffPolicy {
  first: number
  cap: number
}

/**
 * The API's one retry policy: the wait before the next try after `failures` failed ones (1
 * after the first failure): `first` doubled each failure, at most `cap`. Used by webhooks'
 * deliveries (their schedule stored in the database), the database listener's reconnects and
 * customer notifications' outcome writes. No jitter, unlike the browser's
 * (`apps/backoffice/src/lib/backoff.ts`): webhooks publish their schedule (docs/integrations.md)
 * and each process holds one listener, so there is no crowd of clients to spread.
 */
export function backoffDelay(failures: number, policy: BackoffPolicy) {
  return Math.min(policy.cap, policy.first * 2 ** Math.max(0, failures - 1))
}
