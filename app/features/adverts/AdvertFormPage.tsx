import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { ADVERT_UPLOAD_BODY_BYTES, ADVERTS } from '../../../app/api/contract/advert-rules'
import { closeModal, modalState, openModal } from '../../modals/store'
import { useLocale } from '../../shell/useShell'
import { DecimalInput } from '../../ui/DecimalInput'
import { FileInput } from '../../ui/FileInput'
import { FormErrors } from '../../ui/FormErrors'
import { LabeledField } from '../../ui/LabeledField'
import { deleteAdvert, saveAdvert } from './advert-save'
import type { AdvertCategory, AdvertDetail, AdvertRegion } from './adverts.server'
import { ChoiceOptions } from './ChoiceOptions'
import { DeleteAdvertActions } from './DeleteAdvertActions'
import { type AdvertFormState, advertBody, emptyAdvertForm, errorPlace, FIELD_LABELS, FORM_LANGS, imageProblems, publishCheck } from './form-rules'
import { PointPicker } from './PointPicker'
import { useAdvertLookups } from './useAdvertLookups'
import './adverts.css'

const Dialog = lazy(() => import('../../ui/Dialog').then((m) => ({ default: m.Dialog })))

function stateOf(advert: AdvertDetail | undefined): AdvertFormState {
  if (!advert) return emptyAdvertForm()
  return {
    ...emptyAdvertForm(),
    type: advert.type,
    titles: { ro: advert.titles.ro, ru: advert.titles.ru },
    descriptions: { ro: advert.descriptions.ro, ru: advert.descriptions.ru },
    category: advert.category ? String(advert.category.id) : '',
    region: advert.region ? String(advert.region.id) : '',
    location: advert.location ? String(advert.location.id) : '',
    sector: advert.sector ? String(advert.sector.id) : '',
    price: advert.price === null ? '' : String(advert.price),
    currency: advert.default_currency,
    negotiable: advert.is_negotiable_price,
    area: advert.area === null ? '' : String(advert.area),
    areaUnit: advert.default_area_unit,
    address: advert.address,
    lat: advert.lat === null ? '' : String(advert.lat),
    lon: advert.lon === null ? '' : String(advert.lon),
    cadastral: advert.cadastral_number,
    contactName: advert.contacts[0]?.name ?? '',
    phones: advert.contacts.length ? advert.contacts.map((c) => c.phone) : [''],
    isActive: advert.is_active,
    images: advert.images.map((i) => ({ id: i.id, url: i.url })),
    attributes: Object.fromEntries(advert.attributes.map((a) => [String(a.attribute), String(a.value)])),
    storedAttributes: advert.attributes.map((a) => a.attribute),
  }
}

/**
 * /{lang}/adverts/add and /{lang}/adverts/edit/{id}: the advert form (accounts spec 5; decision
 * 0024). The body is advertFormData's (form-rules.ts); pictures are checked in the browser before
 * upload; publishing opens addAnnouncementSuccess, a draft draftSave; delete asks in the delete
 * modal and, on 204, flags the advert deleted.
 */
export function AdvertFormPage({ categories, regions, advert }: { categories: AdvertCategory[]; regions: AdvertRegion[]; advert?: AdvertDetail }) {
  const intl = useIntl()
  const lang = useLocale()
  const { open } = useSnapshot(modalState)
  const [state, setState] = useState<AdvertFormState>(() => stateOf(advert))
  const [imageErrors, setImageErrors] = useState<string[]>([])
  const [errors, setErrors] = useState<string[]>([])
  /** Field errors shown next to their field (issue 51 point 1), in the page's language. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  // Each refusal brings the first marked field into view, once it is on the page (a phone shows the publish button far below it).
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals) document.querySelector('.advert-form .field__error')?.scrollIntoView({ block: 'center' })
  }, [refusals])
  const fieldError = (key: string): ReactNode =>
    fieldErrors[key] ? (
      <p className="field__error" data-testid={`advert-error-${key}`}>
        {fieldErrors[key]}
      </p>
    ) : null
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<{ slug: string; isDraft: boolean } | null>(null)
  const [deleted, setDeleted] = useState(false)
  const fileId = useId()
  const set = (patch: Partial<AdvertFormState>) => setState((s) => ({ ...s, ...patch }))

  const { locations, sectors, attributes } = useAdvertLookups(lang, { region: state.region, location: state.location, category: state.category })
  const setAttribute = (id: number, value: string) => set({ attributes: { ...state.attributes, [id]: value } })

  const previews = useMemo(
    () => state.images.map((img) => (img instanceof File ? { key: `${img.name}-${img.size}-${img.lastModified}`, url: URL.createObjectURL(img) } : { key: String(img.id), url: img.url })),
    [state.images],
  )
  useEffect(
    () => () => {
      for (const p of previews) if (p.url.startsWith('blob:')) URL.revokeObjectURL(p.url)
    },
    [previews],
  )

  const pick = (files: FileList | null) => {
    const list = [...(files ?? [])]
    const { accepted, problems } = imageProblems(list, state.images.length)
    setImageErrors(problems.map((p) => intl.formatMessage({ id: `adverts.form.image.${p.reason}` }, { name: p.name, mb: ADVERTS.images.maxBytes / 1024 / 1024, max: ADVERTS.images.maxPerAdvert })))
    set({ images: [...state.images, ...accepted.map((i) => list[i]!)] })
  }
  const remove = (i: number) => {
    const img = state.images[i]
    set({ images: state.images.filter((_, j) => j !== i), deletedImages: img && !(img instanceof File) ? [...state.deletedImages, img.id] : state.deletedImages })
  }

  /** Field errors: next to their field when the form shows it, else in the list under the form with the field's label (never its key). */
  const showFieldErrors = (fields: Record<string, string>, draft: boolean) => {
    const placed: Record<string, string> = {}
    const listed: string[] = []
    for (const [key, message] of Object.entries(fields)) {
      if (
        errorPlace(
          key,
          attributes.map((a) => a.id),
        ) === 'field'
      ) {
        placed[key] = message
        continue
      }
      const label = FIELD_LABELS[key]
        ? intl.formatMessage({ id: FIELD_LABELS[key].id }, FIELD_LABELS[key].values)
        : key.startsWith('attributes.')
          ? intl.formatMessage({ id: 'adverts.attributes' })
          : null
      listed.push(label ? `${label}: ${message}` : message)
    }
    setFieldErrors(placed)
    setErrors([intl.formatMessage({ id: draft ? 'advertsArea.form.checkFieldsDraft' : 'advertsArea.form.checkFields' }), ...listed])
    setRefusals((n) => n + 1)
  }

  const save = async (draft: boolean) => {
    setErrors([])
    setFieldErrors({})
    // The publish rules, before sending (the back end checks the same ones: publishProblems).
    const missing = publishCheck(state, draft, advert ? [advert.titles.uk, advert.titles.en] : [])
    if (Object.keys(missing).length) return showFieldErrors(Object.fromEntries(Object.entries(missing).map(([k, id]) => [k, intl.formatMessage({ id })])), draft)
    setBusy(true)
    // On edit (stored, or saved once from this page) an emptied field is sent as cleared (decision 0066).
    const body = advertBody(state, draft, state.category ? attributes.map((a) => a.id) : null, Boolean(advert || saved))
    try {
      const r = await saveAdvert(lang, saved?.slug ?? advert?.slug, body)
      if (r.ok) {
        setSaved({ slug: r.slug, isDraft: r.isDraft })
        set({ images: state.images, deletedImages: [] })
        openModal(draft ? 'draftSave' : 'addAnnouncementSuccess')
      } else if (r.status === 413) setErrors([intl.formatMessage({ id: 'advertsArea.form.tooLarge' }, { mb: Math.floor(ADVERT_UPLOAD_BODY_BYTES / 1024 / 1024) })])
      else if (r.status === 401) setErrors([intl.formatMessage({ id: 'advertsArea.form.signedOut' })])
      else if (Object.keys(r.fields).length) showFieldErrors(r.fields, draft)
      else setErrors(r.messages.length ? r.messages : [intl.formatMessage({ id: 'advertsArea.form.saveFailed' })])
    } catch {
      // The network or the Worker failed before an answer: no English text of the browser's.
      setErrors([intl.formatMessage({ id: 'advertsArea.form.saveFailed' })])
    } finally {
      setBusy(false)
    }
  }

  const remove_ = async () => {
    if (!advert) return
    const r = await deleteAdvert(lang, saved?.slug ?? advert.slug)
    closeModal('delete')
    if (r.ok) setDeleted(true)
    else setErrors([intl.formatMessage({ id: 'adverts.form.deleteFailed' })])
  }

  if (deleted)
    return (
      <div className="advert-form-page">
        <h1>
          <FormattedMessage id="adverts.form.editTitle" />
        </h1>
        <p className="notice notice--success" role="status" data-testid="advert-deleted">
          <FormattedMessage id="adverts.form.deleted" />
        </p>
        <a href={`/${lang}/adverts`}>
          <FormattedMessage id="adverts.title" />
        </a>
      </div>
    )

  return (
    <div className="advert-form-page">
      <h1>
        <FormattedMessage id={advert ? 'adverts.form.editTitle' : 'adverts.form.addTitle'} />
      </h1>
      <form
        className="advert-form"
        data-testid="advert-form"
        onSubmit={(e) => {
          e.preventDefault()
          void save(false)
        }}
      >
        <LabeledField labelId="advertsArea.type" error={fieldError('type')}>
          <select value={state.type} onChange={(e) => set({ type: e.target.value as AdvertFormState['type'] })} data-testid="advert-type">
            {ADVERTS.types.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `advertsArea.type.${t}` })}
              </option>
            ))}
          </select>
        </LabeledField>
        {FORM_LANGS.map((l) => (
          <fieldset key={l} className="advert-form__texts" lang={l}>
            <legend>{intl.formatMessage({ id: `advertsArea.form.lang.${l}` })}</legend>
            <div className="field">
              <label className="field">
                <span>{intl.formatMessage({ id: 'advertsArea.form.titleIn' }, { lang: l.toUpperCase() })}</span>
                <input value={state.titles[l]} maxLength={ADVERTS.titleMaxLength} onChange={(e) => set({ titles: { ...state.titles, [l]: e.target.value } })} data-testid={`advert-title-${l}`} />
              </label>
              {fieldError(`title_${l}`)}
            </div>
            <div className="field">
              <label className="field">
                <span>{intl.formatMessage({ id: 'advertsArea.form.descriptionIn' }, { lang: l.toUpperCase() })}</span>
                <textarea
                  rows={4}
                  value={state.descriptions[l]}
                  maxLength={ADVERTS.descriptionMaxLength}
                  onChange={(e) => set({ descriptions: { ...state.descriptions, [l]: e.target.value } })}
                  data-testid={`advert-description-${l}`}
                />
              </label>
              {fieldError(`description_${l}`)}
            </div>
          </fieldset>
        ))}
        <LabeledField labelId="adverts.category" error={fieldError('category')}>
          <select value={state.category} onChange={(e) => set({ category: e.target.value })}>
            <ChoiceOptions emptyId="adverts.form.choose" items={categories} />
          </select>
        </LabeledField>
        <div className="advert-form__row">
          <LabeledField labelId="adverts.region" error={fieldError('region')}>
            <select value={state.region} onChange={(e) => set({ region: e.target.value, location: '', sector: '' })}>
              <ChoiceOptions emptyId="adverts.form.choose" items={regions} />
            </select>
          </LabeledField>
          <LabeledField labelId="adverts.form.location" error={fieldError('location')}>
            <select value={state.location} onChange={(e) => set({ location: e.target.value, sector: '' })} disabled={!state.region}>
              <ChoiceOptions emptyId="adverts.form.choose" items={locations} kept={state.location && String(advert?.location?.id) === state.location ? advert?.location : null} />
            </select>
          </LabeledField>
        </div>
        {sectors.length || state.sector || fieldErrors.sector ? (
          <LabeledField labelId="advertsArea.sector" error={fieldError('sector')}>
            <select value={state.sector} onChange={(e) => set({ sector: e.target.value })}>
              <ChoiceOptions emptyId="adverts.form.choose" items={sectors} kept={state.sector && String(advert?.sector?.id) === state.sector ? advert?.sector : null} />
            </select>
          </LabeledField>
        ) : null}
        {attributes.length ? (
          <fieldset className="advert-form__attributes" data-testid="advert-attributes-input">
            <legend>
              <FormattedMessage id="adverts.attributes" />
            </legend>
            {fieldError(ADVERTS.formLists.attributes)}
            {attributes.map((a) => (
              <div key={a.id} className="field">
                {/* biome-ignore lint/a11y/noLabelWithoutControl: the control (a select or a DecimalInput's input) is inside the label */}
                <label className="field">
                  <span>{a.unit ? `${a.title}, ${a.unit}` : a.title}</span>
                  {a.type === 'select' ? (
                    <select value={state.attributes[a.id] ?? ''} onChange={(e) => setAttribute(a.id, e.target.value)}>
                      <ChoiceOptions emptyId="adverts.form.choose" items={a.options} />
                    </select>
                  ) : (
                    <DecimalInput value={state.attributes[a.id] ?? ''} onValueChange={(v) => setAttribute(a.id, v)} negative />
                  )}
                </label>
                {fieldError(`attributes.${a.id}`)}
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className="advert-form__row">
          <LabeledField labelId="adverts.form.price" error={fieldError('price')}>
            <DecimalInput value={state.price} onValueChange={(v) => set({ price: v })} min={0} max={ADVERTS.priceMax} />
          </LabeledField>
          <LabeledField labelId="adverts.currency" error={fieldError('default_currency')}>
            <select value={state.currency} onChange={(e) => set({ currency: e.target.value as AdvertFormState['currency'] })}>
              {ADVERTS.currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </LabeledField>
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={state.negotiable} onChange={(e) => set({ negotiable: e.target.checked })} /> <FormattedMessage id="adverts.form.negotiable" />
        </label>
        <div className="advert-form__row">
          <LabeledField labelId="adverts.form.area" error={fieldError('area')}>
            <DecimalInput value={state.area} onValueChange={(v) => set({ area: v })} min={0} max={ADVERTS.areaMax} />
          </LabeledField>
          <LabeledField labelId="adverts.form.areaUnit" error={fieldError('default_area_unit')}>
            <select value={state.areaUnit} onChange={(e) => set({ areaUnit: e.target.value as AdvertFormState['areaUnit'] })}>
              {ADVERTS.areaUnits.map((u) => (
                <option key={u} value={u}>
                  {intl.formatMessage({ id: `adverts.form.unit.${u}` })}
                </option>
              ))}
            </select>
          </LabeledField>
        </div>
        <LabeledField labelId="advertsArea.form.address" error={fieldError('address')}>
          <input value={state.address} maxLength={ADVERTS.addressMaxLength} onChange={(e) => set({ address: e.target.value })} autoComplete="street-address" />
        </LabeledField>
        <PointPicker lat={state.lat} lon={state.lon} onChange={(lat, lon) => set({ lat, lon })} latError={fieldError('lat')} lonError={fieldError('lon')} />
        <LabeledField labelId="advertsArea.form.cadastral" error={fieldError('cadastral_number')}>
          <input value={state.cadastral} maxLength={ADVERTS.cadastralMaxLength} onChange={(e) => set({ cadastral: e.target.value })} />
        </LabeledField>
        <fieldset className="advert-form__contacts" data-testid="advert-contacts">
          <legend>{intl.formatMessage({ id: 'advertsArea.form.contacts' })}</legend>
          {fieldError(ADVERTS.formLists.contacts)}
          <LabeledField labelId="advertsArea.form.contactName">
            <input value={state.contactName} maxLength={100} onChange={(e) => set({ contactName: e.target.value })} autoComplete="name" />
          </LabeledField>
          {state.phones.map((phone, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the phones are a plain list edited in place
            <div key={i} className="advert-form__phone">
              <label className="field">
                <span>{intl.formatMessage({ id: 'advertsArea.form.phoneN' }, { n: i + 1 })}</span>
                <input type="tel" value={phone} maxLength={30} onChange={(e) => set({ phones: state.phones.map((p, j) => (j === i ? e.target.value : p)) })} autoComplete="tel" />
              </label>
              {state.phones.length > 1 ? (
                <button type="button" className="link-button" onClick={() => set({ phones: state.phones.filter((_, j) => j !== i) })}>
                  <FormattedMessage id="advertsArea.form.removePhone" values={{ n: i + 1 }} />
                </button>
              ) : null}
            </div>
          ))}
          {state.phones.length < ADVERTS.contactsMax ? (
            <button type="button" className="button" onClick={() => set({ phones: [...state.phones, ''] })} data-testid="advert-add-phone">
              <FormattedMessage id="advertsArea.form.addPhone" />
            </button>
          ) : null}
        </fieldset>
        <label className="checkbox">
          <input type="checkbox" checked={state.isActive} onChange={(e) => set({ isActive: e.target.checked })} data-testid="advert-active" /> <FormattedMessage id="advertsArea.form.active" />
        </label>
        <div className="advert-form__images">
          <label htmlFor={fileId} className="field">
            <span>
              <FormattedMessage id="adverts.form.images" values={{ max: ADVERTS.images.maxPerAdvert, mb: ADVERTS.images.maxBytes / 1024 / 1024 }} />
            </span>
          </label>
          <FileInput
            id={fileId}
            showNames={false}
            multiple
            accept={ADVERTS.images.types.join(',')}
            data-testid="advert-images"
            onChange={(e) => {
              pick(e.target.files)
              e.target.value = ''
            }}
          />
          <FormErrors errors={imageErrors} testId="advert-image-errors" />
          {fieldError(ADVERTS.images.field)}
          {previews.length ? (
            <ul className="advert-form__thumbs">
              {previews.map((p, i) => (
                <li key={p.key}>
                  <img src={p.url} alt="" width={96} height={60} />
                  {i === 0 ? (
                    <span className="advert-form__preview">
                      <FormattedMessage id="adverts.form.preview" />
                    </span>
                  ) : null}
                  <button type="button" className="link-button" onClick={() => remove(i)}>
                    <FormattedMessage id="adverts.form.removeImage" values={{ n: i + 1 }} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FormErrors errors={errors} testId="advert-form-errors" />
        <div className="advert-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="advert-publish">
            <FormattedMessage id="adverts.form.publish" />
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void save(true)} data-testid="advert-save-draft">
            <FormattedMessage id="adverts.form.saveDraft" />
          </button>
          {advert ? (
            <button type="button" className="button button--danger" onClick={() => openModal('delete')} data-testid="advert-delete">
              <FormattedMessage id="adverts.form.delete" />
            </button>
          ) : null}
        </div>
      </form>
      {open === 'addAnnouncementSuccess' || open === 'draftSave' || open === 'delete' ? (
        <Suspense fallback={null}>
          <Dialog
            open
            onClose={() => closeModal(open)}
            title={intl.formatMessage({ id: open === 'addAnnouncementSuccess' ? 'adverts.form.published' : open === 'draftSave' ? 'adverts.form.draftSaved' : 'adverts.form.deleteQuestion' })}
            closeLabel={intl.formatMessage({ id: 'modal.close' })}
            testId={open}
          >
            {open === 'delete' ? (
              <DeleteAdvertActions onDelete={() => void remove_()} />
            ) : saved ? (
              <p>
                <a href={`/${lang}/adverts/${open === 'draftSave' ? `edit/${saved.slug}` : saved.slug}`} data-testid="advert-saved-link">
                  <FormattedMessage id={open === 'draftSave' ? 'adverts.form.continue' : 'adverts.form.view'} />
                </a>
              </p>
            ) : null}
          </Dialog>
        </Suspense>
      ) : null}
    </div>
  )
}
