import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { QueryKey } from "@tanstack/react-query"

import { useServerToast } from "./use-server-toast.ts"

/** What the API answers to a change: the message the user is shown. */
export interface ServerMessage {
  message: string
}

/**
 * The outcome of a change to a list's data: on success it toasts the server's message and
 * refetches the queries under `queryKey`; on failure it toasts the error.
 */
export function useServerOutcome(queryKey: QueryKey) {
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const succeeded = ({ message }: ServerMessage) => {
    toast.success(message)
    void queryClient.invalidateQueries({ queryKey })
  }
  return {
    succeeded,
    failed: toast.failure,
    /**
     * Runs `work` (a save from a dialog) and reports its outcome; resolves to whether it
     * succeeded, so the caller can close the dialog. It never rejects.
     */
    async settle(work: () => Promise<ServerMessage>): Promise<boolean> {
      try {
        succeeded(await work())
        return true
      } catch (error) {
        toast.failure(error)
        return false
      }
    },
  }
}

/** A mutation whose outcome is reported as {@link useServerOutcome} does. */
export function useServerMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<ServerMessage>,
  queryKey: QueryKey
) {
  const outcome = useServerOutcome(queryKey)
  return useMutation({
    mutationFn: (variables: TVariables) => mutationFn(variables),
    onSuccess: outcome.succeeded,
    onError: outcome.failed,
  })
}
