import { useCallback, useLayoutEffect, useRef } from "react"

/**
 * A function whose identity never changes and that calls the latest `fn`: for callbacks handed to
 * memoized rows and called at event time (a menu opened, a row toggled), so a new render of the
 * parent does not draw every row again.
 */
export function useStableCallback<A extends unknown[], R>(
  fn: (...args: A) => R
): (...args: A) => R {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
