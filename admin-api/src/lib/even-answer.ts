import type { Ctx } from './http'

/**
 * The least time a request that mails or texts only when the recipient has an account takes to
 * answer (a sign-in code, a password-reset link): an account's answer issued a code or a link and
 * wrote the outbox, and an unknown address's answered at once, so the time told a stranger which
 * addresses had accounts (session 60's stranger audit: 12-19 ms unknown, 18-39 ms active), though the
 * answer itself is the same. Both now answer no sooner than this after the request began. It is
 * above what that work takes on D1; a deployment whose D1 is far from its Worker sets EVEN_ANSWER_MS.
 */
export const EVEN_ANSWER_MS = 150

/** Waits until `startedMs` + the floor (EVEN_ANSWER_MS, or the binding of that name). */
export async function answerNoSoonerThan(c: Ctx, startedMs: number): Promise<void> {
  const raw = c.env.EVEN_ANSWER_MS?.trim()
  const configured = raw ? Number(raw) : Number.NaN
  const floor = Number.isFinite(configured) && configured >= 0 && configured <= 5_000 ? configured : EVEN_ANSWER_MS
  const left = startedMs + floor - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}
