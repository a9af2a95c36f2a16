import { useRouterState } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { type ChosenCompany, readChosenCompany } from '#app/lib/company-choice.ts'
import { companyLabel } from '#app/lib/company-label.ts'
import { useHydrated } from '#app/lib/useHydrated.ts'
import { useLocale } from '#app/shell/useShell.tsx'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The company a company order was placed for, as chosen at checkout: the success page names it. */
    orderCompany?: ChosenCompany
  }
}

/**
 * The order-success page (spec 2.4: /cart/success after an order created without a payment link):
 * its number, and the company a company buyer chose for it (decision 0067's amendment), read from the
 * page's history entry - there on a reload, never in a link someone could send - and shown once
 * hydrated (the server never has it).
 */
export function OrderSuccess({ order }: { order?: string }) {
  const lang = useLocale()
  const intl = useIntl()
  // The company's label is a later message: /cart/success loads that group before it hydrates.
  useLaterMessages()
  const hydrated = useHydrated()
  const stateCompany = useRouterState({ select: (s) => s.location.state.orderCompany })
  const company = hydrated ? readChosenCompany(stateCompany) : null
  return (
    <section className="order-success" data-testid="order-success">
      <h1>
        <FormattedMessage id="success.title" />
      </h1>
      {order ? (
        <p>
          <FormattedMessage id="success.number" values={{ order }} />
        </p>
      ) : null}
      {company ? (
        <p data-testid="order-success-company">
          <FormattedMessage id="checkout.placedFor" values={{ company: companyLabel(company, intl.formatMessage) }} />
        </p>
      ) : null}
      <p>
        <FormattedMessage id="success.text" />
      </p>
      <a className="button button--primary" href={`/${lang}`}>
        <FormattedMessage id="cart.continue" />
      </a>
    </section>
  )
}
