import { useQueryClient } from "@tanstack/react-query"
import type { QueryKey } from "@tanstack/react-query"

import { useServerToast } from "../../lib/use-server-toast.ts"

/**
 * A "New …" page's submit: creates, toasts the server's message, refreshes the list under
 * `queryKey` and opens what was created. A refusal is thrown back to the form (`useFormSubmit`),
 * which shows each field's message next to it and the rest in a toast, keeping what was typed.
 *
 * @param create - the API call that creates it
 * @param queryKey - the list it appears in
 * @param open - goes to its page
 */
export function useCreateAndOpen<Input, Created>(
  create: (input: Input) => Promise<{ data: Created; message: string }>,
  queryKey: QueryKey,
  open: (created: Created) => Promise<void>
) {
  const queryClient = useQueryClient()
  const toast = useServerToast()
  return async (input: Input) => {
    const { data, message } = await create(input)
    toast.success(message)
    await queryClient.invalidateQueries({ queryKey })
    await open(data)
  }
}
