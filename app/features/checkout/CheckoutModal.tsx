import { useField } from '@tanstack/react-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { formatPrice, normalizePhone } from '#app/i18n/format.ts'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { captchaFailure, checkCaptchaConfig, siteCaptcha } from '#app/lib/captcha/captcha.ts'
import { chosenCompany, chosenCompanyOf, companyChoice, withCompany } from '#app/lib/company-choice.ts'
import { companyLabel } from '#app/lib/company-label.ts'
import { openModal } from '#app/modals/store.ts'
import { useAnimatedClose } from '#app/modals/useAnimatedClose.ts'
import { useLocale, usePricesHidden, useShell } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { Field, FieldFrame, type SendResult, SubmitButton, TextArea, useShopForm } from '#app/ui/form/index.ts'
import { phoneMaskName } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS, STORAGE_KEYS } from '#config'
import { authState, mustSignInToOrder, watchSessionEndAtCheckout } from '../auth'
import {
  cartBackend,
  cartState,
  type DeliveryType,
  emptyCartAfterOrder,
  minOrderShortfall,
  orderLines,
  refreshCart,
  reportCartFailure,
  repriceCartPromo,
  unconfirmedPrescriptions,
} from '../cart'
import { checkoutOptionsQuery } from '../cart/cart.functions'
import {
  carrierOrderData,
  carrierSummary,
  deliveryDays,
  deliveryState,
  loadDeliveryCalendar,
  offeredChoice,
} from '../delivery'
import { attemptFor, newAttemptKey, orderFingerprint, parseAttempt } from './attempt'
import { createOrderFn } from './checkout.functions'
import {
  type CheckoutFilled,
  clearCheckoutDraft,
  draftAddress,
  readCheckoutDraft,
  saveCheckoutDraft,
} from './checkout-draft'
import { CHECKOUT_FIELDS, type CheckoutValues, checkoutSchema, orderChecks } from './checkout-form'
import { contactQuery, contactValue, useContactFill } from './contact-fill'
import { flagsLines, isKnownProblemCode, namedOrderErrors } from './order-errors'
import { PaymentsUnavailable } from './PaymentsUnavailable'
import { chosenPaymentId, payableSystems } from './payment-rules'
import { rememberPaymentSecret } from './payment-secrets'

// The delivery date and time (calendar_settings): loaded only on a site that offers it.
const DeliveryCalendar = lazy(() => loadDeliveryCalendar())
const setDeliverySlot = (slot: string | null) => {
  cartState.deliveryDateAndTime = slot
}

interface PaymentSystem {
  /** As the back end gave it: a number, or a text id (`cash`). */
  id: number | string
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
async function captchaFor(
  captcha: { key?: unknown; version?: unknown } | null,
  container: HTMLElement | null,
): Promise<string | undefined> {
  if (!captcha || !container) return undefined
  const checked = checkCaptchaConfig(captcha)
  if (!checked.ok) throw new Error(checked.error)
  const { loadCaptcha, captchaToken } = await import('#app/lib/captcha/captcha-loader.ts')
  return captchaToken(await loadCaptcha(checked.config), checked.config, container)
}

/** The send's result; a placed order carries what the success needs (the redirect to pay or to the success page). */
interface Sent extends SendResult {
  placed?: { orderId: string | null; orderNumber: string | null; payUrl: string | null; transId: string | null }
}

/**
 * The checkout form, on the form kit (decision 0051): the fields' state and checks are the kit's
 * (./checkout-form.ts; localised, the first field with an error focused, nothing sent); the
 * order's other checks (store, carrier, delivery slot) and the back end's messages show in the
 * form's list. A failed order keeps everything the shopper typed; the submit button is disabled
 * while a request is in flight, and every attempt at the same order carries the same idempotency
 * key (kept in sessionStorage until it succeeds), so a retry after a slow or failed answer gets the
 * order the back end already created instead of a second one.
 */
/**
 * The prescription lines still to confirm, by the cart page's rule (unconfirmedPrescriptions), on the
 * lines as they are now: another tab may add a prescription product while this window is open.
 */
function unconfirmedNow(
  prescriptions: Prescriptions | undefined,
  lines: Parameters<typeof unconfirmedPrescriptions>[0],
) {
  return prescriptions ? unconfirmedPrescriptions(lines, prescriptions.confirmed, prescriptions.pharmacyMode) : []
}

/** The cart page's prescription confirmations (pharmacy mode), client-only. */
interface Prescriptions {
  confirmed: ReadonlySet<number>
  pharmacyMode: boolean
}

/** The cart page's confirmation checkbox of that product, focused once the dialog has given focus back. */
function focusConfirmation(productId: number) {
  // Radix gives the focus back to the opener in a timeout of its own, queued as the dialog unmounts.
  window.setTimeout(() =>
    window.setTimeout(() => {
      const box = document.querySelector<HTMLInputElement>(
        `[data-testid="cart-line"][data-product-id="${productId}"] input[type="checkbox"]`,
      )
      box?.scrollIntoView?.({ block: 'center' })
      box?.focus()
    }),
  )
}

export default function CheckoutModal({
  paymentSystems,
  summary,
  prescriptions,
}: {
  paymentSystems: PaymentSystem[]
  summary: {
    total: number
    delivery: number
    discount: number
    final: number
    type: DeliveryType
    tax?: number | null
    /** The VAT rate `tax` is taken at (the cart rules' vatPercent). */
    taxPercent: number
  }
  /** Pharmacy mode: no order while a prescription line lacks its confirmation (spec storefront 5). */
  prescriptions?: Prescriptions
}) {
  const intl = useIntl()
  const { closing, close, closeNow } = useAnimatedClose('checkout')
  const lang = useLocale()
  useLaterMessages()
  const navigate = useNavigate()
  const { settings } = useShell()
  const cart = useSnapshot(cartState)
  const id = useId()
  const { signedIn } = useSnapshot(authState)
  const delivery = useSnapshot(deliveryState)
  const captchaBox = useRef<HTMLDivElement>(null)
  const captcha = siteCaptcha(settings.captcha)
  // the same rule as the delivery form: only while the site offers the carrier
  const carrierOffered = useQuery(checkoutOptionsQuery(lang)).data?.carrierOffered === true
  const queryClient = useQueryClient()
  const viaCarrier = cart.deliveryMethod === 'address' && delivery.viaCarrier && carrierOffered
  // Delivery to an address by our own courier: the date and time window when the site offers them.
  const addressShown = cart.deliveryMethod !== 'pickup' && !viaCarrier
  const calendarApplies = settings.calendar_settings.enabled && addressShown
  // hide_price_for_guests: a guest was shown no price, so orders nothing (the server refuses it too).
  const pricesHidden = usePricesHidden()
  const signInFirst = mustSignInToOrder(settings.is_registration_required_for_order, signedIn) || pricesHidden
  const money = (n: number) => formatPrice(n, settings.project_currency, lang)
  // cart_settings.min_order_total: below the minimum there is no order form, only what is missing.
  const minimum = settings.cart_settings.min_order_total
  const missing = minOrderShortfall(minimum, summary.total, summary.discount)
  const payable = payableSystems(paymentSystems, cart.products)
  const failed = (messages = [intl.formatMessage({ id: 'checkout.failed' })]): Sent => ({
    ok: false,
    fields: {},
    messages,
  })

  // A signed-in customer's name, phone and e-mail (they fill the fields still empty when they arrive),
  // and a company buyer's companies.
  const account = useQuery(contactQuery(lang, signedIn))
  const contact = account.data
  const phoneMask = PHONE_MASKS[phoneMaskName(settings)]
  // Whose order it is (decision 0067's amendment): a company buyer with several companies chooses, the
  // account's default first; with one company, or none, the order names none (the back end's default).
  const choice = companyChoice(contact?.companies ?? [], contact?.defaultCompanyId ?? null)
  const [pickedCompany, setPickedCompany] = useState<string | null>(null)
  const companyId = chosenCompany(choice, pickedCompany)

  const send = async (v: CheckoutValues): Promise<Sent> => {
    // the lines may have changed since the submit's check (its checks are awaited): the same rule again
    const lacking = unconfirmedNow(prescriptions, cartState.products).length
    if (lacking) return failed([intl.formatMessage({ id: 'cart.prescriptionRequired' }, { count: lacking })])
    const pickup = cartState.deliveryMethod === 'pickup'
    const carrier = viaCarrier ? carrierOrderData(deliveryState.carrier) : undefined
    const fields = {
      lang,
      lines: orderLines(cartState.products),
      customer: { name: v.name, phone: normalizePhone(v.phone), email: v.email || undefined },
      delivery: {
        method: cartState.deliveryMethod,
        type: summary.type,
        // The carrier's parcel goes to its city (carrier.city_ref_id), in that city's country; the
        // cart's region and locality are the own courier's (review r66: a Kyiv parcel stored as Chișinău).
        ...(carrier
          ? { country_code: deliveryState.carrier.city?.country_code ?? undefined }
          : { region_id: cartState.regionId, locality_id: cartState.localityId ?? undefined }),
        address:
          (carrier ? carrierSummary(deliveryState.carrier, lang).slice(0, 300) : addressShown ? v.address : '') ||
          undefined,
        store_id: pickup ? (cartState.storeId ?? undefined) : undefined,
        date_time: pickup || calendarApplies ? (cartState.deliveryDateAndTime ?? undefined) : undefined,
      },
      payment_system_id: chosenPaymentId(payable, v.payment),
      promo_code: cartState.promoCode,
      comment: v.comment || undefined,
      carrier: carrier ?? undefined,
    }
    // whose order it is: company_id only when the buyer chose among several companies
    const order = withCompany(fields, companyId)
    try {
      let captcha_token: string | undefined
      try {
        captcha_token = await captchaFor(captcha, captchaBox.current)
      } catch (error) {
        return failed([await captchaFailure(error, (id) => intl.formatMessage({ id }), lang)])
      }
      const attempt = attemptFor(
        parseAttempt(session((s) => s.getItem(STORAGE_KEYS.orderAttempt))),
        orderFingerprint(order),
        newAttemptKey,
      )
      session((s) => s.setItem(STORAGE_KEYS.orderAttempt, JSON.stringify(attempt)))
      // The unit prices shown: the order goes only while they are the products' (else it is refused, `repriced`).
      const prices = cartState.products.map((l) => ({ id: l.product.productId, price: l.product.price }))
      const result = await createOrderFn({ data: { ...order, prices, idempotency_key: attempt.key, captcha_token } })
      if (!result.ok) {
        // No answer, or the back end failed: the order may exist - say that a retry is safe (same key).
        // (a 2xx the storefront could not read is no answer either)
        const uncertain =
          result.status === 0 ||
          result.status === 408 ||
          result.status >= 500 ||
          (result.status >= 200 && result.status < 300)
        // A refusal the back end decided may be a payment method or a region it withdrew while the
        // checkout was open (audit r11): the payment systems and regions are read again, so the form and
        // the cart stop offering what the back end no longer takes.
        if (!uncertain && result.status >= 400 && result.status < 500 && !result.repriced)
          void queryClient.invalidateQueries({ queryKey: checkoutOptionsQuery(lang).queryKey })
        // Product problems name the product (its title from the cart); the lines are flagged by a refresh.
        const titleOf = (pid: number) =>
          cartState.products.find((l) => l.product.productId === pid)?.product.title ?? null
        const named = namedOrderErrors(result.problems, titleOf, (p) =>
          isKnownProblemCode(p.code)
            ? intl.formatMessage({ id: `cart.problem.${p.code}` }, { count: p.availableCount ?? 0 })
            : p.message,
        )
        // A price changed since it was shown: the cart takes the new prices (the summary and the total
        // here follow) and the shopper confirms again.
        if (flagsLines(result.problems) || result.repriced) {
          cartBackend().externalChange()
          void refreshCart(lang, settings.allow_negative_stock).catch((error: unknown) =>
            reportCartFailure('refresh after a failed order', error),
          )
        }
        // The company is not the buyer's (removed in another tab): said at the choice, and the list is
        // asked again; with no choice left to show, said among the form's messages.
        if (result.company?.length) {
          void account.refetch()
          return choice
            ? { ok: false, fields: { company_id: result.company.join(' ') }, messages: result.errors }
            : failed([...result.errors, ...result.company])
        }
        // A refusal that may be the promo code's (expired, withdrawn): the code is previewed again and,
        // refused, removed with its message (decision 0025), so the next try goes without it.
        const promoRefused =
          !uncertain && !result.repriced && !named.length && order.promo_code
            ? await repriceCartPromo(lang, payable.find((p) => String(p.id) === v.payment)?.slug ?? '').catch(
                () => null,
              )
            : null
        const body = named.length
          ? named
          : promoRefused?.length
            ? promoRefused
            : result.errors.length
              ? result.errors
              : uncertain
                ? []
                : [intl.formatMessage({ id: 'checkout.failed' })]
        // No answer: the retry-safe text alone says what happened (checkout.failed beside it contradicted it).
        return failed(uncertain ? [intl.formatMessage({ id: 'checkout.retrySafe' }), ...body] : body)
      }
      return { ok: true, fields: {}, messages: [], placed: result }
    } catch {
      return failed()
    }
  }

  // What this tab typed before (checkout-draft.ts): closed, reloaded or the language switched, the
  // checkout opens with it (shopper audit a4: every close lost the name, phone, address and comment).
  const [draft] = useState(readCheckoutDraft)
  const placedOrder = useRef(false)
  // What the checkout fills in itself, read when the draft is kept: only what differs is the shopper's.
  const filled = useRef<CheckoutFilled>({})
  filled.current = {
    name: contact?.name,
    email: contact?.email,
    phone: contact ? contactValue(contact, 'phone', phoneMask) : undefined,
    address: delivery.addressText,
    payment: String(payable[0]?.id ?? ''),
  }
  const form = useShopForm({
    schema: checkoutSchema(addressShown),
    defaultValues: {
      name: draft.name ?? '',
      phone: draft.phone ?? '',
      email: draft.email ?? '',
      address: draftAddress(draft, delivery.addressText),
      comment: draft.comment ?? '',
      // the draft's method while it is offered, else the first
      payment: payable.find((p) => String(p.id) === draft.payment)
        ? (draft.payment as string)
        : String(payable[0]?.id ?? ''),
    },
    clearOnSend: true,
    extraChecks: () => {
      const offered = calendarApplies ? deliveryDays(settings.calendar_settings, Date.now()) : []
      return orderChecks({
        pickup: cartState.deliveryMethod === 'pickup',
        storeChosen: Boolean(cartState.storeId),
        viaCarrier,
        carrierReady: viaCarrier && Boolean(carrierOrderData(deliveryState.carrier)),
        calendarOffered: offered.length > 0,
        slotOffered: Boolean(offeredChoice(offered, cartState.deliveryDateAndTime)),
      })
    },
    send,
  })
  const payment = useField({ form: form.api, name: 'payment' })
  // The payment methods arrived after the form was made (their first call failed, a retry worked): the
  // first one is chosen, as it is when they are there from the start. A chosen one no longer offered
  // (withdrawn while the checkout was open, read again after the refusal; or a draft's) leaves none
  // chosen: the shopper picks again - moved to another, a second click ordered with a method nobody
  // chose (round 13 operator audit). The ids joined by a line break, which no id holds ('bank transfer').
  const firstPayable = payable[0]?.id
  const payableIds = payable.map((p) => String(p.id)).join('\n')
  useEffect(() => {
    const chosen = String(form.api.getFieldValue('payment') ?? '')
    if (firstPayable === undefined || payableIds.split('\n').includes(chosen)) return
    form.api.setFieldValue('payment', chosen === '' ? String(firstPayable) : '')
  }, [firstPayable, payableIds, form.api])
  // A session that ends while the checkout is open (a 401 on the order) leaves for sign-in: the sign-in
  // dialog there says the order was not placed.
  useEffect(() => watchSessionEndAtCheckout(), [])
  // The draft is kept as the checkout closes and as the page goes (a reload, the language switched);
  // the phone input is uncontrolled (its mask edits the DOM): it shows the draft's phone too.
  useEffect(() => {
    const input = form.formRef.current?.elements.namedItem('phone')
    if (draft.phone && input instanceof HTMLInputElement) input.value = draft.phone
    const keep = () => {
      if (!placedOrder.current) saveCheckoutDraft(form.api.state.values, filled.current)
    }
    window.addEventListener('pagehide', keep)
    return () => {
      window.removeEventListener('pagehide', keep)
      keep()
    }
  }, [draft, form.api, form.formRef])
  const paymentError = form.errors.payment

  useContactFill(form, contact, ['name', 'email', 'phone'], phoneMask)

  // The cart's backend prices the applied code again with the chosen payment type (the local cart:
  // spec 7.3 preview-promo); a code the back end now refuses goes, with its message as returned.
  const repricePromo = async (paymentType: string) => {
    try {
      const refused = await repriceCartPromo(lang, paymentType)
      if (refused) form.setMessages(refused.length ? refused : [intl.formatMessage({ id: 'promo.unknownError' })])
    } catch (error) {
      // no answer: logged; the order call checks the code again (the shopper sees nothing here)
      reportCartFailure('promo reprice at checkout', error)
    }
  }

  // Shown while a line needs a confirmation it lacks (a product added from another tab since the cart's check).
  const unconfirmed = unconfirmedNow(prescriptions, cart.products)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Refused, checked on the lines the order would carry: the window closes onto the cart's confirmation.
    const lacking = unconfirmedNow(prescriptions, cartState.products)
    if (lacking[0] !== undefined) {
      event.preventDefault()
      closeNow()
      focusConfirmation(lacking[0])
      return
    }
    const placed = (await form.onSubmit(event))?.placed
    if (!placed) return
    session((s) => s.removeItem(STORAGE_KEYS.orderAttempt))
    placedOrder.current = true
    clearCheckoutDraft()
    pushEvent('purchase', {
      currency: settings.project_currency,
      value: summary.final,
      items: cartState.products.map((l) => itemOf(l.product, l.count)),
    })
    // What the order took from the cart, put back by the page after paying when the payment fails.
    const orderedLines = JSON.parse(JSON.stringify(cartState.products)) as typeof cartState.products
    // Empties the back end's cart too in the server-cart variant (orders carry explicit lines).
    emptyCartAfterOrder()
    // The local cart keeps the last order's number and payment link (spec 3 "Local cart").
    cartState.orderNumber = placed.orderNumber
    cartState.paymentUrl = placed.payUrl
    closeNow()
    if (placed.payUrl) {
      if (placed.orderId !== null)
        rememberPaymentSecret(placed.orderId, placed.transId, {
          payUrl: placed.payUrl,
          number: placed.orderNumber,
          lines: orderedLines,
        })
      window.location.assign(placed.payUrl)
    } else {
      // The company chosen rides in the success page's history entry (kept on reload, never in a link).
      const orderCompany = chosenCompanyOf(choice, companyId) ?? undefined
      void navigate({
        to: '/$lang/cart/success',
        params: { lang },
        search: { order: placed.orderNumber ?? undefined },
        state: (prev) => ({ ...prev, orderCompany }),
      })
    }
  }
  const t = (
    key: 'checkout.name' | 'content.form.phone' | 'checkout.email' | 'checkout.address' | 'checkout.comment',
  ) => intl.formatMessage({ id: key })
  // the order's checks beyond the fields (store, carrier, slot), then the back end's messages
  const listed = [
    ...Object.entries(form.errors)
      .filter(([name]) => !CHECKOUT_FIELDS.includes(name) && !(choice && name === 'company_id'))
      .map(([, text]) => text),
    ...form.messages,
  ]
  return (
    <Dialog
      open
      onClose={close}
      closing={closing}
      title={<FormattedMessage id="checkout.title" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="checkout-modal"
    >
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
        <form className="form" noValidate onSubmit={submit} ref={form.formRef}>
          {unconfirmed.length > 0 ? (
            <p className="form__errors" role="alert" data-testid="checkout-prescription-required">
              <FormattedMessage id="cart.prescriptionRequired" values={{ count: unconfirmed.length }} />
            </p>
          ) : null}
          <Field
            form={form}
            name="name"
            label={t('checkout.name')}
            required
            requiredMark={false}
            maxLength={120}
            autoComplete="name"
          />
          <Field
            form={form}
            name="phone"
            label={t('content.form.phone')}
            required
            requiredMark={false}
            autoComplete="tel"
            phoneMask={phoneMaskName(settings)}
          />
          <Field
            form={form}
            name="email"
            label={t('checkout.email')}
            type="email"
            inputMode="email"
            maxLength={254}
            autoComplete="email"
          />
          {choice ? (
            <FieldFrame label={intl.formatMessage({ id: 'checkout.company' })} error={form.errors.company_id}>
              {(common) => (
                <select
                  {...common}
                  name="company_id"
                  value={companyId ?? undefined}
                  onChange={(e) => {
                    setPickedCompany(e.currentTarget.value)
                    const { company_id: _gone, ...others } = form.errors
                    if (_gone) form.setErrors(others)
                  }}
                  data-testid="checkout-company"
                >
                  {choice.companies.map((c) => (
                    <option key={c.id} value={c.id}>
                      {companyLabel(c, intl.formatMessage)}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          ) : null}
          {addressShown ? (
            <Field
              form={form}
              name="address"
              label={t('checkout.address')}
              required
              requiredMark={false}
              maxLength={300}
              autoComplete="street-address"
            />
          ) : null}
          {calendarApplies ? (
            <Suspense fallback={null}>
              <DeliveryCalendar
                calendar={settings.calendar_settings}
                value={cart.deliveryDateAndTime}
                onChange={setDeliverySlot}
              />
            </Suspense>
          ) : null}
          {viaCarrier ? (
            <p className="checkout__carrier" data-testid="checkout-carrier">
              <FormattedMessage id="delivery.service.carrier" />:{' '}
              {carrierSummary(deliveryState.carrier, lang) || intl.formatMessage({ id: 'carrier.incomplete' })}
            </p>
          ) : null}
          <fieldset
            className="checkout__payments"
            aria-describedby={paymentError ? `${id}-payment-error` : undefined}
            data-testid="checkout-payments"
          >
            <legend>
              <FormattedMessage id="checkout.payment" />
            </legend>
            <PaymentsUnavailable />
            {payable.map((p) => (
              <label key={p.id} className="radio">
                <input
                  type="radio"
                  name="payment"
                  value={p.id}
                  checked={String(payment.state.value) === String(p.id)}
                  aria-invalid={paymentError ? true : undefined}
                  aria-describedby={paymentError ? `${id}-payment-error` : undefined}
                  onChange={() => {
                    payment.handleChange(String(p.id))
                    void repricePromo(p.slug)
                  }}
                />
                {p.title}
              </label>
            ))}
            {paymentError ? (
              <p className="field__error" id={`${id}-payment-error`}>
                {paymentError}
              </p>
            ) : null}
          </fieldset>
          <FieldFrame label={t('checkout.comment')} error={form.errors.comment}>
            {(common) => <TextArea {...common} form={form} name="comment" rows={3} maxLength={2000} />}
          </FieldFrame>
          <p className="checkout__total" id={`${id}-total`}>
            <FormattedMessage id="checkout.toPay" values={{ amount: money(summary.final) }} />
            {typeof summary.tax === 'number' ? (
              <span className="checkout__tax" data-testid="checkout-tax">
                {' '}
                (
                <FormattedMessage
                  id="checkout.vat"
                  values={{ percent: summary.taxPercent, amount: money(summary.tax) }}
                />
                )
              </span>
            ) : null}
          </p>
          {captcha ? <div ref={captchaBox} className="checkout__captcha" data-testid="checkout-captcha" /> : null}
          <FormErrors errors={listed} testId="checkout-errors" />
          <SubmitButton pending={form.pending} labelId="checkout.submit" block describedBy={`${id}-total`} />
        </form>
      )}
    </Dialog>
  )
}
