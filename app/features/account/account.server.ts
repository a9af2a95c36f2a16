import type { Locale } from '#config'
import { callForRequest } from '#platform/request.server.ts'

export interface AccountSummary {
  name: string
  email: string
  /** The group's name, null when the back end names none (spec 3 names only its id). */
  group: string | null
  loyaltyPoints: number
  company: string | null
  /** The account's balance (spec 3 "User data"), in the shop's currency. */
  balance: number
  /** The account's status as the back end names it (`active`, `inactive`, ...), null when it sends none. */
  status: string | null
  /** False: the account may not use promo codes (the cart's promo form refuses them). */
  canUsePromocode: boolean
}

/**
 * The signed-in user's data (GET /users/user-group/, accounts spec 3 "User data"): null when the
 * session is over (the 401 has already ended it on this response) or the back end failed.
 */
export async function accountSummary(
  locale: Locale,
): Promise<{ ok: true; account: AccountSummary } | { ok: false; signedOut: boolean }> {
  const result = await callForRequest(locale, 'userGroup', { query: { t: String(Date.now()) } }, true)
  if (!result.ok) return { ok: false, signedOut: result.status === 401 }
  const { user, company, group_user_type, loyalty_points } = result.data
  const name = user.full_name.trim() || `${user.firstName} ${user.lastName}`.trim() || user.email
  return {
    ok: true,
    account: {
      name,
      email: user.email,
      group: group_user_type.name,
      loyaltyPoints: loyalty_points,
      company: company?.name ?? null,
      balance: user.balance,
      status: user.status,
      canUsePromocode: user.can_use_promocode,
    },
  }
}
