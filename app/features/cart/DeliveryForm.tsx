import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { DELIVERY } from '../../../app.config'
import { type DeliveryMethod, type DeliveryType, effectiveDeliveryType } from './rules'
import { cartState } from './store'

/** Delivery method, region and locality, and type (express only in the capital region). */
export function DeliveryForm({ regions, info }: { regions: { regionId: number; label: string; localities: { localityId: number; label: string; slug: string }[] }[]; info: string | null }) {
  const intl = useIntl()
  const cart = useSnapshot(cartState)
  const id = useId()
  const region = regions.find((r) => r.regionId === cart.regionId)
  const isCapital = cart.regionId === DELIVERY.capitalRegionId
  return (
    <section className="delivery" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="delivery.title" />
      </h2>
      <fieldset className="delivery__methods">
        <legend>
          <FormattedMessage id="delivery.method" />
        </legend>
        {DELIVERY.methods.map((method) => (
          <label key={method} className="radio">
            <input type="radio" name={`${id}-method`} value={method} checked={cart.deliveryMethod === method} onChange={() => (cartState.deliveryMethod = method as DeliveryMethod)} />
            <FormattedMessage id={`delivery.method.${method}`} />
          </label>
        ))}
      </fieldset>
      {cart.deliveryMethod !== 'pickup' ? (
        <div className="delivery__where">
          <label className="field">
            <span>
              <FormattedMessage id="delivery.region" />
            </span>
            <select
              value={cart.regionId}
              onChange={(e) => {
                const regionId = Number(e.target.value)
                cartState.regionId = regionId
                cartState.localityId = null
                cartState.selectedDeliveryType = effectiveDeliveryType(regionId, cartState.selectedDeliveryType)
              }}
            >
              {regions.map((r) => (
                <option key={r.regionId} value={r.regionId}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
          {region && region.localities.length > 0 ? (
            <label className="field">
              <span>
                <FormattedMessage id="delivery.locality" />
              </span>
              <select value={cart.localityId ?? ''} onChange={(e) => (cartState.localityId = e.target.value ? Number(e.target.value) : null)}>
                <option value="">{intl.formatMessage({ id: 'delivery.chooseLocality' })}</option>
                {region.localities.map((l) => (
                  <option key={l.localityId} value={l.localityId}>
                    {l.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <fieldset className="delivery__types">
            <legend>
              <FormattedMessage id="delivery.type" />
            </legend>
            {DELIVERY.types.map((type) => (
              <label key={type} className="radio">
                <input type="radio" name={`${id}-type`} value={type} disabled={type === 'express' && !isCapital} checked={effectiveDeliveryType(cart.regionId, cart.selectedDeliveryType) === type} onChange={() => (cartState.selectedDeliveryType = type as DeliveryType)} />
                <FormattedMessage id={`delivery.type.${type}`} />
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
      {info ? <p className="delivery__info">{info}</p> : null}
    </section>
  )
}
