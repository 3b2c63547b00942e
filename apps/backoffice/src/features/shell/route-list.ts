import { useListSearch } from "@ruta/ui/lib/list-search"
import type { ListSearch } from "@ruta/ui/lib/list-search"

/** A route's navigate, as far as a list needs it: writing a new search. */
type SearchNavigate<S> = (options: {
  search: (previous: NoInfer<S>) => NoInfer<S>
}) => Promise<void>

/**
 * A list screen's search kept in its route's URL: `useListSearch` bound to the route's search and
 * navigate.
 *
 * @param search - `Route.useSearch()`
 * @param navigate - `Route.useNavigate()`
 * @returns the URL search and the list bound to it
 */
export function useRouteList<S extends ListSearch>(
  search: S,
  navigate: SearchNavigate<S>
) {
  return {
    search,
    ...useListSearch(search, (update) => void navigate({ search: update })),
  }
}
