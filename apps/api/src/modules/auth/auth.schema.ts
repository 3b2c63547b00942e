import { integer, pgTable, serial, text, uuid } from "drizzle-orm/pg-core"

import { at, createdAt, userColumn } from "../../db/columns.ts"

/** A token kept hashed, used once before it expires. */
function singleUse() {
  return {
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  }
}

export const refreshTokens = pgTable("refresh_tokens", {
  id: serial("id").primaryKey(),
  familyId: uuid("family_id").notNull(),
  id_user: userColumn(),
  id_client: integer("id_client"),
  /** The client a provider administrator acts for (login-with-client), if any. */
  actingForClient: integer("acting_for_client"),
  ...singleUse(),
  revokedAt: at("revoked_at"),
})

/** A token mailed to a user, kept hashed, used once before it expires. */
const mailedTokenColumns = () => ({
  id: serial("id").primaryKey(),
  id_user: userColumn(),
  id_client: integer("id_client"),
  ...singleUse(),
})

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  mailedTokenColumns()
)

/** The link a self-service sign-up opens to prove its email address. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  mailedTokenColumns()
)

/** Two-factor recovery codes: each signs in once in place of an authenticator code. */
export const totpRecoveryCodes = pgTable("totp_recovery_codes", {
  id: serial("id").primaryKey(),
  id_user: userColumn(),
  id_client: integer("id_client"),
  codeHash: text("code_hash").notNull(),
  usedAt: at("used_at"),
})
