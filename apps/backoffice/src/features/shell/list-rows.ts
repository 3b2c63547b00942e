import { useLingui } from "@lingui/react/macro"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { QueryKey, UseQueryOptions } from "@tanstack/react-query"

import { useTableLabels } from "../../lib/use-table-labels.ts"

/** A page of a list as the API answers it. */
export interface ListPage<T> {
  items: T[]
  total: number
}

/**
 * A list screen's rows: the page the API returns for `options` (the previous page stays shown
 * while the next loads) and the DataTable props that show it — rows, total, loading, the error
 * when it fails, and the texts.
 *
 * @param options - the list's query options (from the feature's `api/`)
 * @param refetchInterval - for lists that follow the day live
 */
export function useListRows<Page extends ListPage<unknown>, K extends QueryKey>(
  options: UseQueryOptions<Page, Error, Page, K>,
  refetchInterval?: number | false
) {
  const { t } = useLingui()
  const query = useQuery({
    ...options,
    placeholderData: keepPreviousData,
    refetchInterval,
  })
  const labels = useTableLabels()
  return {
    query,
    table: {
      data: (query.data?.items ?? []) as Page["items"],
      rowCount: query.data?.total ?? 0,
      loading: query.isFetching,
      error: query.isError ? t`This list could not be loaded.` : undefined,
      labels,
    },
  }
}
