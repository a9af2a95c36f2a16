import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { PHONE_MASKS, STORAGE_KEYS, VAT_PERCENT } from '../../../app.config'
import { formatPrice, normalizePhone } from '../../i18n/format'
import { itemOf, pushEvent } from '../../lib/analytics'
import { closeModal, openModal } from '../../modals/store'
import { useLocale, useShell } from '../../shell/useShell'
import { Dialog } from '../../ui/Dialog'
import { FormErrors } from '../../ui/FormErrors'
import { LabeledField } from '../../ui/LabeledField'
import { PhoneInput } from '../../ui/PhoneInput'
import { isBarePhone, maskPhone, phoneMaskName } from '../../ui/phone-mask'
import { authState, mustSignInToOrder } from '../auth'
import { cartState, type DeliveryType, emptyCartAfterOrder, minOrderShortfall, orderLines, refreshCart, repriceCartPromo } from '../cart'
import { checkoutOptionsQuery } from '../cart/cart.functions'
import { carrierOrderData, carrierSummary, deliveryDays, deliveryState, loadDeliveryCalendar, offeredChoice } from '../delivery'
import { attemptFor, newAttemptKey, orderFingerprint, parseAttempt } from './attempt'
import { checkCaptchaConfig, siteCaptcha } from './captcha'
import { checkoutContactFn, createOrderFn } from './checkout.functions'
import { flagsLines, isKnownProblemCode, namedOrderErrors } from './order-errors'
import { payableSystems } from './payment-rules'
import { rememberPaymentSecret } from './payment-secrets'

// The delivery date and time (calendar_settings): loaded only on a site that offers it.
const DeliveryCalendar = lazy(() => loadDeliveryCalendar())
const setDeliverySlot = (slot: string | null) => {
  cartState.deliveryDateAndTime = slot
}

interface PaymentSystem {
  id: number
  slug: string
  title: string
  type: 'offline' | 'online'
}

function session(action: (s: Storage) => unknown): string | null {
  try {
    const r = action(window.sessionStorage)
    return typeof r === 'string' ? r : null
  } catch {
    return null
  }
}

/** A captcha token when the site configures a key (spec 5); the loader is fetched on first use only. */
async function captchaFor(captcha: { key?: unknown; version?: unknown } | null, container: HTMLElement | null): Promise<string | undefined> {
  if (!captcha || !container) return undefined
  const checked = checkCaptchaConfig(captcha)
  if (!checked.ok) throw new Error(checked.error)
  const { loadCaptcha, captchaToken } = await import('./captcha-loader')
  return captchaToken(await loadCaptcha(checked.config), checked.config, container)
}

/**
 * The checkout form. A failed order keeps everything the shopper typed; the submit button is
 * disabled while a request is in flight, and every attempt at the same order carries the same
 * idempotency key (kept in sessionStorage until it succeeds), so a retry after a slow or failed
 * answer gets the order the back end already created instead of a second one.
 */
export default function CheckoutModal({
  paymentSystems,
  summary,
}: {
  paymentSystems: PaymentSystem[]
  summary: { total: number; delivery: number; discount: number; final: number; type: DeliveryType; tax?: number | null }
}) {
  const intl = useIntl()
  const lang = useLocale()
  const navigate = useNavigate()
  const { settings } = useShell()
  const cart = useSnapshot(cartState)
  const id = useId()
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const { signedIn } = useSnapshot(authState)
  const delivery = useSnapshot(deliveryState)
  const captchaBox = useRef<HTMLDivElement>(null)
  const captcha = siteCaptcha(settings.captcha)
  // the same rule as the delivery form: only while the site offers the carrier
  const carrierOffered = useQuery(checkoutOptionsQuery(lang)).data?.carrierOffered === true
  const viaCarrier = cart.deliveryMethod === 'address' && delivery.viaCarrier && carrierOffered
  // Delivery to an address by our own courier: the date and time window when the site offers them.
  const calendarApplies = settings.calendar_settings.enabled && cart.deliveryMethod !== 'pickup' && !viaCarrier
  const signInFirst = mustSignInToOrder(settings.is_registration_required_for_order, signedIn)
  const money = (n: number) => formatPrice(n, settings.project_currency, lang)
  // cart_settings.min_order_total: below the minimum there is no order form, only what is missing.
  const minimum = settings.cart_settings.min_order_total
  const missing = minOrderShortfall(minimum, summary.total, summary.discount)
  const formRef = useRef<HTMLFormElement>(null)
  // A signed-in customer's name, phone and e-mail fill the fields still empty when they arrive.
  const contact = useQuery({ queryKey: ['checkout-contact', lang], queryFn: () => checkoutContactFn({ data: { lang } }), enabled: signedIn === true, staleTime: 60_000 }).data
  useEffect(() => {
    const form = formRef.current
    if (!contact || !form) return
    const fill = (name: string, value: string, empty: (current: string) => boolean) => {
      const input = form.elements.namedItem(name)
      if (value && input instanceof HTMLInputElement && empty(input.value.trim())) input.value = value
    }
    fill('name', contact.name, (v) => v === '')
    fill('email', contact.email, (v) => v === '')
    const mask = PHONE_MASKS[phoneMaskName(settings)]
    fill('phone', maskPhone(contact.phone, mask), (v) => v === '' || isBarePhone(v))
  }, [contact, settings])
  // The cart's backend prices the applied code again with the chosen payment type (the local cart:
  // spec 7.3 preview-promo); a code the back end now refuses goes, with its message as returned.
  const repricePromo = async (paymentType: string) => {
    try {
      const refused = await repriceCartPromo(lang, paymentType)
      if (refused) setErrors(refused)
    } catch {
      // no answer: the order call checks the code again
    }
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '').trim()
    const phone = normalizePhone(value('phone'))
    const payment = Number(form.get('payment'))
    const pickup = cartState.deliveryMethod === 'pickup'
    const carrier = viaCarrier ? carrierOrderData(deliveryState.carrier) : undefined
    // The field starts with the country prefix (PhoneInput): that alone is no phone.
    if (isBarePhone(value('phone'))) return setErrors([intl.formatMessage({ id: 'content.form.error.phone' })])
    if (pickup && !cartState.storeId) return setErrors([intl.formatMessage({ id: 'pickup.chooseStoreFirst' })])
    if (viaCarrier && !carrier) return setErrors([intl.formatMessage({ id: 'carrier.incomplete' })])
    const offered = calendarApplies ? deliveryDays(settings.calendar_settings, Date.now()) : []
    if (offered.length && !offeredChoice(offered, cartState.deliveryDateAndTime)) return setErrors([intl.formatMessage({ id: 'delivery.calendar.required' })])
    const order = {
      lang,
      lines: orderLines(cartState.products),
      customer: { name: value('name'), phone, email: value('email') || undefined },
      delivery: {
        method: cartState.deliveryMethod,
        type: summary.type,
        region_id: cartState.regionId,
        locality_id: cartState.localityId ?? undefined,
        address: (carrier ? carrierSummary(deliveryState.carrier, lang).slice(0, 300) : value('address')) || undefined,
        store_id: pickup ? (cartState.storeId ?? undefined) : undefined,
        date_time: pickup || calendarApplies ? (cartState.deliveryDateAndTime ?? undefined) : undefined,
      },
      payment_system_id: payment,
      promo_code: cartState.promoCode,
      comment: value('comment') || undefined,
      carrier: carrier ?? undefined,
    }
    inFlight.current = true
    setBusy(true)
    setErrors([])
    try {
      let captcha_token: string | undefined
      try {
        captcha_token = await captchaFor(captcha, captchaBox.current)
      } catch (error) {
        setErrors([error instanceof Error ? error.message : String(error)])
        return
      }
      const attempt = attemptFor(parseAttempt(session((s) => s.getItem(STORAGE_KEYS.orderAttempt))), orderFingerprint(order), newAttemptKey)
      session((s) => s.setItem(STORAGE_KEYS.orderAttempt, JSON.stringify(attempt)))
      const result = await createOrderFn({ data: { ...order, idempotency_key: attempt.key, captcha_token } })
      if (!result.ok) {
        // No answer, or the back end failed: the order may exist - say that a retry is safe (same key).
        const uncertain = result.status === 0 || result.status === 408 || result.status >= 500
        // Product problems name the product (its title from the cart); the lines are flagged by a refresh.
        const titleOf = (pid: number) => cartState.products.find((l) => l.product.productId === pid)?.product.title ?? null
        const named = namedOrderErrors(result.problems, titleOf, (p) =>
          isKnownProblemCode(p.code) ? intl.formatMessage({ id: `cart.problem.${p.code}` }, { count: p.availableCount ?? 0 }) : p.message,
        )
        if (flagsLines(result.problems)) void refreshCart(lang, settings.allow_negative_stock).catch(() => [])
        const body = named.length ? named : result.errors.length ? result.errors : [intl.formatMessage({ id: 'checkout.failed' })]
        setErrors(uncertain ? [intl.formatMessage({ id: 'checkout.retrySafe' }), ...body] : body)
        return
      }
      session((s) => s.removeItem(STORAGE_KEYS.orderAttempt))
      pushEvent('purchase', { currency: settings.project_currency, value: summary.final, items: cartState.products.map((l) => itemOf(l.product, l.count)) })
      // Empties the back end's cart too in the server-cart variant (orders carry explicit lines).
      emptyCartAfterOrder()
      closeModal('checkout')
      if (result.payUrl) {
        rememberPaymentSecret(result.orderId, result.transId)
        window.location.assign(result.payUrl)
      } else void navigate({ to: '/$lang/cart/success', params: { lang }, search: { order: result.orderNumber } })
    } catch {
      setErrors([intl.formatMessage({ id: 'checkout.failed' })])
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={() => closeModal('checkout')} title={<FormattedMessage id="checkout.title" />} closeLabel={intl.formatMessage({ id: 'modal.close' })} testId="checkout-modal">
      {missing !== null ? (
        <p className="notice notice--warning" role="status" data-testid="checkout-min-order">
          <FormattedMessage id="cart.minOrder" values={{ minimum: money(minimum), missing: money(missing) }} />
        </p>
      ) : signInFirst ? (
        <div className="form" data-testid="sign-in-required">
          <p>
            <FormattedMessage id="checkout.signInRequired" />
          </p>
          <button type="button" className="button button--primary button--block" onClick={() => openModal('auth')}>
            <FormattedMessage id="header.login" />
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={submit} ref={formRef}>
          <LabeledField labelId="checkout.name">
            <input name="name" required maxLength={120} autoComplete="name" />
          </LabeledField>
          <LabeledField labelId="content.form.phone">
            <PhoneInput name="phone" required mask={phoneMaskName(settings)} />
          </LabeledField>
          <LabeledField labelId="checkout.email">
            <input name="email" type="email" maxLength={254} autoComplete="email" />
          </LabeledField>
          {cart.deliveryMethod !== 'pickup' && !viaCarrier ? (
            <LabeledField labelId="checkout.address">
              <input name="address" required maxLength={300} autoComplete="street-address" defaultValue={delivery.addressText} />
            </LabeledField>
          ) : null}
          {calendarApplies ? (
            <Suspense fallback={null}>
              <DeliveryCalendar calendar={settings.calendar_settings} value={cart.deliveryDateAndTime} onChange={setDeliverySlot} />
            </Suspense>
          ) : null}
          {viaCarrier ? (
            <p className="checkout__carrier" data-testid="checkout-carrier">
              <FormattedMessage id="delivery.service.carrier" />: {carrierSummary(deliveryState.carrier, lang) || intl.formatMessage({ id: 'carrier.incomplete' })}
            </p>
          ) : null}
          <fieldset className="checkout__payments">
            <legend>
              <FormattedMessage id="checkout.payment" />
            </legend>
            {payableSystems(paymentSystems, cart.products).map((p, i) => (
              <label key={p.id} className="radio">
                <input type="radio" name="payment" value={p.id} defaultChecked={i === 0} required onChange={() => void repricePromo(p.slug)} />
                {p.title}
              </label>
            ))}
          </fieldset>
          <LabeledField labelId="checkout.comment">
            <textarea name="comment" rows={3} maxLength={2000} />
          </LabeledField>
          <p className="checkout__total" id={`${id}-total`}>
            <FormattedMessage id="checkout.toPay" values={{ amount: money(summary.final) }} />
            {typeof summary.tax === 'number' ? (
              <span className="checkout__tax" data-testid="checkout-tax">
                {' '}
                (<FormattedMessage id="checkout.vat" values={{ percent: VAT_PERCENT, amount: money(summary.tax) }} />)
              </span>
            ) : null}
          </p>
          {captcha ? <div ref={captchaBox} className="checkout__captcha" data-testid="checkout-captcha" /> : null}
          <FormErrors errors={errors} testId="checkout-errors" />
          <button type="submit" className="button button--primary button--block" disabled={busy} aria-describedby={`${id}-total`}>
            <FormattedMessage id={busy ? 'content.form.sending' : 'checkout.submit'} />
          </button>
        </form>
      )}
    </Dialog>
  )
}
