import { QueryClient } from "@tanstack/react-query"
import { createRouter } from "@tanstack/react-router"

import { recordSessionOn } from "./lib/session-recording.ts"
import { routeTree } from "./routeTree.gen.ts"

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
})

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  // Preloaded data is always fresh to TanStack Query's cache rules, not the router's own.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
})

// The analytics tag follows the pages the user reaches (it never runs on private ones).
router.subscribe("onResolved", ({ toLocation }) =>
  recordSessionOn(toLocation.pathname)
)

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}
