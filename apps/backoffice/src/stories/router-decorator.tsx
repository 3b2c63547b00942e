import type { Decorator } from "@storybook/react-vite"
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from "@tanstack/react-router"
import { useMemo } from "react"
import type { ComponentType } from "react"

function StoryRouter({ story: Story }: { story: ComponentType }) {
  const router = useMemo(
    () =>
      createRouter({
        routeTree: createRootRoute({ component: () => <Story /> }),
        history: createMemoryHistory({ initialEntries: ["/"] }),
      }),
    [Story]
  )
  return <RouterProvider router={router} />
}

/**
 * Gives a story a router of its own (in memory, at "/"), for components that link to the
 * back office's pages: the links get their addresses, and following one leaves the story.
 */
export const withRouter: Decorator = (Story) => <StoryRouter story={Story} />
