import { ContextType, SeedRole } from "@ruta/permissions/context-types"
import type { SignUp } from "@ruta/validation/auth"
import { eq } from "drizzle-orm"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { clients, emailVerificationTokens, users } from "../../db/schema.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { recordAudit } from "../../platform/audit/audit.ts"
import type { RequestContext } from "../auth/auth.service.ts"
import { findUserByEmail, normaliseEmail } from "../auth/auth.service.ts"
import type { LoginThrottle } from "../auth/login-throttle.ts"
import { tooManyRequests } from "../auth/login-throttle.ts"
import { issueMailedToken, useMailedToken } from "../auth/mailed-tokens.ts"
import { hashPassword } from "../../platform/crypto/passwords.ts"
import { createClientsRepository } from "../clients/clients.repository.ts"
import type { Mailer } from "../mail/mailer.ts"
import { uniqueEmail } from "../users/users.access.ts"
import { verificationMail } from "./verification-mail.ts"

export interface SignUpDeps {
  store: DataStore
  mailer: Mailer
  /** Sign-ups per address (and confirmation mails per account and address). */
  throttle: LoginThrottle
  /** How long a confirmation link works. */
  verifyTokenTtlSeconds: number
  publicUrl: string
  now: () => number
}

interface Unconfirmed {
  id_user: number
  id_client: number | null
  name: string
  email: string
  company: string
}

/**
 * Self-service sign-up (spec section 7, POST sign-up): a company creates its account, becoming a
 * client with its main site and one client user, whose email is confirmed through a mailed link
 * before the first sign-in. A new client is on no administrator's list, so it shows among the
 * "unassigned" clients.
 */
export function createSignUp(deps: SignUpDeps) {
  const { store, now } = deps

  function throttled(account: string, context: RequestContext) {
    const wait = deps.throttle.check(account, context.ip)
    if (wait > 0) throw tooManyRequests(wait)
  }

  async function mailConfirmation(
    tx: Tx,
    user: Unconfirmed,
    context: RequestContext
  ) {
    const token = await issueMailedToken(
      tx,
      emailVerificationTokens,
      user,
      new Date(now() + deps.verifyTokenTtlSeconds * 1000)
    )
    await deps.mailer.send(tx, {
      to: user.email,
      id_client: user.id_client,
      ...verificationMail(context.language, {
        name: user.name,
        company: user.company,
        link: `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
        hours: Math.round(deps.verifyTokenTtlSeconds / 3600),
      }),
    })
  }

  return {
    /** Creates the company's account and mails the confirmation link. */
    async signUp(
      input: SignUp,
      context: RequestContext
    ): Promise<{ id_client: number; id_user: number }> {
      const email = normaliseEmail(input.email)
      throttled(email, context)
      const passwordHash = await hashPassword(input.password)
      return store.withScope(systemScope, async (tx) => {
        const id_client = await createClientsRepository(tx).create({
          name: input.company,
        })
        const [user] = await uniqueEmail(() =>
          tx
            .insert(users)
            .values({
              id_context_type: ContextType.CLIENT,
              id_role: SeedRole.ClientUser.id_role,
              id_client,
              name: input.name,
              email,
              passwordHash,
              isFirstLogin: false,
              emailVerified: false,
              lng: context.language,
            })
            .returning({ id_user: users.id_user })
        )
        const id_user = user!.id_user
        await mailConfirmation(
          tx,
          {
            id_user,
            id_client,
            name: input.name,
            email,
            company: input.company,
          },
          context
        )
        await recordAudit(tx, {
          id_client,
          id_user,
          action: "sign-up",
          entity: "client",
          entityId: id_client,
          after: { company: input.company, email },
          requestId: context.requestId,
        })
        return { id_client, id_user }
      })
    },

    /** Confirms the email of the link's account. */
    async verify(token: string, context: RequestContext): Promise<void> {
      await store.withScope(systemScope, async (tx) => {
        const id_user = await useMailedToken(
          tx,
          emailVerificationTokens,
          token,
          new Date(now())
        )
        if (id_user === undefined) {
          throw new AppError(
            400,
            ErrorCode.INVALID_VERIFICATION_TOKEN,
            "This confirmation link is not valid or has expired. Ask for a new one from the sign-in page."
          )
        }
        const [user] = await tx
          .update(users)
          .set({ emailVerified: true })
          .where(eq(users.id_user, id_user))
          .returning()
        await recordAudit(tx, {
          id_client: user!.id_client,
          id_user,
          action: "email.verified",
          entity: "user",
          entityId: id_user,
          requestId: context.requestId,
        })
      })
    },

    /** Mails a new confirmation link to an account still waiting for one; answers the same anyway. */
    async resend(email: string, context: RequestContext): Promise<void> {
      const account = normaliseEmail(email)
      throttled(account, context)
      await store.withScope(systemScope, async (tx) => {
        const user = await findUserByEmail(tx, account)
        if (!user || user.emailVerified || user.id_client === null) return
        const [client] = await tx
          .select({ name: clients.name })
          .from(clients)
          .where(eq(clients.id_client, user.id_client))
        await mailConfirmation(
          tx,
          { ...user, company: client?.name ?? "" },
          context
        )
      })
    },
  }
}
export type SignUpService = ReturnType<typeof createSignUp>
