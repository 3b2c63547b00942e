import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { users } from "../../db/schema.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import type { UserRow } from "./session-user.ts"

/** A session whose user is gone or disabled, or no session where one is needed. */
export const tokenNotValid = () =>
  new AppError(401, ErrorCode.INVALID_TOKEN, "The access token is not valid.")

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export async function findUserByEmail(
  tx: Tx,
  email: string
): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
  return user
}

export async function findUserById(
  tx: Tx,
  id_user: number
): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id_user, id_user))
  return user
}
