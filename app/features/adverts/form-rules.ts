import type { MessageId } from '#app/i18n/messages.ts'
import { internationalPhone } from '#app/ui/phone-mask.ts'
import {
  ADVERTS,
  type AdvertCurrency,
  type AdvertFormValues,
  type AdvertType,
  advertFormData,
  parseDecimal,
  publishProblems,
  registrationPhone,
} from '#contract/advert-rules.ts'

/**
 * The add/edit form's browser-side rules (accounts spec 5; decision 0024): which picked files may be
 * uploaded, and how the form's state becomes the multipart body (advertFormData, shared with the
 * back end). Plain functions: the browser runs them.
 */

export type ImageProblem = { name: string; reason: 'type' | 'size' | 'count' }

/**
 * Files the browser refuses before uploading: a type other than JPEG, PNG or WebP, more than
 * `ADVERTS.images.maxBytes`, or more than `maxPerAdvert` images in all (kept ones included). The back
 * end checks the bytes again; this only spares the shopper a failed upload.
 */
export function imageProblems(
  files: { name: string; type: string; size: number }[],
  keptCount: number,
): { accepted: number[]; problems: ImageProblem[] } {
  const accepted: number[] = []
  const problems: ImageProblem[] = []
  files.forEach((f, i) => {
    if (!(ADVERTS.images.types as readonly string[]).includes(f.type)) problems.push({ name: f.name, reason: 'type' })
    else if (f.size > ADVERTS.images.maxBytes) problems.push({ name: f.name, reason: 'size' })
    else if (keptCount + accepted.length >= ADVERTS.images.maxPerAdvert)
      problems.push({ name: f.name, reason: 'count' })
    else accepted.push(i)
  })
  return { accepted, problems }
}

/** The languages the form asks for in one save (accounts spec 3 "Advert": title_ro, title_ru, description_ro, description_ru). */
export const FORM_LANGS = ['ro', 'ru'] as const
export type FormLang = (typeof FORM_LANGS)[number]

/**
 * What the form holds (its kit form's values, decision 0078): a field the back end names has the
 * contract's key (title_ro, cadastral_number), so its error finds it. Titles and descriptions in ro
 * and ru; decimals as typed (a comma or a dot).
 */
export interface AdvertFormState {
  type: AdvertType
  title_ro: string
  title_ru: string
  description_ro: string
  description_ru: string
  category: string
  region: string
  location: string
  sector: string
  price: string
  default_currency: AdvertCurrency
  negotiable: boolean
  area: string
  default_area_unit: (typeof ADVERTS.areaUnits)[number]
  address: string
  /** Degrees as typed (a comma or a dot) or picked on the map. */
  lat: string
  lon: string
  cadastral_number: string
  /** The contact person's name; every phone becomes one contact with it. */
  contactName: string
  phones: string[]
  /** Paused adverts (false) stay stored but leave the public list (spec 3: is_active). */
  isActive: boolean
  images: (File | { id: number; url: string })[]
  deletedImages: number[]
  /** Attribute id -> the value as typed (a select's option id, a number with a comma or a dot). */
  attributes: Record<string, string>
  /** Ids of the attributes the advert had when the form opened (edit). */
  storedAttributes: number[]
}

export const emptyAdvertForm = (): AdvertFormState => ({
  type: ADVERTS.types[0],
  title_ro: '',
  title_ru: '',
  description_ro: '',
  description_ru: '',
  category: '',
  region: '',
  location: '',
  sector: '',
  price: '',
  default_currency: ADVERTS.formDefaults.default_currency,
  negotiable: ADVERTS.formDefaults.is_negotiable_price,
  area: '',
  default_area_unit: ADVERTS.formDefaults.default_area_unit,
  address: '',
  lat: '',
  lon: '',
  cadastral_number: '',
  contactName: '',
  phones: [''],
  isActive: true,
  images: [],
  deletedImages: [],
  attributes: {},
  storedAttributes: [],
})

/** A two-decimal input normalised for the body: comma or dot, clamped to 0..max; '' when empty or not a number. */
export function decimalField(raw: string, max: number): string {
  const n = parseDecimal(raw, { min: 0, max })
  return n === null ? '' : String(n)
}

/**
 * The attributes to send and to delete (spec 5: "removed attributes are sent as deletion lists"):
 * those of the chosen category with a value are sent; a stored one left empty is deleted. Stored
 * attributes of another category are neither (the back end drops them with the category change).
 * `applicable` null (the category's attributes not loaded) sends nothing and deletes nothing.
 */
export function attributeChanges(
  state: Pick<AdvertFormState, 'attributes' | 'storedAttributes'>,
  applicable: readonly number[] | null,
): { attributes: { attribute: number; value: number }[]; deletedAttributes: number[] } {
  if (!applicable) return { attributes: [], deletedAttributes: [] }
  const attributes: { attribute: number; value: number }[] = []
  const deletedAttributes: number[] = []
  for (const id of applicable) {
    const value = parseDecimal(state.attributes[id] ?? '', { min: -ADVERTS.priceMax, max: ADVERTS.priceMax })
    if (value !== null) attributes.push({ attribute: id, value })
    else if (state.storedAttributes.includes(id)) deletedAttributes.push(id)
  }
  return { attributes, deletedAttributes }
}

/** A coordinate as typed: a comma or a dot, up to 6 decimals (about 10 cm), within +-limit; '' when empty or not a number. */
export function coordinateField(raw: string, limit: 90 | 180): string {
  const n = parseDecimal(raw, { decimals: 6 })
  return n === null || Math.abs(n) > limit ? '' : String(n)
}

/**
 * A phone for the body (spec 5: "phone numbers have all whitespace removed before sending"): a whole
 * number of the site's `mask` in the international form (internationalPhone, the phone field's rule:
 * `069 123 456` is `+37369123456`; a shopper audit saw it published as `+069123456`), any other
 * country's number as typed.
 */
export const phoneField = (raw: string, mask?: string): string =>
  (mask && internationalPhone(raw, mask)) || raw.replace(/\s+/g, '')

/**
 * The phones the form refuses before sending (cold review r43 point 8: `javascript:alert(1)` and
 * `abc def` were published): each typed phone that, as it would be sent (phoneField with the site's
 * `mask`), is no phone by the registration rule (registrationPhone; the contract's registerPhoneSchema,
 * which the back end applies and which stores `+` and the digits), or whose `+` comes before a 0 and
 * names no country (`+069 123 456`), under its own field (`phones[i]`, the input's name). Drafts too:
 * the back end refuses them in either case.
 */
export function phoneProblems(phones: readonly string[], mask?: string): Record<string, MessageId> {
  const out: Record<string, MessageId> = {}
  phones.forEach((raw, i) => {
    if (raw.trim() === '') return
    const sent = registrationPhone(phoneField(raw, mask))
    if (sent === null || sent.startsWith('+0')) out[`phones[${i}]`] = 'authFlow.code.badPhone'
  })
  return out
}

/**
 * The contacts list: one entry per non-empty phone (whitespace removed, repeats dropped, at most
 * `ADVERTS.contactsMax`), each with the contact name when one is given.
 */
export function contactsOf(name: string, phones: readonly string[], mask?: string): { name?: string; phone: string }[] {
  const trimmedName = name.trim()
  const seen = new Set<string>()
  const out: { name?: string; phone: string }[] = []
  for (const raw of phones) {
    const phone = phoneField(raw, mask)
    if (!phone || seen.has(phone)) continue
    seen.add(phone)
    out.push(trimmedName ? { name: trimmedName, phone } : { phone })
  }
  return out.slice(0, ADVERTS.contactsMax)
}

/**
 * The form's values for advertFormData (spec 5): titles and descriptions in ro and ru, empty fields
 * left out (advertFormData drops them), the three flags always, contacts with whitespace-free phones.
 * On edit (`edit`: the advert is stored) every field the form holds that is empty is sent as cleared
 * (null; decision 0066): an emptied address, phone list, sector (a new locality) is removed on the
 * back end, not kept. A coordinate, price or area typed but not a number is left out, not cleared.
 */
export function formValuesOf(
  state: AdvertFormState,
  draft: boolean,
  applicable: readonly number[] | null = null,
  edit = false,
  phoneMask?: string,
): AdvertFormValues {
  const { attributes, deletedAttributes } = attributeChanges(state, applicable)
  const contacts = contactsOf(state.contactName, state.phones, phoneMask)
  const typed = { lat: state.lat, lon: state.lon, price: state.price, area: state.area }
  const fields: AdvertFormValues['fields'] = {
    type: state.type,
    title_ro: state.title_ro,
    title_ru: state.title_ru,
    description_ro: state.description_ro,
    description_ru: state.description_ru,
    category: state.category,
    region: state.region,
    location: state.location,
    sector: state.sector,
    address: state.address,
    lat: coordinateField(state.lat, 90),
    lon: coordinateField(state.lon, 180),
    cadastral_number: state.cadastral_number,
    price: decimalField(state.price, ADVERTS.priceMax),
    default_currency: state.default_currency,
    area: decimalField(state.area, ADVERTS.areaMax),
    default_area_unit: state.default_area_unit,
  }
  if (edit)
    for (const [k, v] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
      const raw = k in typed ? typed[k as keyof typeof typed] : v
      if (typeof raw === 'string' && raw.trim() === '') fields[k] = null
    }
  return {
    fields,
    is_active: state.isActive,
    is_draft: draft,
    is_negotiable_price: state.negotiable,
    images: state.images.map((img) => (img instanceof Blob ? img : img.id)),
    attributes,
    contacts: edit && contacts.length === 0 ? null : contacts,
    deletedImages: state.deletedImages,
    deletedAttributes,
  }
}

/** The multipart body of add or edit (`edit`: emptied fields are sent as cleared). */
export const advertBody = (
  state: AdvertFormState,
  draft: boolean,
  applicable: readonly number[] | null = null,
  edit = false,
  phoneMask?: string,
): FormData => advertFormData(formValuesOf(state, draft, applicable, edit, phoneMask))

/**
 * Pause or resume from the owner's list (spec 3: is_active): a PATCH with only the three flags (they
 * are always sent; every other field is left out, so it keeps its stored value).
 */
export const activeBody = (advert: { is_draft: boolean; is_negotiable_price: boolean }, active: boolean): FormData =>
  advertFormData({
    fields: {},
    is_active: active,
    is_draft: advert.is_draft,
    is_negotiable_price: advert.is_negotiable_price,
    images: [],
    attributes: [],
    contacts: [],
  })

/**
 * The publish rules checked in the browser before sending (issue 51 point 1): the contract's own
 * `publishProblems` (the back end runs the same) on the advert as it would be saved - the form's
 * values, with the titles in languages the form does not show (`otherTitles`, kept on edit).
 * Field -> the message to show next to it. A draft has none.
 */
export function publishCheck(
  state: AdvertFormState,
  draft: boolean,
  otherTitles: readonly string[] = [],
): Record<string, MessageId> {
  const idOf = (s: string) => (s.trim() === '' ? null : Number(s))
  const price = decimalField(state.price, ADVERTS.priceMax)
  const problems = publishProblems({
    is_draft: draft,
    titles: [state.title_ro, state.title_ru, ...otherTitles],
    category: idOf(state.category),
    region: idOf(state.region),
    location: idOf(state.location),
    price: price === '' ? null : Number(price),
  })
  return Object.fromEntries(
    Object.keys(problems).map((k) => [
      k,
      k.startsWith('title_') ? 'advertsArea.form.titleRequired' : 'advertsArea.form.required',
    ]),
  )
}

/** A field's label (the text the form shows above it), by the key the contract and the back end use; never the key itself. */
export const FIELD_LABELS: Record<string, { id: MessageId; values?: Record<string, string | number> }> = {
  type: { id: 'advertsArea.type' },
  title_ro: { id: 'advertsArea.form.titleIn', values: { lang: 'RO' } },
  title_ru: { id: 'advertsArea.form.titleIn', values: { lang: 'RU' } },
  title_uk: { id: 'advertsArea.form.titleIn', values: { lang: 'UK' } },
  title_en: { id: 'advertsArea.form.titleIn', values: { lang: 'EN' } },
  description_ro: { id: 'advertsArea.form.descriptionIn', values: { lang: 'RO' } },
  description_ru: { id: 'advertsArea.form.descriptionIn', values: { lang: 'RU' } },
  description_uk: { id: 'advertsArea.form.descriptionIn', values: { lang: 'UK' } },
  description_en: { id: 'advertsArea.form.descriptionIn', values: { lang: 'EN' } },
  category: { id: 'adverts.category' },
  region: { id: 'adverts.region' },
  location: { id: 'adverts.form.location' },
  sector: { id: 'advertsArea.sector' },
  price: { id: 'adverts.form.price' },
  default_currency: { id: 'adverts.currency' },
  is_negotiable_price: { id: 'adverts.form.negotiable' },
  area: { id: 'adverts.form.area' },
  default_area_unit: { id: 'adverts.form.areaUnit' },
  address: { id: 'advertsArea.form.address' },
  lat: { id: 'advertsArea.form.lat' },
  lon: { id: 'advertsArea.form.lon' },
  cadastral_number: { id: 'advertsArea.form.cadastral' },
  contacts: { id: 'advertsArea.form.contacts' },
  is_active: { id: 'advertsArea.form.active' },
  [ADVERTS.images.field]: {
    id: 'adverts.form.images',
    values: { max: ADVERTS.images.maxPerAdvert, mb: ADVERTS.images.maxBytes / 1024 / 1024 },
  },
  [ADVERTS.formLists.deletedImages]: {
    id: 'adverts.form.images',
    values: { max: ADVERTS.images.maxPerAdvert, mb: ADVERTS.images.maxBytes / 1024 / 1024 },
  },
  [ADVERTS.formLists.attributes]: { id: 'adverts.attributes' },
  [ADVERTS.formLists.deletedAttributes]: { id: 'adverts.attributes' },
}

/** Fields the form shows its own error next to; the others' errors go to the list under the form, each with its label. */
export const FIELDS_WITH_A_PLACE = new Set([
  'type',
  'title_ro',
  'title_ru',
  'description_ro',
  'description_ru',
  'category',
  'region',
  'location',
  'sector',
  'price',
  'default_currency',
  'area',
  'default_area_unit',
  'address',
  'lat',
  'lon',
  'cadastral_number',
  'contacts',
  ADVERTS.images.field,
  ADVERTS.formLists.attributes,
])

/** The field a back-end error key belongs to: a contact's (`contacts.0.phone`) is the contacts fieldset's. */
export const errorField = (key: string): string => (/^contacts\.\d+(\.|$)/.test(key) ? ADVERTS.formLists.contacts : key)

/** Where a field error shows: next to its field (`attributes.7` next to attribute 7), or in the list under the form. */
export const errorPlace = (key: string, attributeIds: readonly number[]): 'field' | 'list' =>
  FIELDS_WITH_A_PLACE.has(key) || (/^attributes\.\d+$/.test(key) && attributeIds.includes(Number(key.slice(11))))
    ? 'field'
    : 'list'
