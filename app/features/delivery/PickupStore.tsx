import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import { deliveryTimesFn, pickupStoresQuery } from './delivery.functions'
import { pickupOptionLabel } from './pickup-label'

type Slot = { date: string; from: string; to: string }
/** The slot as kept in the cart (deliveryDateAndTime). */
export const slotValue = (s: Slot) => `${s.date} ${s.from}-${s.to}`

/**
 * Pickup: the store (/shop/get-stores/) and its delivery times (/general/delivery-time/{storeId}/).
 * The cart keeps both (storeId, deliveryDateAndTime): the delivery form passes them in and takes
 * the shopper's choice back. Loaded on first use.
 */
export default function PickupStore({
  storeId: chosenStore,
  slot: chosenSlot,
  onStore,
  onSlot,
}: {
  storeId: number | null
  slot: string | null
  /** A store (or none) was chosen: its time slot no longer applies. */
  onStore: (storeId: number | null) => void
  onSlot: (slot: string) => void
}) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const id = useId()
  const { data: stores, isError } = useQuery(pickupStoresQuery(lang))
  const [times, setTimes] = useState<{ storeId: number; slots: Slot[] | null; errors: string[] } | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload the times only when the store or the language changes
  useEffect(() => {
    const storeId = chosenStore
    if (!storeId) return void setTimes(null)
    let live = true
    deliveryTimesFn({ data: { lang, storeId } }).then(
      (r) =>
        live &&
        setTimes(
          r.ok
            ? { storeId, slots: r.slots, errors: [] }
            : {
                storeId,
                slots: null,
                errors: r.errors.length ? r.errors : [intl.formatMessage({ id: 'pickup.timesFailed' })],
              },
        ),
      () => live && setTimes({ storeId, slots: null, errors: [intl.formatMessage({ id: 'pickup.timesFailed' })] }),
    )
    return () => {
      live = false
    }
  }, [chosenStore, lang])

  if (isError || stores === null)
    return <p className="notice notice--warning">{intl.formatMessage({ id: 'pickup.storesFailed' })}</p>
  if (!stores) return <p aria-busy="true" />
  if (stores.length === 0)
    return (
      <p className="notice notice--warning" data-testid="pickup-no-stores">
        {intl.formatMessage({ id: 'pickup.noStores' })}
      </p>
    )
  return (
    <div className="pickup" data-testid="pickup-store">
      <LabeledField labelId="pickup.store">
        <select
          value={chosenStore ?? ''}
          required
          data-testid="pickup-store-select"
          onChange={(e) => onStore(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{intl.formatMessage({ id: 'pickup.chooseStore' })}</option>
          {stores.map((s) => (
            <option key={s.shopId} value={s.shopId}>
              {pickupOptionLabel(s, intl.formatMessage({ id: 'shop.closed' }))}
            </option>
          ))}
        </select>
      </LabeledField>
      {times && times.storeId === chosenStore ? (
        <fieldset className="pickup__times" data-testid="pickup-times">
          <legend>
            <FormattedMessage id="pickup.times" />
          </legend>
          {times.errors.length ? <p className="form__errors">{times.errors.join(' ')}</p> : null}
          {times.slots && times.slots.length === 0 ? <p>{intl.formatMessage({ id: 'pickup.noTimes' })}</p> : null}
          {/* A slot's date is a calendar day in the shop: noon UTC is that day in the shop's time zone (SITE_TIME_ZONE). */}
          {times.slots?.map((s) => (
            <label key={slotValue(s)} className="radio">
              <input
                type="radio"
                name={`${id}-slot`}
                value={slotValue(s)}
                checked={chosenSlot === slotValue(s)}
                onChange={() => onSlot(slotValue(s))}
              />
              {intl.formatDate(`${s.date}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short' })}, {s.from}–
              {s.to}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
