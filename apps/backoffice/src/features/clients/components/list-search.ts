import { listSearch } from "@ruta/ui/lib/list-search"

/** The search params of a client list. */
export const clientListSearchSchema = listSearch()
