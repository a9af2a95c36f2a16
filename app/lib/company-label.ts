import type { IntlShape } from 'react-intl'
import type { ChosenCompany } from './company-choice'

/**
 * A company as every company order shows it (decision 0067's amendment): its name, and "(being
 * checked)" or "(rejected)" after it while it is not confirmed - the checkout's and the quote request's
 * choices, the quote request's "sent" line and the order-success page. One set of messages, in the
 * later group (app/i18n/lazy-keys.ts): a page that shows a label loads that group first. Apart from
 * app/lib/company-choice.ts, which the quote cart's rules import on every shop page: only the pages
 * that show a label import this. Pure: the formatter is the caller's.
 */
export function companyLabel(company: ChosenCompany, format: IntlShape['formatMessage']): string {
  if (company.status === 'pending') return format({ id: 'checkout.companyPending' }, { company: company.name })
  if (company.status === 'rejected') return format({ id: 'checkout.companyRejected' }, { company: company.name })
  return company.name
}
