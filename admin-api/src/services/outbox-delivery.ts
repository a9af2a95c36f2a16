import { type ProviderVars, providerFor, providerName } from '../lib/message-providers'
import type { Channel } from './outbox'

/**
 * Delivery of the outbox through the configured providers (decision 0069; migration 0019 for the
 * states). A new message is tried at once (after the answer, `waitUntil`); a failure that may pass is
 * retried with backoff by the cron drain (`scheduled`, every minute); after `maxAttempts`, or at once
 * for a refusal no retry fixes (a 4xx), the row is dead: kept with its last error, counted in
 * /healthz's detail.outbox and logged. One attempt at a time per row: a drain claims it with a
 * lease in one statement, so two drains (the request's and the cron's) never both send it; every
 * attempt carries the row's idempotency key, so a retry after a lost answer is dropped by the provider.
 */

export const OUTBOX_DELIVERY = {
  maxAttempts: 5,
  /** The wait after the first failure; each next one is `backoffFactor` times longer: 20 s, 1, 3, 9 min. */
  firstRetrySeconds: 20,
  backoffFactor: 3,
  /** The longest a Retry-After from the provider may push the next attempt. */
  maxRetryAfterSeconds: 3600,
  /** How long a claimed row is one drain's (longer than a provider call may take). */
  leaseSeconds: 60,
  /** Rows one drain attempts. */
  drainBatch: 50,
} as const

type Env = ProviderVars & { DB: D1Database }

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Seconds to wait after the `attempt`-th failed attempt (1-based), at least what the provider asked for. */
export function retryDelaySeconds(attempt: number, retryAfter?: number): number {
  const backoff = OUTBOX_DELIVERY.firstRetrySeconds * OUTBOX_DELIVERY.backoffFactor ** Math.max(0, attempt - 1)
  return Math.max(backoff, Math.min(retryAfter ?? 0, OUTBOX_DELIVERY.maxRetryAfterSeconds))
}

/** The delivery columns of a new outbox row: kept ('outbox') or waiting for its provider now. */
export function newRowDelivery(env: ProviderVars, channel: Channel) {
  const provider = providerName(env, channel)
  return provider === 'outbox'
    ? { status: 'outbox' as const, provider: null, next_attempt_at: null, idempotency_key: null }
    : { status: 'pending' as const, provider, next_attempt_at: nowSeconds(), idempotency_key: crypto.randomUUID() }
}

interface Claimed {
  id: number
  channel: Channel
  kind: string
  recipient: string
  subject: string | null
  body: string
  idempotency_key: string
  attempts: number
}

export type Outcome = 'skipped' | 'kept' | 'sent' | 'retry' | 'dead'

/** One attempt at one row, if it is due and no other drain holds it. */
export async function deliver(env: Env, id: number, now = nowSeconds()): Promise<Outcome> {
  const row = await env.DB.prepare(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, lease_until = ?1
     WHERE id = ?2 AND attempts < ?4 AND ((status = 'pending' AND next_attempt_at <= ?3) OR (status = 'sending' AND lease_until <= ?3))
     RETURNING id, channel, kind, recipient, subject, body, idempotency_key, attempts`,
  )
    .bind(now + OUTBOX_DELIVERY.leaseSeconds, id, now, OUTBOX_DELIVERY.maxAttempts)
    .first<Claimed>()
  if (!row) return 'skipped'
  const mine = 'WHERE id = ? AND status = ? AND attempts = ?'
  const provider = providerFor(env, row.channel)
  if (!provider) {
    // The channel went back to the outbox since the row was written: keep it there.
    await env.DB.prepare(`UPDATE outbox SET status = 'outbox', attempts = attempts - 1, lease_until = NULL ${mine}`)
      .bind(row.id, 'sending', row.attempts)
      .run()
    return 'kept'
  }
  const result = await provider.send({
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    key: row.idempotency_key ?? `outbox-${row.id}`,
  })
  const at = nowSeconds()
  if (result.ok) {
    // Sent: the texts with live links and codes are not kept.
    await env.DB.prepare(
      `UPDATE outbox SET status = 'sent', provider = ?, sent_at = ?, provider_message_id = ?, lease_until = NULL, last_error = NULL,
       body = '', link = NULL, uid = NULL, token = NULL, code = NULL ${mine}`,
    )
      .bind(provider.name, new Date(at * 1000).toISOString(), result.id, row.id, 'sending', row.attempts)
      .run()
    return 'sent'
  }
  if (result.retry && row.attempts < OUTBOX_DELIVERY.maxAttempts) {
    await env.DB.prepare(
      `UPDATE outbox SET status = 'pending', provider = ?, next_attempt_at = ?, lease_until = NULL, last_error = ? ${mine}`,
    )
      .bind(
        provider.name,
        at + retryDelaySeconds(row.attempts, result.retryAfter),
        result.reason,
        row.id,
        'sending',
        row.attempts,
      )
      .run()
    return 'retry'
  }
  await env.DB.prepare(`UPDATE outbox SET status = 'dead', provider = ?, lease_until = NULL, last_error = ? ${mine}`)
    .bind(provider.name, result.reason, row.id, 'sending', row.attempts)
    .run()
  console.error(
    `admin-api: outbox message ${row.id} (${row.channel} ${row.kind}) is dead after ${row.attempts} attempt(s) through ${provider.name}: ${result.reason}`,
  )
  return 'dead'
}

/** The cron's drain: rows whose attempt is due (and claims a dead drain left behind), oldest first. */
export async function drainOutbox(
  env: Env,
  now = nowSeconds(),
  limit: number = OUTBOX_DELIVERY.drainBatch,
): Promise<Record<Outcome, number>> {
  const tally: Record<Outcome, number> = { skipped: 0, kept: 0, sent: 0, retry: 0, dead: 0 }
  // A claim that ran out on its last attempt without an answer recorded: nothing more will try it.
  await env.DB.prepare(
    `UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = COALESCE(last_error || '; ', '') || 'the last attempt recorded no answer'
     WHERE status = 'sending' AND lease_until <= ? AND attempts >= ?`,
  )
    .bind(now, OUTBOX_DELIVERY.maxAttempts)
    .run()
  const due = await env.DB.prepare(
    `SELECT id FROM outbox WHERE (status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND lease_until <= ?1) ORDER BY id LIMIT ?2`,
  )
    .bind(now, limit)
    .all<{ id: number }>()
  for (const { id } of due.results) tally[await deliver(env, id, now)]++
  return tally
}

/** For /healthz's detail.outbox: each channel's provider and the rows waiting, being sent, and dead. */
export async function outboxStatus(env: Env) {
  const rows = await env.DB.prepare(
    "SELECT channel, status, COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending', 'dead') GROUP BY channel, status",
  ).all<{
    channel: Channel
    status: 'pending' | 'sending' | 'dead'
    n: number
  }>()
  const channel = (ch: Channel) => {
    const count = (status: string) => rows.results.find((r) => r.channel === ch && r.status === status)?.n ?? 0
    return {
      provider: providerName(env, ch),
      pending: count('pending'),
      sending: count('sending'),
      dead: count('dead'),
    }
  }
  const email = channel('email')
  const sms = channel('sms')
  return { status: email.dead + sms.dead > 0 ? ('dead_letters' as const) : ('ok' as const), email, sms }
}
