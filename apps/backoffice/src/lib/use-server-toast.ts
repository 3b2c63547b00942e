import { useToast } from "@ruta/ui/components/toast"

import type { ApiFailure } from "./api.ts"

/**
 * Toasts for a mutation's outcome (spec section 8): the server's message on success; on failure
 * its message as an error, with the stack text added for status 411.
 */
export function useServerToast() {
  const { toast } = useToast()
  return {
    success(message: string) {
      toast({ title: message, severity: "success" })
    },
    failure(error: unknown) {
      const failure = error as ApiFailure
      toast({
        title: failure.message ?? String(error),
        description: failure.statusCode === 411 ? failure.stack : undefined,
        severity: "error",
      })
    },
  }
}
