import { useToast } from "@ruta/ui/components/toast"
import { useNavigate } from "@tanstack/react-router"

import { clearSession } from "../../lib/session.ts"
import type { ServerMessage } from "../../lib/use-server-mutation.ts"

/**
 * Saves a new password and signs out to sign in again with it: the server's message as success,
 * or its error (the form keeps what was typed).
 *
 * @returns a function that runs the save call
 */
export function usePasswordSaved() {
  const { toast } = useToast()
  const navigate = useNavigate()
  return async (save: () => Promise<ServerMessage>) => {
    try {
      const { message } = await save()
      toast({ title: message, severity: "success" })
      clearSession()
      await navigate({ to: "/login" })
    } catch (error) {
      toast({ title: (error as Error).message, severity: "error" })
    }
  }
}
