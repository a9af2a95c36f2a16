import { useStore } from '@tanstack/react-form'
import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import * as z from 'zod/mini'
import type { MessageId } from '#app/i18n/messages.ts'
import { useEarlyValue } from '#app/lib/useEarlyValue.ts'
import { closeModal, modalState, openModal } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { DecimalInput } from '#app/ui/DecimalInput.tsx'
import { FileInput } from '#app/ui/FileInput.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { Input, Select, type SendResult, TextArea, useShopForm } from '#app/ui/form/index.ts'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import { phoneMaskName } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { ADVERT_UPLOAD_BODY_BYTES, ADVERTS } from '#contract/advert-rules.ts'
import { loginPath } from '#platform/shared/protected-pages.ts'
import {
  advertDraftKey,
  clearAdvertDraft,
  DRAFT_RESTORED_NOTICE_MS,
  type KeptDraft,
  keepForSignIn,
  type SavedAdvert,
  useKeptAdvertDraft,
  watchSessionEnd,
} from './advert-draft'
import { deleteAdvert, type SaveResult, saveAdvert } from './advert-save'
import type { AdvertCategory, AdvertDetail, AdvertRegion } from './adverts.server'
import { ChoiceOptions } from './ChoiceOptions'
import { DeleteAdvertActions } from './DeleteAdvertActions'
import {
  type AdvertFormState,
  advertBody,
  emptyAdvertForm,
  errorField,
  errorPlace,
  FIELD_LABELS,
  FORM_LANGS,
  imageProblems,
  phoneProblems,
  publishCheck,
} from './form-rules'
import { PointPicker } from './PointPicker'
import { useAdvertLookups } from './useAdvertLookups'
import './adverts.css'

const Dialog = lazy(() => import('#app/ui/Dialog.tsx').then((m) => ({ default: m.Dialog })))

/** The form's values go to the send as they are (advertBody cleans them); the publish rules are the kit's extraChecks, as they depend on the button. */
const ADVERT_FORM = z.custom<AdvertFormState>()

function stateOf(advert: AdvertDetail | undefined): AdvertFormState {
  if (!advert) return emptyAdvertForm()
  const empty = emptyAdvertForm()
  // A value the back end sent that the form has no choice for (its own currency, type or unit) starts
  // as the form's default: the seller picks one of the shop's.
  const currency = ADVERTS.currencies.find((c) => c === advert.default_currency)
  return {
    ...empty,
    type: advert.type ?? empty.type,
    title_ro: advert.titles.ro,
    title_ru: advert.titles.ru,
    description_ro: advert.descriptions.ro,
    description_ru: advert.descriptions.ru,
    category: advert.category ? String(advert.category.id) : '',
    region: advert.region ? String(advert.region.id) : '',
    location: advert.location ? String(advert.location.id) : '',
    sector: advert.sector ? String(advert.sector.id) : '',
    price: advert.price === null ? '' : String(advert.price),
    default_currency: currency ?? empty.default_currency,
    negotiable: advert.is_negotiable_price,
    area: advert.area === null ? '' : String(advert.area),
    default_area_unit: advert.default_area_unit ?? empty.default_area_unit,
    address: advert.address,
    lat: advert.lat === null ? '' : String(advert.lat),
    lon: advert.lon === null ? '' : String(advert.lon),
    cadastral_number: advert.cadastral_number,
    contactName: advert.contacts[0]?.name ?? '',
    phones: advert.contacts.length ? advert.contacts.map((c) => c.phone) : [''],
    isActive: advert.is_active,
    images: advert.images.map((i) => ({ id: i.id, url: i.url })),
    attributes: Object.fromEntries(advert.attributes.map((a) => [String(a.attribute), String(a.value)])),
    storedAttributes: advert.attributes.map((a) => a.attribute),
  }
}

interface AdvertFormProps {
  categories: AdvertCategory[]
  regions: AdvertRegion[]
  advert?: AdvertDetail
}

/**
 * /{lang}/adverts/add and /{lang}/adverts/edit/{id}: the advert form (accounts spec 5; decision
 * 0024), a kit form (decision 0078). The body is advertFormData's (form-rules.ts); pictures are
 * checked in the browser before upload; publishing opens addAnnouncementSuccess, a draft draftSave;
 * delete asks in the delete modal and, on 204, flags the advert deleted. What the seller typed before
 * a sign-in the session's end asked for comes back once the page is interactive (advert-draft.ts,
 * decision 0132): the form is drawn again with it as its starting values.
 */
export function AdvertFormPage(props: AdvertFormProps) {
  const draftKey = advertDraftKey(props.advert)
  const kept = useKeptAdvertDraft(draftKey)
  return <AdvertForm key={kept ? 'kept' : 'stored'} {...props} draftKey={draftKey} kept={kept ?? null} />
}

function AdvertForm({
  categories,
  regions,
  advert,
  draftKey,
  kept,
}: AdvertFormProps & { draftKey: string; kept: KeptDraft | null }) {
  const intl = useIntl()
  const lang = useLocale()
  // The seller's national numbers go as the site's country's (`069 123 456`: +37369123456).
  const phoneMask = PHONE_MASKS[phoneMaskName(useShell().settings)]
  const { open } = useSnapshot(modalState)
  const [defaults] = useState(() => kept?.values ?? stateOf(advert))
  const [imageErrors, setImageErrors] = useState<string[]>([])
  // slug null: created, but the answer named no advert (the dialog's link goes to the shopper's adverts).
  // A kept form brings what this page had created before the sign-in: the next save edits it.
  const [saved, setSaved] = useState<SavedAdvert | null>(() => kept?.saved ?? null)
  const savedNow = useRef(saved)
  savedNow.current = saved
  const [deleted, setDeleted] = useState(false)
  const fileId = useId()
  /** The draft button sends the form too: a draft is saved without the publish rules. */
  const draftButton = useRef<HTMLButtonElement>(null)
  const draft = useRef(false)

  const form = useShopForm({
    schema: ADVERT_FORM,
    defaultValues: defaults,
    clearOnSend: true,
    invalidMessage: 'advertsArea.form.checkFields',
    // `refused` placed each field error it kept by a field of this form (its lists, the map's coordinates)
    showsOwn: () => true,
    // The publish rules and the phone rule, before sending (the back end checks the same ones:
    // publishProblems, registerPhoneSchema); a phone's error goes under that phone.
    extraChecks: (): Record<string, MessageId> => ({
      ...publishCheck(
        form.api.state.values as AdvertFormState,
        draft.current,
        advert ? [advert.titles.uk, advert.titles.en] : [],
      ),
      ...phoneProblems((form.api.state.values as AdvertFormState).phones, phoneMask),
    }),
    send: (state) => save(state, draft.current),
  })
  const state = useStore(form.api.store, (s) => s.values) as AdvertFormState
  // The session ending on this page (a save's 401: sign-in, accounts spec 8) keeps the fields for after it.
  useEffect(
    () =>
      watchSessionEnd(
        draftKey,
        () => form.api.state.values as AdvertFormState,
        () => intl.formatMessage({ id: 'advertsArea.form.signedOut' }),
        () => savedNow.current,
      ),
    [draftKey, form.api, intl],
  )
  useEffect(() => {
    if (kept)
      showToast(
        intl.formatMessage({ id: 'advertsArea.form.draftRestored' }, { photos: kept.droppedPhotos }),
        'info',
        DRAFT_RESTORED_NOTICE_MS,
      )
  }, [kept, intl])
  const set = (patch: Partial<AdvertFormState>) => {
    for (const [name, value] of Object.entries(patch)) form.api.setFieldValue(name, value)
  }
  const chooseRegion = (region: string) => set({ region, location: '', sector: '' })
  const chooseLocation = (location: string) => set({ location, sector: '' })
  // A region or locality chosen before the page was interactive is taken at hydration (useEarlyValue).
  const regionSelect = useEarlyValue(state.region, chooseRegion)
  const locationSelect = useEarlyValue(state.location, chooseLocation)
  /** Field errors shown next to their field (issue 51 point 1), in the page's language. */
  const fieldError = (key: string): ReactNode =>
    form.errors[key] ? (
      <p className="field__error" data-testid={`advert-error-${key}`}>
        {form.errors[key]}
      </p>
    ) : null
  // Each refusal brings the first marked field into view, once it is on the page (a phone shows the publish button far below it).
  useEffect(() => {
    if (Object.keys(form.errors).length)
      document.querySelector('.advert-form .field__error')?.scrollIntoView({ block: 'center' })
  }, [form.errors])

  const { locations, sectors, attributes } = useAdvertLookups(lang, {
    region: state.region,
    location: state.location,
    category: state.category,
  })
  const setAttribute = (id: number, value: string) => set({ attributes: { ...state.attributes, [id]: value } })

  const previews = useMemo(
    () =>
      state.images.map((img) =>
        img instanceof File
          ? { key: `${img.name}-${img.size}-${img.lastModified}`, url: URL.createObjectURL(img) }
          : { key: String(img.id), url: img.url },
      ),
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
    setImageErrors(
      problems.map((p) =>
        intl.formatMessage(
          { id: `adverts.form.image.${p.reason}` },
          { name: p.name, mb: ADVERTS.images.maxBytes / 1024 / 1024, max: ADVERTS.images.maxPerAdvert },
        ),
      ),
    )
    set({ images: [...state.images, ...accepted.map((i) => list[i]!)] })
  }
  const remove = (i: number) => {
    const img = state.images[i]
    set({
      images: state.images.filter((_, j) => j !== i),
      deletedImages: img && !(img instanceof File) ? [...state.deletedImages, img.id] : state.deletedImages,
    })
  }

  /** The back end's field errors: next to their field when the form shows it, else in the list under the form with the field's label (never its key). */
  const refused = (fields: Record<string, string>, isDraft: boolean): SendResult => {
    const placed: Record<string, string> = {}
    const listed: string[] = []
    for (const [sent, message] of Object.entries(fields)) {
      const key = errorField(sent)
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
    return {
      ok: false,
      fields: placed,
      messages: [
        intl.formatMessage({ id: isDraft ? 'advertsArea.form.checkFieldsDraft' : 'advertsArea.form.checkFields' }),
        ...listed,
      ],
    }
  }
  const failed = (id: MessageId, values?: Record<string, number>): SendResult => ({
    ok: false,
    fields: {},
    messages: [intl.formatMessage({ id }, values)],
  })

  const save = async (values: AdvertFormState, isDraft: boolean): Promise<SendResult> => {
    // Created, but the back end named no advert to edit (no slug): another save would create a second
    // one. The success dialog again, whose link goes to the shopper's adverts.
    if (saved && saved.slug === null) {
      openModal(saved.isDraft ? 'draftSave' : 'addAnnouncementSuccess')
      return { ok: true, fields: {}, messages: [] }
    }
    // On edit (stored, or saved once from this page) an emptied field is sent as cleared (decision 0066).
    const body = advertBody(
      values,
      isDraft,
      values.category ? attributes.map((a) => a.id) : null,
      Boolean(advert || saved),
      phoneMask,
    )
    let r: SaveResult
    try {
      r = await saveAdvert(lang, saved?.slug ?? advert?.slug ?? undefined, body)
    } catch {
      // The network or the Worker failed before an answer: no English text of the browser's.
      return failed('advertsArea.form.saveFailed')
    }
    if (r.ok) {
      clearAdvertDraft(draftKey)
      setSaved({ slug: r.slug, isDraft: r.isDraft })
      set({ deletedImages: [] })
      openModal(isDraft ? 'draftSave' : 'addAnnouncementSuccess')
      return { ok: true, fields: {}, messages: [] }
    }
    if (r.status === 413)
      return failed('advertsArea.form.tooLarge', { mb: Math.floor(ADVERT_UPLOAD_BODY_BYTES / 1024 / 1024) })
    // No session to send (the Worker's 401 without calling the back end; a refused token ends the session
    // before the answer gets here, watchSessionEnd): the access rule's sign-in, the fields kept for after it.
    if (r.status === 401) {
      keepForSignIn(draftKey, values, intl.formatMessage({ id: 'advertsArea.form.signedOut' }), saved)
      window.location.assign(loginPath(lang))
      return failed('advertsArea.form.signedOut')
    }
    if (Object.keys(r.fields).length) {
      // What no field carries (non_field_errors, detail) is shown with the fields' messages.
      const placed = refused(r.fields, isDraft)
      return { ...placed, messages: [...placed.messages, ...r.messages] }
    }
    return r.messages.length ? { ok: false, fields: {}, messages: r.messages } : failed('advertsArea.form.saveFailed')
  }

  const remove_ = async () => {
    if (!advert) return
    const r = await deleteAdvert(lang, saved?.slug ?? advert.slug)
    closeModal('delete')
    if (r.ok) setDeleted(true)
    else form.setMessages([intl.formatMessage({ id: 'adverts.form.deleteFailed' })])
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
        ref={form.formRef}
        className="advert-form"
        data-testid="advert-form"
        noValidate
        onSubmit={(e) => {
          draft.current = (e.nativeEvent as SubmitEvent).submitter === draftButton.current
          void form.onSubmit(e)
        }}
      >
        <LabeledField labelId="advertsArea.type" error={fieldError('type')}>
          <Select form={form} name="type" data-testid="advert-type">
            {ADVERTS.types.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `advertsArea.type.${t}` })}
              </option>
            ))}
          </Select>
        </LabeledField>
        {FORM_LANGS.map((l) => (
          <fieldset key={l} className="advert-form__texts" lang={l}>
            <legend>{intl.formatMessage({ id: `advertsArea.form.lang.${l}` })}</legend>
            <div className="field">
              {/* biome-ignore lint/a11y/noLabelWithoutControl: the kit's bound control is inside the label */}
              <label className="field">
                <span>{intl.formatMessage({ id: 'advertsArea.form.titleIn' }, { lang: l.toUpperCase() })}</span>
                <Input
                  form={form}
                  name={`title_${l}`}
                  maxLength={ADVERTS.titleMaxLength}
                  data-testid={`advert-title-${l}`}
                />
              </label>
              {fieldError(`title_${l}`)}
            </div>
            <div className="field">
              {/* biome-ignore lint/a11y/noLabelWithoutControl: the kit's bound control is inside the label */}
              <label className="field">
                <span>{intl.formatMessage({ id: 'advertsArea.form.descriptionIn' }, { lang: l.toUpperCase() })}</span>
                <TextArea
                  form={form}
                  name={`description_${l}`}
                  rows={4}
                  maxLength={ADVERTS.descriptionMaxLength}
                  data-testid={`advert-description-${l}`}
                />
              </label>
              {fieldError(`description_${l}`)}
            </div>
          </fieldset>
        ))}
        <LabeledField labelId="adverts.category" error={fieldError('category')}>
          <Select form={form} name="category">
            <ChoiceOptions emptyId="adverts.form.choose" items={categories} />
          </Select>
        </LabeledField>
        <div className="advert-form__row">
          <LabeledField labelId="adverts.region" error={fieldError('region')}>
            <select
              ref={regionSelect}
              name="region"
              value={state.region}
              onChange={(e) => chooseRegion(e.target.value)}
            >
              <ChoiceOptions emptyId="adverts.form.choose" items={regions} />
            </select>
          </LabeledField>
          <LabeledField labelId="adverts.form.location" error={fieldError('location')}>
            <select
              ref={locationSelect}
              name="location"
              value={state.location}
              onChange={(e) => chooseLocation(e.target.value)}
              disabled={!state.region}
            >
              <ChoiceOptions
                emptyId="adverts.form.choose"
                items={locations}
                kept={state.location && String(advert?.location?.id) === state.location ? advert?.location : null}
              />
            </select>
          </LabeledField>
        </div>
        {sectors.length || state.sector || form.errors.sector ? (
          <LabeledField labelId="advertsArea.sector" error={fieldError('sector')}>
            <Select form={form} name="sector">
              <ChoiceOptions
                emptyId="adverts.form.choose"
                items={sectors}
                kept={state.sector && String(advert?.sector?.id) === state.sector ? advert?.sector : null}
              />
            </Select>
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
                    <select
                      name={`attributes.${a.id}`}
                      value={state.attributes[a.id] ?? ''}
                      onChange={(e) => setAttribute(a.id, e.target.value)}
                    >
                      <ChoiceOptions emptyId="adverts.form.choose" items={a.options} />
                    </select>
                  ) : (
                    <DecimalInput
                      aria-invalid={form.errors[`attributes.${a.id}`] ? true : undefined}
                      name={`attributes.${a.id}`}
                      value={state.attributes[a.id] ?? ''}
                      onValueChange={(v) => setAttribute(a.id, v)}
                      negative
                    />
                  )}
                </label>
                {fieldError(`attributes.${a.id}`)}
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className="advert-form__row">
          <LabeledField labelId="adverts.form.price" error={fieldError('price')}>
            <DecimalInput
              aria-invalid={form.errors.price ? true : undefined}
              name="price"
              value={state.price}
              onValueChange={(v) => set({ price: v })}
              min={0}
              max={ADVERTS.priceMax}
            />
          </LabeledField>
          <LabeledField labelId="adverts.currency" error={fieldError('default_currency')}>
            <Select form={form} name="default_currency">
              {ADVERTS.currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </LabeledField>
        </div>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: the kit's bound control is inside the label */}
        <label className="checkbox">
          <Input form={form} name="negotiable" type="checkbox" /> <FormattedMessage id="adverts.form.negotiable" />
        </label>
        <div className="advert-form__row">
          <LabeledField labelId="adverts.form.area" error={fieldError('area')}>
            <DecimalInput
              aria-invalid={form.errors.area ? true : undefined}
              name="area"
              value={state.area}
              onValueChange={(v) => set({ area: v })}
              min={0}
              max={ADVERTS.areaMax}
            />
          </LabeledField>
          <LabeledField labelId="adverts.form.areaUnit" error={fieldError('default_area_unit')}>
            <Select form={form} name="default_area_unit">
              {ADVERTS.areaUnits.map((u) => (
                <option key={u} value={u}>
                  {intl.formatMessage({ id: `adverts.form.unit.${u}` })}
                </option>
              ))}
            </Select>
          </LabeledField>
        </div>
        <LabeledField labelId="advertsArea.form.address" error={fieldError('address')}>
          <Input form={form} name="address" maxLength={ADVERTS.addressMaxLength} autoComplete="street-address" />
        </LabeledField>
        <PointPicker
          lat={state.lat}
          lon={state.lon}
          onChange={(lat, lon) => set({ lat, lon })}
          latError={fieldError('lat')}
          lonError={fieldError('lon')}
        />
        <LabeledField labelId="advertsArea.form.cadastral" error={fieldError('cadastral_number')}>
          <Input form={form} name="cadastral_number" maxLength={ADVERTS.cadastralMaxLength} />
        </LabeledField>
        <fieldset className="advert-form__contacts" data-testid="advert-contacts">
          <legend>{intl.formatMessage({ id: 'advertsArea.form.contacts' })}</legend>
          {fieldError(ADVERTS.formLists.contacts)}
          <LabeledField labelId="advertsArea.form.contactName">
            <Input form={form} name="contactName" maxLength={100} autoComplete="name" />
          </LabeledField>
          {state.phones.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the phones are a plain list edited in place
            <div key={i} className="advert-form__phone">
              {/* biome-ignore lint/a11y/noLabelWithoutControl: the kit's bound control is inside the label */}
              <label className="field">
                <span>{intl.formatMessage({ id: 'advertsArea.form.phoneN' }, { n: i + 1 })}</span>
                <Input
                  form={form}
                  name={`phones[${i}]`}
                  type="tel"
                  maxLength={30}
                  autoComplete="tel"
                  aria-invalid={form.errors[`phones[${i}]`] ? true : undefined}
                />
              </label>
              {fieldError(`phones[${i}]`)}
              {state.phones.length > 1 ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => set({ phones: state.phones.filter((_, j) => j !== i) })}
                >
                  <FormattedMessage id="advertsArea.form.removePhone" values={{ n: i + 1 }} />
                </button>
              ) : null}
            </div>
          ))}
          {state.phones.length < ADVERTS.contactsMax ? (
            <button
              type="button"
              className="button"
              onClick={() => set({ phones: [...state.phones, ''] })}
              data-testid="advert-add-phone"
            >
              <FormattedMessage id="advertsArea.form.addPhone" />
            </button>
          ) : null}
        </fieldset>
        {/* biome-ignore lint/a11y/noLabelWithoutControl: the kit's bound control is inside the label */}
        <label className="checkbox">
          <Input form={form} name="isActive" type="checkbox" data-testid="advert-active" />{' '}
          <FormattedMessage id="advertsArea.form.active" />
        </label>
        <div className="advert-form__images">
          <label htmlFor={fileId} className="field">
            <span>
              <FormattedMessage
                id="adverts.form.images"
                values={{ max: ADVERTS.images.maxPerAdvert, mb: ADVERTS.images.maxBytes / 1024 / 1024 }}
              />
            </span>
          </label>
          <FileInput
            id={fileId}
            name={ADVERTS.images.field}
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
        <FormErrors errors={form.messages} testId="advert-form-errors" />
        <div className="advert-form__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={form.pending}
            data-testid="advert-publish"
          >
            <FormattedMessage id="adverts.form.publish" />
          </button>
          <button
            type="submit"
            ref={draftButton}
            className="button"
            aria-disabled={form.pending}
            data-testid="advert-save-draft"
          >
            <FormattedMessage id="adverts.form.saveDraft" />
          </button>
          {advert ? (
            <button
              type="button"
              className="button button--danger"
              onClick={() => openModal('delete')}
              data-testid="advert-delete"
            >
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
            title={intl.formatMessage({
              id:
                open === 'addAnnouncementSuccess'
                  ? 'adverts.form.published'
                  : open === 'draftSave'
                    ? 'adverts.form.draftSaved'
                    : 'adverts.form.deleteQuestion',
            })}
            closeLabel={intl.formatMessage({ id: 'modal.close' })}
            testId={open}
          >
            {open === 'delete' ? (
              <DeleteAdvertActions onDelete={() => void remove_()} />
            ) : saved ? (
              <p>
                <a
                  href={
                    saved.slug === null
                      ? `/${lang}/adverts/${open === 'draftSave' ? 'drafts' : 'my'}`
                      : `/${lang}/adverts/${open === 'draftSave' ? `edit/${saved.slug}` : saved.slug}`
                  }
                  data-testid="advert-saved-link"
                >
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
