import { countKeysInWindow, fullWindows, type LoginAttempt, smsSiteCounters } from '../services/login-limits'
import { ApiError } from './api-error'
import type { Ctx } from './http'
import { siteCountryCode, trunkCountry } from './site-country'

/**
 * SMS pumping (issue 50, point 5; decision 0064): every number a text goes to is normalised to E.164
 * before anything counts it, must be in a country the site sells in, and every site has an hourly and
 * a daily budget of SMS; spent, sending stops until the window ends, the operator is told (a log line,
 * and `/healthz`'s `detail.sms`).
 */

/**
 * Country calling codes texts go to: the countries the shops sell in (Moldova, Romania, Ukraine), on
 * every site (a site's shoppers type numbers of the three: the home-goods demo's mask is +38).
 */
export const SMS_COUNTRIES: readonly string[] = ['373', '40', '380']

export const SMS_BUDGET_DEFAULTS = { perHour: 200, perDay: 1000 } as const

/**
 * The share of each SMS budget only sign-in codes may use. Verification texts (a cabinet's new phone)
 * and the adverts area's phone registration stop at the rest: a stranger with a few addresses and
 * throw-away accounts could spend the whole budget on those and so pause every shopper's sign-in by
 * code (session 59's audit). What a sign-in code may still send when the others are refused. Half:
 * of it, SMS_KNOWN_BROWSER_RESERVE is for known browsers alone (session 63).
 */
export const SMS_SIGN_IN_RESERVE = 0.5

/**
 * The share of each SMS budget only a sign-in code asked from a browser known to the number (decision
 * 0121) may use. Sign-in codes asked from other browsers stop at the rest: 10 account numbers asked
 * for from 7 addresses spent the whole budget in 15 minutes, and every shopper's sign-in by SMS, known
 * browsers included, was paused for the hour (session 63's stranger audit, finding 5).
 */
export const SMS_KNOWN_BROWSER_RESERVE = 0.3

/**
 * What an SMS is for: a sign-in code from a browser known to the number may use the whole budget, one
 * from any other browser all but SMS_KNOWN_BROWSER_RESERVE, any other text all but SMS_SIGN_IN_RESERVE.
 */
export type SmsPurpose = 'known-sign-in' | 'sign-in' | 'other'

/** The share of the budget a purpose may spend (`SmsPurpose`). */
export const smsShare = (purpose: SmsPurpose): number =>
  purpose === 'known-sign-in' ? 1 : purpose === 'sign-in' ? 1 - SMS_KNOWN_BROWSER_RESERVE : 1 - SMS_SIGN_IN_RESERVE

/** The hourly and daily counts a purpose may reach (`smsShare` of the budgets). */
export function smsLimits(env: { SMS_BUDGET_PER_HOUR?: string; SMS_BUDGET_PER_DAY?: string }, purpose: SmsPurpose) {
  const budgets = smsBudgets(env)
  const share = smsShare(purpose)
  return { perHour: Math.floor(budgets.perHour * share), perDay: Math.floor(budgets.perDay * share) }
}

/**
 * A phone number as E.164 (`+` and digits): `00` international prefix dropped, a national number
 * (trunk `0`) given the site's country. `+37369123456`, `0037369123456` and `069123456` (on a
 * Moldovan site) are one number.
 */
export function e164(phone: string, trunk = trunkCountry('MD')): string {
  let digits = phone.replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  else if (digits.startsWith('0')) digits = trunk + digits.slice(1)
  return `+${digits}`
}

/**
 * The site's number for `phone` (E.164; a national number in the site's own country, decision 0112),
 * or a 400 on `field` when the site sends no SMS to its country.
 */
export async function smsRecipient(c: Ctx, phone: string, field: string): Promise<string> {
  const normal = e164(phone, trunkCountry(await siteCountryCode(c)))
  const digits = normal.slice(1)
  if (!SMS_COUNTRIES.some((cc) => digits.startsWith(cc)) || digits.length < 8 || digits.length > 15) {
    throw new ApiError(400, 'We do not send SMS to this country', { [field]: ['We do not send SMS to this country'] })
  }
  return normal
}

function budget(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function smsBudgets(env: { SMS_BUDGET_PER_HOUR?: string; SMS_BUDGET_PER_DAY?: string }) {
  return {
    perHour: budget(env.SMS_BUDGET_PER_HOUR, SMS_BUDGET_DEFAULTS.perHour),
    perDay: budget(env.SMS_BUDGET_PER_DAY, SMS_BUDGET_DEFAULTS.perDay),
  }
}

export const smsSiteHourKey = (siteId: number) => `sms-site-hour:${siteId}`
export const smsSiteDayKey = (siteId: number) => `sms-site-day:${siteId}`
export const SMS_PAUSED = 'SMS sending is paused, try again later'

const reported = new Set<string>()

/**
 * Counts one SMS against the site's hourly and daily budgets; over either, the answer is how long to
 * wait, and the operator is told once per window and isolate (console.error). A text that is not a
 * sign-in code stops short of the sign-in reserve (SMS_SIGN_IN_RESERVE), a sign-in code from a browser
 * not known to the number short of the known browsers' (SMS_KNOWN_BROWSER_RESERVE).
 */
export async function countSiteSms(c: Ctx, purpose: SmsPurpose): Promise<LoginAttempt> {
  const site = c.get('site')
  if (!site) return { retryAfter: null }
  const { perHour, perDay } = smsLimits(c.env, purpose)
  // A text short of the whole budget is refused before it is counted once its share is spent: counted,
  // each refused request would still eat into the reserves above it.
  const full =
    purpose === 'known-sign-in'
      ? null
      : await fullWindows(c, [
          [smsSiteHourKey(site.id), 3600, perHour],
          [smsSiteDayKey(site.id), 24 * 3600, perDay],
        ])
  const hour = full
    ? { retryAfter: full[0] ?? null }
    : await countKeysInWindow(c, [[smsSiteHourKey(site.id), perHour]], 3600)
  const day =
    full || hour.retryAfter !== null
      ? { retryAfter: full?.[1] ?? null }
      : await countKeysInWindow(c, [[smsSiteDayKey(site.id), perDay]], 24 * 3600)
  const retryAfter = hour.retryAfter ?? day.retryAfter
  if (retryAfter !== null) {
    const what = {
      'known-sign-in': '',
      'sign-in': ' for sign-in codes from browsers not known to the number',
      other: ' for texts other than sign-in codes',
    }[purpose]
    const which = `${hour.retryAfter !== null ? `${perHour} per hour` : `${perDay} per day`}${what}`
    const note = `${site.id}:${which}:${Math.floor(Date.now() / 1000 / 3600)}`
    if (!reported.has(note)) {
      reported.add(note)
      console.error(
        `admin-api: SMS budget of site ${site.id} (${site.theme}) spent (${which}); sending paused for ${retryAfter} s (SMS_BUDGET_PER_HOUR / SMS_BUDGET_PER_DAY)`,
      )
    }
  }
  return { retryAfter }
}

/** For `/healthz`: the sites whose SMS budget is spent now, and until when. */
export async function smsStatus(env: { DB: D1Database; SMS_BUDGET_PER_HOUR?: string; SMS_BUDGET_PER_DAY?: string }) {
  const { perHour, perDay } = smsBudgets(env)
  const now = Math.floor(Date.now() / 1000)
  // The counters' keys by the sites' ids (a handful), looked up by the primary key.
  const rows = await smsSiteCounters(env.DB)
  const paused: { site: number; budget: string; until: string }[] = []
  for (const r of rows.results) {
    const m = /^sms-site-(hour|day):(\d+)$/.exec(r.key)
    if (!m) continue
    const [length, limit] = m[1] === 'hour' ? [3600, perHour] : [24 * 3600, perDay]
    // Reached is spent: the next text is refused. Sign-in codes from browsers not known to the number
    // stop short of the budget uncounted (session 63), so nothing may push the count over it.
    if (r.window_start + length > now && r.count >= limit)
      paused.push({
        site: Number(m[2]),
        budget: `${limit} per ${m[1]}`,
        until: new Date((r.window_start + length) * 1000).toISOString(),
      })
  }
  return paused.length ? { status: 'paused' as const, paused } : { status: 'ok' as const }
}
