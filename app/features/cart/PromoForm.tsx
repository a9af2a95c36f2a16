import { lazy, Suspense, useEffect, useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { dropPromoRefusedForAccount } from './promo-account'

/** The form loads with the form kit (decision 0078): the cart page is a first load, the kit is not. */
const PromoCodeForm = lazy(() => import('./PromoCodeForm').then((m) => ({ default: m.PromoCodeForm })))

/** The cart page's promo code section: its heading, and the form (PromoCodeForm) once the kit has loaded. */
export function PromoForm({ paymentType }: { paymentType?: string }) {
  const lang = useLocale()
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
      <Suspense fallback={null}>
        <PromoCodeForm paymentType={paymentType} />
      </Suspense>
    </section>
  )
}
