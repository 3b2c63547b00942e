import { QueryClient } from "@tanstack/react-query"
import { createRouter } from "@tanstack/react-router"

import { routeTree } from "./routeTree.gen.ts"

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
})

export const router = createRouter({
  routeTree,
  // The API serves this app at /mobile-subscriptions (architecture decision 11).
  basepath: "/mobile-subscriptions",
  context: { queryClient },
  defaultPreload: "intent",
  // Preloaded data is always fresh to TanStack Query's cache rules, not the router's own.
  defaultPreloadStaleTime: 0,
})

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}
