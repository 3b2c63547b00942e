import type { Tx } from "../../db/database.ts"

/**
 * The API keys that act with a role, as deleting the role needs them: the integrations module's
 * reads and clean-up, passed in by `start-up/`, in the caller's transaction.
 */
export interface RoleKeys {
  /** The live (not revoked) keys using the role, each as "key (client)". */
  inUse(tx: Tx, id_role: number): Promise<string[]>
  /** Removes the revoked keys that still name the role, so that it can be deleted. */
  removeRevoked(tx: Tx, id_role: number): Promise<void>
}
