import { ACCOUNTS } from '#contract/accounts.ts'

/**
 * The user-group id of company buyers (they alone are offered a payment method marked only_company):
 * the Worker variable COMPANY_GROUP_ID when it is a whole number from 1, else the reference back end's
 * (ACCOUNTS.companyGroupId, 2). An operator whose back end numbers its groups otherwise sets it.
 */
export function companyGroupId(configured: string | undefined): string {
  const raw = configured?.trim() ?? ''
  return /^[1-9]\d{0,9}$/.test(raw) ? raw : String(ACCOUNTS.companyGroupId)
}
