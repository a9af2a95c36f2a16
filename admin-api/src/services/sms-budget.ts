import type { Ctx } from '../lib/http'
import { countSiteSms, type SmsPurpose, smsLimits, smsSiteDayKey, smsSiteHourKey } from '../lib/sms'
import { fullWindows, type LoginAttempt } from './login-limits'

/**
 * Whether the site's SMS budget (decision 0064) is spent for a sign-in code of `purpose` (a browser
 * known to the number may spend the whole of it, any other browser all but SMS_KNOWN_BROWSER_RESERVE,
 * session 63), asked before a sign-in code's recipient is looked up, so that the answer is the same
 * for every number, with an account or without. Nothing is counted while the budget lasts: the budget
 * counts only SMS that are actually queued (`countSiteSms` beside the send), so codes asked for
 * numbers without an account no longer spend it (decision 0100). Once a window's count has reached
 * the purpose's share, the request is refused, and counted as `countSiteSms` does (over the limit: the
 * operator's log line, and for the whole budget `/healthz`'s `detail.sms`).
 */
export async function siteSmsSpent(c: Ctx, purpose: SmsPurpose): Promise<LoginAttempt> {
  const site = c.get('site')
  if (!site) return { retryAfter: null }
  const { perHour, perDay } = smsLimits(c.env, purpose)
  const spent = await fullWindows(c, [
    [smsSiteHourKey(site.id), 3600, perHour],
    [smsSiteDayKey(site.id), 24 * 3600, perDay],
  ])
  return spent ? countSiteSms(c, purpose) : { retryAfter: null }
}
