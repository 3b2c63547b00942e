import { FIRST_PAGE } from "@ruta/validation/paging"
import { pageSize } from "@ruta/validation/values"
import { z } from "zod"

/** The spec's list defaults: the first page (0) of 25 rows, as declared for the API too. */
const LIST_DEFAULTS = { page: FIRST_PAGE, size: pageSize.default } as const

const pagingShape = {
  page: z.number().int().min(FIRST_PAGE).optional(),
  size: z.number().int().min(pageSize.min).max(pageSize.max).optional(),
  text: z.string().optional(),
}

/**
 * A list screen's URL search schema: paging and search (`page`, `size`, `text`) plus the screen's
 * own filters. Give it to TanStack Router's `validateSearch`.
 *
 * @param filters - the screen's filters, as zod fields (each optional)
 * @returns one zod object for the whole search
 */
function listSearch<Filters extends z.ZodRawShape = Record<never, never>>(
  filters?: Filters
) {
  return z.object({ ...pagingShape, ...(filters as Filters) })
}

type ListSearch = { page?: number; size?: number; text?: string }

type PagingState = { pageIndex: number; pageSize: number }

/**
 * Binds a list screen's URL search to its table: the paging and search the API is asked for, the
 * DataTable's controlled paging and search, and `filter` for the screen's own filters (a filter
 * change goes back to the first page).
 *
 * @param search - the route's validated search
 * @param setSearch - writes a new search into the URL (e.g. through the route's `navigate`)
 */
function useListSearch<S extends ListSearch>(
  search: S,
  setSearch: (update: (previous: S) => S) => void
) {
  const page = search.page ?? LIST_DEFAULTS.page
  const size = search.size ?? LIST_DEFAULTS.size
  return {
    /** What to ask the API for. */
    paging: { page, size, text: search.text },
    filter<K extends Exclude<keyof S, keyof ListSearch>>(key: K, value: S[K]) {
      setSearch((previous) => ({ ...previous, [key]: value, page: 0 }))
    },
    /** Spread onto a DataTable. */
    table: {
      pagination: { pageIndex: page, pageSize: size },
      onPaginationChange: (next: PagingState) =>
        setSearch((previous) => ({
          ...previous,
          page: next.pageIndex,
          size: next.pageSize,
        })),
      search: search.text ?? "",
      onSearchChange: (text: string) =>
        setSearch((previous) => ({
          ...previous,
          text: text || undefined,
          page: 0,
        })),
    },
  }
}

export { LIST_DEFAULTS, listSearch, useListSearch, type ListSearch }
