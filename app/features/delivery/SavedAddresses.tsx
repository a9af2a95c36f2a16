import { useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, useShopForm } from '#app/ui/form/index.ts'
import { ADDRESS } from './address-form'
import { addressFieldMessage, addressLabel, addressPayload, preselectAddress, type SavedAddress } from './addresses'
import { Combobox } from './Combobox'
import { createAddressFn, deleteAddressFn, listAddressesFn, localityStreetsFn } from './delivery.functions'
import { deliveryState } from './delivery-state'

/** The kit's send result: the errors show in the section's list (its loads and deletes use it too). */
const NONE = { ok: true, fields: {}, messages: [] }

type Regions = readonly {
  regionId: number
  label: string
  localities: readonly { localityId: number | string; label: string }[]
}[]

/**
 * A signed-in shopper's saved delivery addresses: pick one (the default is preselected), delete
 * one, or save a new one. Personal: rendered only in the browser for a signed-in shopper (the
 * cart page mounts it after hydration), never in page-cached HTML. A failure shows the body.
 */
export default function SavedAddresses({ regions }: { regions: Regions }) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const id = useId()
  const snap = useSnapshot(deliveryState)
  const [list, setList] = useState<SavedAddress[] | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [adding, setAdding] = useState(false)
  const [busy, setBusy] = useState(false)
  const [localityId, setLocalityId] = useState<number | null>(null)
  const [street, setStreet] = useState<{ id: number; name: string } | null>(null)
  const [streetText, setStreetText] = useState('')
  // the street search's last answer was a failure (addressFieldMessage)
  const [streetsFailed, setStreetsFailed] = useState(false)
  const t = (key: MessageId) => intl.formatMessage({ id: key })
  // An address without city_title (the spec's has only the city id) is named by the locality's label.
  const cityName = (cityId: number) => regions.flatMap((r) => r.localities).find((l) => l.localityId === cityId)?.label
  const label = (a: SavedAddress) => addressLabel(a, cityName)

  const apply = (r: { ok: true; data: SavedAddress[] } | { ok: false; errors: string[] }) => {
    if (!r.ok) return void setErrors(r.errors.length ? r.errors : [t('addresses.failed')])
    setErrors([])
    setList(r.data)
    const chosen = preselectAddress(r.data, deliveryState.addressId)
    deliveryState.addressId = chosen
    const a = r.data.find((x) => x.shipping_address_id === chosen)
    deliveryState.addressText = a ? label(a) : ''
  }
  const guard = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch {
      setErrors([t('addresses.failed')])
    } finally {
      setBusy(false)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per language
  useEffect(() => {
    void guard(async () => apply(await listAddressesFn({ data: { lang } })))
  }, [lang])

  const form = useShopForm({
    schema: ADDRESS,
    defaultValues: { building: '', apartment: '', note: '', default: false },
    send: async (v) => {
      // the locality and the building missing, a value over its length: at the field, in the page's language
      const invalid = controlProblems(form.formRef.current, (key, values) => intl.formatMessage({ id: key }, values))
      if (invalid) return invalid
      const built = addressPayload({
        cityId: localityId,
        streetId: street?.id,
        streetText,
        building: v.building,
        apartment: v.apartment,
        note: v.note,
        isDefault: v.default,
      })
      if (!built.ok) {
        setErrors(built.fields.map((f) => t(addressFieldMessage(f, streetsFailed))))
        return NONE
      }
      await guard(async () => {
        const r = await createAddressFn({ data: { lang, payload: built.payload } })
        if (r.ok) {
          const created = (r.data ?? []).filter(
            (a) => !list?.some((x) => x.shipping_address_id === a.shipping_address_id),
          )
          if (created[0]) deliveryState.addressId = created[0].shipping_address_id
          setAdding(false)
          setStreet(null)
          setStreetText('')
        }
        // saved, but the list could not be read again: the shown list stays, the next load has it
        if (!r.ok) apply(r)
        else if (r.data) apply({ ok: true, data: r.data })
        else setErrors([])
      })
      return NONE
    },
  })
  // the form starts empty each time it opens, as its inputs did
  const startAdding = () => {
    form.reset()
    setAdding(true)
  }

  return (
    <section className="addresses" aria-labelledby={`${id}-title`} data-testid="saved-addresses">
      <h3 id={`${id}-title`}>
        <FormattedMessage id="addresses.title" />
      </h3>
      {list === null && errors.length === 0 ? <p aria-busy="true">{t('addresses.loading')}</p> : null}
      {list && list.length === 0 ? <p>{t('addresses.none')}</p> : null}
      {list && list.length > 0 ? (
        <ul className="addresses__list">
          {list.map((a) => (
            <li key={a.shipping_address_id} className="addresses__item" data-testid="saved-address">
              <label className="radio">
                <input
                  type="radio"
                  name={`${id}-address`}
                  checked={snap.addressId === a.shipping_address_id}
                  onChange={() => {
                    deliveryState.addressId = a.shipping_address_id
                    deliveryState.addressText = label(a)
                  }}
                />
                <span>
                  {label(a)}
                  {a.is_default ? <em className="addresses__default"> · {t('addresses.default')}</em> : null}
                </span>
              </label>
              <button
                type="button"
                className="button button--link"
                // aria-disabled while the list is busy: disabled, the pressed button dropped the focus to the page
                aria-disabled={busy}
                aria-label={intl.formatMessage({ id: 'addresses.delete' }, { address: label(a) })}
                onClick={() =>
                  busy ||
                  void guard(async () => {
                    const r = await deleteAddressFn({ data: { lang, id: a.shipping_address_id } })
                    // deleted, but the list could not be read again: it goes from the shown one
                    const rest = (list ?? []).filter((x) => x.shipping_address_id !== a.shipping_address_id)
                    apply(r.ok ? { ok: true, data: r.data ?? rest } : r)
                  })
                }
              >
                <FormattedMessage id="addresses.deleteShort" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* While the form is open its errors show above its buttons, where a phone's screen is after a tap on Save. */}
      {adding ? null : <FormErrors errors={errors} testId="addresses-errors" />}
      {adding ? (
        <form
          ref={form.formRef}
          className="form addresses__form"
          // a save or a delete under way: a press of the resting Save sends nothing (aria-disabled does not stop a submit)
          onSubmit={(e) => (busy ? e.preventDefault() : void form.onSubmit(e))}
          noValidate
          data-testid="address-form"
        >
          <CheckedField form={form} id={`${id}-city`} name="city" labelId="addresses.city">
            {(aria) => (
              <select
                {...aria}
                id={`${id}-city`}
                name="city"
                required
                value={localityId ?? ''}
                onChange={(e) => {
                  setLocalityId(e.target.value ? Number(e.target.value) : null)
                  setStreet(null)
                  setStreetText('')
                }}
              >
                <option value="">{t('delivery.chooseLocality')}</option>
                {regions.map((r) => (
                  <optgroup key={r.regionId} label={r.label}>
                    {/* A saved address's city is an integer id (spec 3 "Delivery address"): a text id cannot be saved. */}
                    {r.localities
                      .flatMap((l) => (typeof l.localityId === 'number' ? [l] : []))
                      .map((l) => (
                        <option key={l.localityId} value={l.localityId}>
                          {l.label}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            )}
          </CheckedField>
          <Combobox<{ id: number; name: string }>
            key={`street-${localityId ?? 0}`}
            testId="address-street"
            label={t('addresses.street')}
            value={street?.name ?? ''}
            disabled={!localityId}
            search={async (query) => {
              if (!localityId) return []
              const r = await localityStreetsFn({ data: { lang, localityId, query } })
              setStreetsFailed(!r.ok)
              return r.ok ? r.data : null
            }}
            optionKey={(o) => String(o.id)}
            optionLabel={(o) => o.name}
            onSelect={setStreet}
            onTextChange={setStreetText}
            emptyText={t('carrier.nothingFound')}
            errorText={t('carrier.searchFailed')}
          />
          <div className="carrier__house">
            <CheckedField form={form} id={`${id}-building`} name="building" labelId="addresses.building">
              {(aria) => <Input {...aria} form={form} id={`${id}-building`} name="building" required maxLength={20} />}
            </CheckedField>
            <CheckedField form={form} id={`${id}-apartment`} name="apartment" labelId="carrier.apartment">
              {(aria) => <Input {...aria} form={form} id={`${id}-apartment`} name="apartment" maxLength={20} />}
            </CheckedField>
          </div>
          <CheckedField form={form} id={`${id}-note`} name="note" labelId="addresses.note">
            {(aria) => <Input {...aria} form={form} id={`${id}-note`} name="note" maxLength={500} />}
          </CheckedField>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: the control (the kit's Input) is inside the label */}
          <label className="checkbox">
            <Input form={form} type="checkbox" name="default" />
            <FormattedMessage id="addresses.makeDefault" />
          </label>
          <FormErrors errors={errors} testId="addresses-errors" />
          <div className="addresses__actions">
            <button type="submit" className="button button--primary" aria-disabled={busy}>
              <FormattedMessage id="addresses.save" />
            </button>
            <button type="button" className="button" onClick={() => setAdding(false)}>
              <FormattedMessage id="addresses.cancel" />
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button" onClick={startAdding} data-testid="address-add">
          <FormattedMessage id="addresses.add" />
        </button>
      )}
    </section>
  )
}
