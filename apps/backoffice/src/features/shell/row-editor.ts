import type { QueryKey } from "@tanstack/react-query"
import { useState } from "react"

import { useServerOutcome } from "../../lib/use-server-mutation.ts"
import type { ServerMessage } from "../../lib/use-server-mutation.ts"

/**
 * A list screen's editing dialog: which row is open (or a new one), and its save — the server's
 * message is toasted, the list under `queryKey` refetched and the dialog closed on success. A
 * refusal is thrown back to the dialog's form (`useFormSubmit`, or `FormDialog` for a form of its
 * own), which shows each field's message next to it and the rest in a toast; the dialog stays
 * open with what was typed.
 *
 * @param queryKey - the list's query key
 * @param save - saves the dialog's values for `row` (null: a new one)
 */
export function useRowEditor<Row, Values extends unknown[]>(
  queryKey: QueryKey,
  save: (row: Row | null, ...values: Values) => Promise<ServerMessage>
) {
  const outcome = useServerOutcome(queryKey)
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null)
  return {
    open: editing !== null,
    /** The row being edited; null for a new one. */
    row: editing?.row ?? null,
    edit: (row: Row | null = null) => setEditing({ row }),
    close: () => setEditing(null),
    save: async (...values: Values) => {
      if (editing === null) return
      outcome.succeeded(await save(editing.row, ...values))
      setEditing(null)
    },
  }
}
