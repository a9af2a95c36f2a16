import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { checkoutOptionsQuery } from '#app/features/cart/cart.functions.ts'
import {
  cartState,
  type DeliveryMethod,
  type DeliveryType,
  deliveryPlace,
  effectiveDeliveryType,
} from '#app/features/cart/index.ts'
import {
  capitalCity,
  deliveryState,
  loadCarrierForm,
  loadPickupStore,
  loadSavedAddresses,
  startDeliveryState,
} from '#app/features/delivery/index.ts'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { authState } from '#app/lib/session-state.ts'
import { readSelectedCity } from '#app/shell/city.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import { DELIVERY } from '#config'
import { methodFitsRegion, offeredRegionId } from '#contract/delivery-price.ts'

// Loaded on first use: none of them is part of the cart page's first paint.
const CarrierForm = lazy(() => loadCarrierForm())
const SavedAddresses = lazy(() => loadSavedAddresses())
const PickupStore = lazy(() => loadPickupStore())

/**
 * Delivery method; for pickup the store and its times; for delivery either our courier (region,
 * locality, type - express only in the capital region - and a signed-in shopper's saved addresses;
 * delivery in Chisinau offers the capital's region only)
 * or the postal carrier when the site offers it. Rendered after hydration only (the cart page waits
 * for the stored cart), so nothing personal reaches page-cached HTML.
 */
export function DeliveryForm({
  regions,
  info,
}: {
  regions: {
    regionId: number
    label: string
    localities: { localityId: number | string; label: string; slug: string; suburb?: boolean | null }[]
  }[]
  info: string | null
}) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const cart = useSnapshot(cartState)
  const delivery = useSnapshot(deliveryState)
  const { signedIn } = useSnapshot(authState)
  const carrierOffered = useQuery(checkoutOptionsQuery(lang)).data?.carrierOffered
  const id = useId()
  useEffect(() => startDeliveryState(), [])
  // A chosen region the back end no longer offers (the list is read again after a refused order) gives
  // way to the first offered one: the select would show that one while the order sent the old.
  const keptRegion = offeredRegionId(
    regions.map((r) => r.regionId),
    cart.deliveryMethod,
    cart.regionId,
    DELIVERY,
  )
  useEffect(() => {
    if (!cart.loaded || keptRegion === cart.regionId) return
    cartState.regionId = keptRegion
    cartState.localityId = null
    cartState.selectedDeliveryType = effectiveDeliveryType({ regionId: keptRegion }, cartState.selectedDeliveryType)
  }, [keptRegion, cart.loaded, cart.regionId])
  // The city the shopper chose (selected_city: a locality's id) is where a cart still at its default place
  // (the capital region, no locality) delivers, when the method goes there; a place of the cart's own is
  // kept (shopper audit a4: the meals cart charged the capital's delivery for a shopper in Bălți).
  useEffect(() => {
    const city = readSelectedCity()?.id
    const to = regions.find((r) => r.localities.some((l) => l.localityId === city))
    if (
      !cart.loaded ||
      !to ||
      cartState.localityId !== null ||
      cartState.regionId !== DELIVERY.capitalRegionId ||
      !methodFitsRegion(cartState.deliveryMethod, to.regionId, DELIVERY)
    )
      return
    cartState.regionId = to.regionId
    cartState.localityId = city as number
    cartState.selectedDeliveryType = effectiveDeliveryType(to, cartState.selectedDeliveryType)
  }, [regions, cart.loaded])
  const region = regions.find((r) => r.regionId === cart.regionId)
  // Express only in the capital's centre: a suburb shows standart checked and express off (its price is the suburb's).
  const place = deliveryPlace(regions, cart.regionId, cart.localityId)
  // The site's own capital names the capital's delivery (a Kyiv site's is not Chișinău).
  const capital = capitalCity(regions, DELIVERY)
  const viaCarrier = cart.deliveryMethod === 'address' && !!carrierOffered && delivery.viaCarrier
  return (
    <section className="delivery" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="delivery.title" />
      </h2>
      {/* Until the stored cart is read (startCart), a choice would be overwritten by that read: the
          method waits for it, as a visible disabled state rather than a click that silently reverts. */}
      <fieldset className="delivery__methods" disabled={!cart.loaded}>
        <legend>
          <FormattedMessage id="delivery.method" />
        </legend>
        {DELIVERY.methods.map((method) => (
          <label key={method} className="radio">
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={cart.deliveryMethod === method}
              onChange={() => {
                cartState.deliveryMethod = method as DeliveryMethod
                // chisinau_delivery is delivery in the capital: its region is the capital's.
                if (!methodFitsRegion(method, cartState.regionId, DELIVERY)) {
                  cartState.regionId = DELIVERY.capitalRegionId
                  cartState.localityId = null
                }
              }}
            />
            {method === 'chisinau_delivery' && capital ? (
              <FormattedMessage id="delivery.method.capitalCity" values={{ city: capital }} />
            ) : (
              <FormattedMessage id={`delivery.method.${method}`} />
            )}
          </label>
        ))}
      </fieldset>
      {cart.deliveryMethod === 'pickup' ? (
        <Suspense fallback={null}>
          <PickupStore
            storeId={cart.storeId}
            slot={cart.deliveryDateAndTime}
            onStore={(storeId) => {
              cartState.storeId = storeId
              cartState.deliveryDateAndTime = null
            }}
            onSlot={(slot) => (cartState.deliveryDateAndTime = slot)}
          />
        </Suspense>
      ) : null}
      {cart.deliveryMethod === 'address' && carrierOffered ? (
        <fieldset className="delivery__service">
          <legend>
            <FormattedMessage id="delivery.service" />
          </legend>
          <label className="radio">
            <input
              type="radio"
              name={`${id}-service`}
              checked={!delivery.viaCarrier}
              onChange={() => (deliveryState.viaCarrier = false)}
            />
            <FormattedMessage id="delivery.service.own" />
          </label>
          <label className="radio">
            <input
              type="radio"
              name={`${id}-service`}
              checked={delivery.viaCarrier}
              onChange={() => (deliveryState.viaCarrier = true)}
              data-testid="service-carrier"
            />
            <FormattedMessage id="delivery.service.carrier" />
          </label>
        </fieldset>
      ) : null}
      {viaCarrier ? (
        <Suspense fallback={<p aria-busy="true" />}>
          <CarrierForm lines={cart.products} />
        </Suspense>
      ) : null}
      {cart.deliveryMethod !== 'pickup' && !viaCarrier ? (
        <div className="delivery__where">
          <LabeledField labelId="delivery.region">
            <select
              value={cart.regionId}
              onChange={(e) => {
                const regionId = Number(e.target.value)
                cartState.regionId = regionId
                cartState.localityId = null
                cartState.selectedDeliveryType = effectiveDeliveryType({ regionId }, cartState.selectedDeliveryType)
              }}
            >
              {regions
                .filter((r) => methodFitsRegion(cart.deliveryMethod, r.regionId, DELIVERY))
                .map((r) => (
                  <option key={r.regionId} value={r.regionId}>
                    {r.label}
                  </option>
                ))}
            </select>
          </LabeledField>
          {region && region.localities.length > 0 ? (
            <LabeledField labelId="delivery.locality">
              <select
                value={cart.localityId ?? ''}
                onChange={(e) =>
                  (cartState.localityId =
                    region.localities.find((l) => String(l.localityId) === e.target.value)?.localityId ?? null)
                }
              >
                <option value="">{intl.formatMessage({ id: 'delivery.chooseLocality' })}</option>
                {region.localities.map((l) => (
                  <option key={l.localityId} value={l.localityId}>
                    {l.label}
                  </option>
                ))}
              </select>
            </LabeledField>
          ) : null}
          <fieldset className="delivery__types">
            <legend>
              <FormattedMessage id="delivery.type" />
            </legend>
            {DELIVERY.types.map((type) => (
              <label key={type} className="radio">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  disabled={type === 'express' && effectiveDeliveryType(place, 'express') !== 'express'}
                  checked={effectiveDeliveryType(place, cart.selectedDeliveryType) === type}
                  onChange={() => (cartState.selectedDeliveryType = type as DeliveryType)}
                />
                {type === 'express' && capital ? (
                  <FormattedMessage id="delivery.type.expressCapitalCity" values={{ city: capital }} />
                ) : (
                  <FormattedMessage id={`delivery.type.${type}`} />
                )}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
      {cart.deliveryMethod !== 'pickup' && !viaCarrier && signedIn === true ? (
        <Suspense fallback={null}>
          <SavedAddresses regions={regions} />
        </Suspense>
      ) : null}
      {info ? <p className="delivery__info">{info}</p> : null}
    </section>
  )
}
