import { useEffect, useId, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { formatPrice } from '#app/i18n/format.ts'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { DELIVERY } from '#config'
import { Combobox } from './Combobox'
import {
  type CarrierCity,
  type CarrierPoint,
  type CarrierStreet,
  type CarrierType,
  carrierOrderData,
  carrierParcel,
  carrierPriceReducer,
  cityLabel,
  streetLabel,
} from './carrier'
import { carrierCitiesFn, carrierPointsFn, carrierPriceFn, carrierStreetsFn } from './delivery.functions'
import { deliveryState } from './delivery-state'

/**
 * The postal carrier: a type (courier, warehouse, post machine), a city, then a street with house,
 * entrance and apartment (courier) or a warehouse / post machine; once complete, the price call.
 * Loaded on first use (not part of the cart page's first load).
 */
export default function CarrierForm({ lines }: { lines: Parameters<typeof carrierParcel>[0] }) {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  useLaterMessages()
  const id = useId()
  const snap = useSnapshot(deliveryState)
  const c = snap.carrier
  const t = (key: MessageId) => intl.formatMessage({ id: key })
  // The carrier's price in the shop's currency prints as every price does (spec 9: lei, ₴; Intl said 'грн',
  // 'MDL 45.00'), as the summary's delivery row does; in another, as that row names it (Intl, 'UAH 80.05').
  const priceText = (cost: number, currency: string) =>
    currency === settings.project_currency
      ? formatPrice(cost, currency, lang)
      : intl.formatNumber(cost, { style: 'currency', currency })
  // The price call weighs the cart's lines, as the order is weighed (the price shown is the one charged).
  const order = carrierOrderData(deliveryState.carrier, carrierParcel(lines))
  const orderKey = order ? JSON.stringify(order) : ''
  const seq = useRef(0)

  // The price follows the complete choice: answered objects are the price, strings the warning.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice is read through its serialised key
  useEffect(() => {
    const mine = ++seq.current
    if (!orderKey) {
      deliveryState.price = carrierPriceReducer(deliveryState.price, { type: 'reset' })
      return
    }
    const timer = setTimeout(() => {
      carrierPriceFn({ data: { lang, order: JSON.parse(orderKey) } }).then(
        (r) => {
          if (mine !== seq.current) return
          deliveryState.price = r.ok
            ? carrierPriceReducer(deliveryState.price, { type: 'answer', answer: r.answer })
            : { data: null, warning: r.errors[0] ?? t('carrier.priceFailed') }
        },
        () => {
          if (mine === seq.current) deliveryState.price = { data: null, warning: t('carrier.priceFailed') }
        },
      )
    }, DELIVERY.carrierSearchDebounce)
    return () => clearTimeout(timer)
  }, [orderKey, lang])

  const setType = (type: CarrierType) => {
    deliveryState.carrier.type = type
    deliveryState.carrier.point = null
  }
  const listed = <T,>(r: { ok: true; data: T[] } | { ok: false }) => (r.ok ? r.data : null)

  return (
    <div className="carrier" data-testid="carrier-form">
      <fieldset className="carrier__types">
        <legend>
          <FormattedMessage id="carrier.type" />
        </legend>
        {DELIVERY.carrierTypes.map((type) => (
          <label key={type} className="radio">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={c.type === type}
              onChange={() => setType(type)}
            />
            <FormattedMessage id={`carrier.type.${type}`} />
          </label>
        ))}
      </fieldset>
      <Combobox<CarrierCity>
        testId="carrier-city"
        label={t('carrier.city')}
        hint={t('carrier.searchHint')}
        value={c.city ? cityLabel(c.city, lang) : ''}
        search={async (query) => listed(await carrierCitiesFn({ data: { lang, query } }))}
        optionKey={(o) => o.ref}
        optionLabel={(o) => cityLabel(o, lang)}
        onSelect={(city) => {
          deliveryState.carrier.city = city
          deliveryState.carrier.street = null
          deliveryState.carrier.point = null
        }}
        emptyText={t('carrier.nothingFound')}
        errorText={t('carrier.searchFailed')}
      />
      {c.type === 'courier' ? (
        <>
          <Combobox<CarrierStreet>
            key={`street-${c.city?.ref ?? ''}`}
            testId="carrier-street"
            label={t('addresses.street')}
            value={c.street ? streetLabel(c.street, lang) : ''}
            disabled={!c.city}
            search={async (query) =>
              c.city ? listed(await carrierStreetsFn({ data: { lang, cityRef: c.city.ref, query } })) : []
            }
            optionKey={(o) => o.ref}
            optionLabel={(o) => streetLabel(o, lang)}
            onSelect={(street) => (deliveryState.carrier.street = street)}
            emptyText={t('carrier.nothingFound')}
            errorText={t('carrier.searchFailed')}
          />
          <div className="carrier__house">
            {(['house', 'entrance', 'apartment'] as const).map((f) => (
              <label key={f} className="field">
                <span>
                  <FormattedMessage id={`carrier.${f}`} />
                </span>
                <input
                  name={`carrier-${f}`}
                  value={c[f]}
                  maxLength={20}
                  required={f === 'house'}
                  autoComplete="off"
                  onChange={(e) => (deliveryState.carrier[f] = e.target.value)}
                />
              </label>
            ))}
          </div>
        </>
      ) : (
        <Combobox<CarrierPoint>
          key={`${c.type}-${c.city?.ref ?? ''}`}
          testId="carrier-point"
          label={t(c.type === 'warehouse' ? 'carrier.warehouse' : 'carrier.postmachine')}
          hint={t('carrier.pointHint')}
          value={c.point ? c.point.address.description : ''}
          disabled={!c.city}
          minChars={0}
          inputMode="numeric"
          search={async (query) =>
            c.city
              ? listed(
                  await carrierPointsFn({
                    data: {
                      lang,
                      kind: c.type as 'warehouse' | 'postmachine',
                      cityRef: c.city.ref,
                      number: query.replace(/\D/g, '').slice(0, 10),
                    },
                  }),
                )
              : []
          }
          optionKey={(o) => o.ref}
          optionLabel={(o) => o.address.description}
          onSelect={(point) => (deliveryState.carrier.point = point)}
          emptyText={t('carrier.nothingFound')}
          errorText={t('carrier.searchFailed')}
        />
      )}
      <div className="carrier__price" aria-live="polite" data-testid="carrier-price">
        {snap.price.data ? (
          <p>
            <FormattedMessage
              id={snap.price.data.estimated_days === null ? 'carrier.priceNoEstimate' : 'carrier.price'}
              values={{
                cost: priceText(snap.price.data.cost, snap.price.data.currency ?? settings.project_currency),
                days: snap.price.data.estimated_days,
              }}
            />
          </p>
        ) : null}
        {snap.price.warning ? (
          <p className="notice notice--warning" data-testid="carrier-warning">
            {snap.price.warning}
          </p>
        ) : null}
      </div>
    </div>
  )
}
