/**
 * How long to wait before the next try after `failures` failed ones: `base` doubled each
 * failure, at most `cap`, and jittered ("equal jitter": between half and all of it) so that
 * clients coming back together do not knock on the server at the same instant. The back office's
 * one retry policy: the driver's outbox and the live connection wait by it.
 */
export function backoffDelay(
  failures: number,
  base: number,
  cap: number,
  random: () => number = Math.random
) {
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, failures - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
