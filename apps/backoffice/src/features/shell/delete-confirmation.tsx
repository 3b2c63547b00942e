import { useLingui } from "@lingui/react/macro"
import { ConfirmDialog } from "@ruta/ui/components/confirm-dialog"
import type { QueryKey } from "@tanstack/react-query"
import { useState } from "react"
import type { ReactNode } from "react"

import { useServerMutation } from "../../lib/use-server-mutation.ts"
import type { ServerMessage } from "../../lib/use-server-mutation.ts"

/** What {@link DeleteConfirmation} needs besides its texts; {@link useDeleteConfirmation} gives it. */
export interface DeleteConfirmationState {
  open: boolean
  pending: boolean
  onCancel: () => void
  onConfirm: () => void
}

/**
 * A list's delete confirmation (an alert dialog with "Delete" and "Cancel"): the row to delete
 * and the mutation that deletes it, reporting the server's message or the error and refetching
 * the queries under `queryKey`. `ask(item)` opens it; it closes when the deletion settles.
 */
export function useDeleteConfirmation<T>({
  remove,
  queryKey,
}: {
  remove: (item: T) => Promise<ServerMessage>
  queryKey: QueryKey
}) {
  const [item, setItem] = useState<T | null>(null)
  const mutation = useServerMutation(remove, queryKey)
  const dialog: DeleteConfirmationState = {
    open: item !== null,
    pending: mutation.isPending,
    onCancel: () => setItem(null),
    onConfirm: () => {
      if (item !== null)
        mutation.mutate(item, { onSettled: () => setItem(null) })
    },
  }
  return { item, ask: (next: T) => setItem(next), dialog }
}

/** Asks before deleting a row: a destructive alert dialog with "Delete" and "Cancel". */
export function DeleteConfirmation({
  open,
  pending,
  onCancel,
  onConfirm,
  title,
  description,
}: DeleteConfirmationState & {
  title: ReactNode
  description: ReactNode
}) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(value) => !value && onCancel()}
      title={title}
      description={description}
      confirmLabel={t`Delete`}
      cancelLabel={t`Cancel`}
      variant="destructive"
      pending={pending}
      onConfirm={onConfirm}
    />
  )
}
