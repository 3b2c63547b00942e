import type { Authorized } from "../../platform/authorization/authorization.ts"
import { notFound } from "../../platform/lib/errors.ts"
import { createClientsRepository } from "./clients.repository.ts"

/**
 * The client a new row is created for: the one asked for by the provider's staff, the caller's
 * own client for anyone else. 404 when the client cannot be seen.
 *
 * @param auth - the caller
 * @param asked - the client the body names (read for the provider's staff only)
 * @returns the client's row
 */
export async function targetClient(auth: Authorized, asked?: number) {
  const id_client = auth.staff ? asked : auth.id_client
  const client = id_client
    ? await createClientsRepository(auth.tx).findRow(id_client)
    : undefined
  if (!client) throw notFound("Client not found.")
  return client
}
