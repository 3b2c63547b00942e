import { and, eq, gt, isNull } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import type {
  emailVerificationTokens,
  passwordResetTokens,
} from "../../db/schema.ts"
import { hashOpaqueToken, newOpaqueToken } from "./opaque-token.ts"

/** The tables of tokens mailed to a user: a password reset link, an email confirmation link. */
export type MailedTokenTable =
  typeof passwordResetTokens | typeof emailVerificationTokens

/**
 * Stores a new token for `owner` that works until `expiresAt`. Only its hash is kept.
 *
 * @returns the token, to put in the mailed link
 */
export async function issueMailedToken(
  tx: Tx,
  table: MailedTokenTable,
  owner: { id_user: number; id_client: number | null },
  expiresAt: Date
): Promise<string> {
  const token = newOpaqueToken()
  await tx.insert(table).values({
    id_user: owner.id_user,
    id_client: owner.id_client,
    tokenHash: hashOpaqueToken(token),
    expiresAt,
  })
  return token
}

/**
 * Uses a mailed token once: it must be unused and unexpired at `now`.
 *
 * @returns the user it was issued to, or undefined when the token does not work
 */
export async function useMailedToken(
  tx: Tx,
  table: MailedTokenTable,
  token: string,
  now: Date
): Promise<number | undefined> {
  const [row] = await tx
    .update(table)
    .set({ usedAt: now })
    .where(
      and(
        eq(table.tokenHash, hashOpaqueToken(token)),
        isNull(table.usedAt),
        gt(table.expiresAt, now)
      )
    )
    .returning({ id_user: table.id_user })
  return row?.id_user
}
