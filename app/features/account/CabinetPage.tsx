import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../shell/useShell'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { ChangePasswordForm, logout } from '../auth'
import type { AccountSummary } from './account.server'
import { CabinetLinks } from './CabinetFrame'

/** /{lang}/cabinet: the signed-in user's overview and sign-out (the target after activation). */
export function CabinetPage({ account, origin }: { account: AccountSummary | null; origin: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const title = intl.formatMessage({ id: 'cabinet.title' })
  return (
    <div className="container page cabinet">
      <Breadcrumbs home={`/${lang}`} items={[{ title }]} origin={origin} />
      <h1>{title}</h1>
      {account ? (
        <section className="cabinet__card" aria-labelledby="cabinet-name">
          <h2 id="cabinet-name" className="cabinet__name">
            <FormattedMessage id="cabinet.greeting" values={{ name: account.name }} />
          </h2>
          <dl className="cabinet__facts">
            <dt>
              <FormattedMessage id="auth.email" />
            </dt>
            <dd data-testid="cabinet-email">{account.email}</dd>
            {account.company ? (
              <>
                <dt>
                  <FormattedMessage id="cabinet.company" />
                </dt>
                <dd>{account.company}</dd>
              </>
            ) : null}
            <dt>
              <FormattedMessage id="cabinet.loyaltyPoints" />
            </dt>
            <dd data-testid="cabinet-points">{intl.formatNumber(account.loyaltyPoints)}</dd>
          </dl>
        </section>
      ) : (
        <p role="alert" className="form__errors">
          <FormattedMessage id="cabinet.unavailable" />
        </p>
      )}
      {account ? <ChangePasswordForm /> : null}
      <CabinetLinks />
      <button type="button" className="button button--secondary" onClick={() => void logout(lang, intl.formatMessage({ id: 'auth.loggedOut' }))}>
        <FormattedMessage id="auth.logout" />
      </button>
    </div>
  )
}
