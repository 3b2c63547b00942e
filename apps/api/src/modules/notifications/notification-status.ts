import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"

/** A status a provider reports for a message it took. */
export type ProviderStatus = "sent" | "delivered" | "failed" | "bounced"

/**
 * How far a status has gone: a message's status only moves forward (the final ones are 2). A
 * mail kept in the outbox (no mail transport configured) went as far as the product can take it.
 */
const RANK: Record<string, number> = {
  queued: 0,
  sending: 0,
  outbox: 1,
  sent: 1,
  delivered: 2,
  failed: 2,
  bounced: 2,
}

/** `RANK` in SQL, of a status column or value. */
const rankOf = (status: SQL) =>
  sql`(case ${status} ${sql.join(
    Object.entries(RANK).map(
      ([name, rank]) =>
        sql`when ${sql.raw(`'${name}'`)} then ${sql.raw(String(rank))}`
    ),
    sql` `
  )} else 0 end)`

const stamp = (at: Date) => sql`${at.toISOString()}::timestamptz`
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`

/**
 * Whether a write must lock its provider ids: on PostgreSQL's several connections, yes; the
 * embedded database's one connection runs one transaction at a time, so there it needs no lock.
 */
export interface Serialized {
  serialized: boolean
}

/**
 * Serialises, until `tx` ends, the writes that concern these provider ids: a status callback
 * and the write of the id it is for, so one always sees the other (on PostgreSQL's several
 * connections; the embedded database has one, and skips it). Its own statement, before the
 * others: a statement sees what was committed when it began.
 */
async function lockProviderIds(
  tx: Tx,
  ids: string[],
  { serialized }: Serialized
) {
  if (ids.length === 0 || serialized) return
  await tx.execute(sql`
    select pg_advisory_xact_lock(k) from (
      select distinct hashtextextended(p, 0) as k
      from jsonb_array_elements_text(${json(ids)}) as p
      order by k
    ) as locks`)
}

/** A send's outcome, written when it ends. */
export interface Outcome {
  id_notification: number
  /** The claim it was sent under: the outcome of a claim another worker has since taken is not written. */
  claimed: Date
  /** `outbox`: kept in the mail outbox, no transport configured; `sent`: a provider took it. */
  status: "queued" | "outbox" | "sent" | "failed" | "bounced"
  reason: string
  /** The provider's id of the message (Twilio's MessageSid). */
  provider_id: string | null
  sent: boolean
}

/**
 * Writes sends' outcomes in one statement (after locking their provider ids), applying a status
 * the provider reported before its id was written, where it has gone further.
 */
export async function writeOutcomes(
  tx: Tx,
  outcomes: Outcome[],
  at: Date,
  db: Serialized
) {
  if (outcomes.length === 0) return
  await lockProviderIds(
    tx,
    outcomes.flatMap((o) => (o.provider_id ? [o.provider_id] : [])),
    db
  )
  const early = rankOf(sql`early.status`)
  const own = rankOf(sql`v.status`)
  await tx.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${json(
        outcomes.map((o) => ({ ...o, claimed: o.claimed.toISOString() }))
      )}) as v(id_notification bigint, claimed timestamptz, status text, reason text,
               provider_id text, sent boolean)
    ), early as (
      delete from notification_early_statuses e using v
      where e.provider_id = v.provider_id
      returning e.provider_id, e.status, e.reason
    )
    update notifications n set
      status = case when ${early} > ${own} then early.status else v.status end,
      reason = case when ${early} > ${own} then early.reason else v.reason end,
      provider_id = coalesce(v.provider_id, n.provider_id),
      sent_at = case when v.sent then ${stamp(at)} else n.sent_at end,
      claimed_until = null,
      updated_at = ${stamp(at)}
    from v left join early on early.provider_id = v.provider_id
    where n.id_notification = v.id_notification and n.claimed_until = v.claimed`)
}

/** A status a provider reported for the message it knows by `provider_id`. */
export interface Reported {
  provider_id: string
  status: ProviderStatus
  reason: string
}

/** How long a status whose message's id never came is kept. */
const EARLY_KEPT_MS = 86_400_000

/**
 * Applies providers' statuses to their messages in one statement, where they go further (a
 * status never goes back); a status whose message's provider id is not written yet is kept
 * (the furthest of those reported) until it is.
 */
export async function applyReported(
  tx: Tx,
  reported: Reported[],
  at: Date,
  db: Serialized
) {
  // The furthest status of each message, the first reported of equals (one row per id).
  const furthest = new Map<string, Reported>()
  for (const r of reported) {
    const seen = furthest.get(r.provider_id)
    if (!seen || RANK[r.status]! > RANK[seen.status]!)
      furthest.set(r.provider_id, r)
  }
  const list = [...furthest.values()]
  if (list.length === 0) return
  await lockProviderIds(
    tx,
    list.map((r) => r.provider_id),
    db
  )
  await tx.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${json(list)})
        as v(provider_id text, status text, reason text)
    ), applied as (
      update notifications n set status = v.status, reason = v.reason,
        updated_at = ${stamp(at)}
      from v
      where n.provider_id = v.provider_id and ${rankOf(sql`v.status`)} > ${rankOf(sql`n.status`)}
      returning n.id_notification
    ), known as (
      select distinct n.provider_id from notifications n join v using (provider_id)
    ), forgotten as (
      delete from notification_early_statuses e
      where e.received_at < ${stamp(new Date(at.getTime() - EARLY_KEPT_MS))}
        and e.provider_id not in (select provider_id from v)
    )
    insert into notification_early_statuses (provider_id, status, reason, received_at)
    select v.provider_id, v.status, v.reason, ${stamp(at)} from v
    where v.provider_id not in (select provider_id from known)
    on conflict (provider_id) do update
      set status = excluded.status, reason = excluded.reason, received_at = excluded.received_at
      where ${rankOf(sql`excluded.status`)} > ${rankOf(sql`notification_early_statuses.status`)}`)
}
