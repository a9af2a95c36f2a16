import { FormattedMessage, useIntl } from 'react-intl'
import { formatPrice } from '#app/i18n/format.ts'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { ChangePasswordForm, logout } from '../auth'
import type { AccountSummary } from './account.server'
import { CabinetLinks } from './CabinetFrame'
import { accountStatusMessage } from './rules'

/** /{lang}/cabinet: the signed-in user's overview and sign-out (the target after activation). */
export function CabinetPage({ account, origin }: { account: AccountSummary | null; origin: string }) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const { settings } = useShell()
  const title = intl.formatMessage({ id: 'cabinet.title' })
  // A status the shop has no words for is shown as the back end names it.
  const statusId = account?.status ? accountStatusMessage(account.status) : null
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
            <dt>
              <FormattedMessage id="cabinet.balance" />
            </dt>
            <dd data-testid="cabinet-balance">{formatPrice(account.balance, settings.project_currency, lang)}</dd>
            {account.status ? (
              <>
                <dt>
                  <FormattedMessage id="cabinet.status" />
                </dt>
                <dd data-testid="cabinet-status">{statusId ? intl.formatMessage({ id: statusId }) : account.status}</dd>
              </>
            ) : null}
          </dl>
          {account.canUsePromocode ? null : (
            <p className="notice" data-testid="cabinet-no-promo">
              <FormattedMessage id="promo.notAllowed" />
            </p>
          )}
        </section>
      ) : (
        <p role="alert" className="form__errors">
          <FormattedMessage id="cabinet.unavailable" />
        </p>
      )}
      {account ? <ChangePasswordForm /> : null}
      <CabinetLinks />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void logout(lang, intl.formatMessage({ id: 'auth.loggedOut' }))}
      >
        <FormattedMessage id="auth.logout" />
      </button>
    </div>
  )
}
