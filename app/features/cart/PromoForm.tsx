import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { useLocale } from '../../shell/useShell'
import { dismissToast, showToast } from '../../toasts/store'
import { dropPromoRefusedForAccount } from './promo-account'
import { cartBackend, cartState, promoState, remoteCartState } from './store'

/**
 * Promo code: preview through the back end, then the discount applies until the cart changes. The
 * preview carries the payment type (spec 7.3): the default payment system's here; the checkout
 * previews again when the shopper picks another.
 */
export function PromoForm({ paymentType }: { paymentType?: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const cart = useSnapshot(cartState)
  const { invalidPromo } = useSnapshot(remoteCartState)
  const { removed } = useSnapshot(promoState)
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const appliedToast = useRef<number | null>(null)
  // A code applied before sign-in meets the account where it is shown and the order is placed (issue 51 point 8).
  useEffect(() => {
    void dropPromoRefusedForAccount(lang)
  }, [lang])
  // A change of the lines took the code away (spec 4): the "applied" notice goes, the form offers the code again.
  useEffect(() => {
    if (!removed) return
    if (appliedToast.current !== null) dismissToast(appliedToast.current)
    setCode(removed)
    setError(null)
  }, [removed])
  const applied = () => {
    promoState.removed = null
    appliedToast.current = showToast(intl.formatMessage({ id: 'promo.applied' }), 'success')
  }
  const apply = async () => {
    if (!code.trim()) return
    setBusy(true)
    setError(null)
    try {
      // The cart's backend prices the code: promo-code/update_prices (server cart; a refused code
      // sets the invalid-promo flag) or preview-promo (local cart; a refused code shows the first
      // message of the back end's list, in the page's language).
      const answer = await cartBackend().applyPromo(code.trim(), { lang, paymentType })
      if (answer.outcome === 'applied') applied()
      // The lines changed while the code was checked: its discount is for other lines.
      else if (answer.outcome === 'stale') promoState.removed = code.trim()
      else if (answer.outcome === 'failed') setError(intl.formatMessage({ id: 'promo.failed' }))
      else if (answer.outcome === 'not-allowed') setError(intl.formatMessage({ id: 'promo.notAllowed' }))
      else if (answer.outcome === 'refused') setError(answer.message ?? intl.formatMessage({ id: 'promo.unknownError' }))
    } catch {
      setError(intl.formatMessage({ id: 'promo.failed' }))
    } finally {
      setBusy(false)
    }
  }
  // Only the server cart sets the invalid-promo flag.
  const showInvalid = invalidPromo && !cart.promoCode
  return (
    <section className="promo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="promo.title" />
      </h2>
      {cart.promoCode ? (
        <p className="promo__applied" data-testid="promo-applied">
          <FormattedMessage id="promo.active" values={{ code: cart.promoCode }} />{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              promoState.removed = null
              cartState.promoCode = null
              cartState.discount = 0
            }}
          >
            <FormattedMessage id="promo.remove" />
          </button>
        </p>
      ) : (
        <form
          className="promo__form"
          onSubmit={(e) => {
            e.preventDefault()
            void apply()
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            <FormattedMessage id="promo.title" />
          </label>
          <input
            id={id}
            value={code}
            maxLength={40}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'promo.placeholder' })}
            onChange={(e) => {
              setCode(e.target.value)
              if (invalidPromo) remoteCartState.invalidPromo = false
            }}
            aria-invalid={error || showInvalid ? true : undefined}
            aria-describedby={error || showInvalid ? `${id}-error` : undefined}
          />
          <button type="submit" className="button" disabled={busy}>
            <FormattedMessage id="promo.apply" />
          </button>
        </form>
      )}
      {!cart.promoCode && removed ? (
        <p className="promo__removed" role="status" data-testid="promo-removed">
          <FormattedMessage id="promo.removed" values={{ code: removed }} />
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form__errors" role="alert" data-testid="promo-error">
          {error}
        </p>
      ) : showInvalid ? (
        <p id={`${id}-error`} className="form__errors" role="alert" data-testid="promo-invalid">
          <FormattedMessage id="promo.invalid" />
        </p>
      ) : null}
    </section>
  )
}
