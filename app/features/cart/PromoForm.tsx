import { lazy, Suspense, useEffect, useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { dropPromoRefusedForAccount } from './promo-account'

/** The form loads with the form kit (decision 0078): the cart page is a first load, the kit is not. */
const PromoCodeForm = lazy(() => import('./PromoCodeForm').then((m) => ({ default: m.PromoCodeForm })))

/** The cart page's promo code section: its heading, and the form (PromoCodeForm) once the kit has loaded. */
export function PromoForm({ paymentType }: { paymentType?: string }) {
  const lang = useLocale()
  useLaterMessages()
  const id = useId()
  // A code applied before sign-in meets the account where it is shown and the order is placed (issue 51 point 8).
  useEffect(() => {
    void dropPromoRefusedForAccount(lang)
  }, [lang])
  return (
    <section className="promo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="promo.title" />
      </h2>
      <Suspense fallback={<PromoFormPlaceholder />}>
        <PromoCodeForm paymentType={paymentType} />
      </Suspense>
    </section>
  )
}

/**
 * The form's row while its code loads: the same input and button, inert and hidden from assistive
 * technology, so the lines below do not move when the form arrives. A click aimed at the checkout
 * button while they moved landed elsewhere, and the call-us button, placed clear of the cart's
 * totals, ended up over one (phone layout).
 */
function PromoFormPlaceholder() {
  const intl = useIntl()
  return (
    <div className="promo__form" aria-hidden="true" inert data-testid="promo-placeholder">
      <input tabIndex={-1} disabled placeholder={intl.formatMessage({ id: 'promo.placeholder' })} />
      <button type="button" className="button" tabIndex={-1} disabled>
        <FormattedMessage id="promo.apply" />
      </button>
    </div>
  )
}
