/**
 * The adverts marketplace (accounts spec 2, 3 "Advert", 4 "Adverts", 5, 7 "Adverts", 9; decision
 * 0022): its numbers and the two rules both sides share - how the add/edit form becomes a multipart
 * body, and what a published (not draft) advert must have.
 *
 * Plain values and functions, no zod: browser code may import them (app.config.ts re-exports ADVERTS).
 */
export const ADVERTS = {
  /** A list page; the first load shows at most half of it (spec 4). */
  pageSize: 24,
  firstLoadSize: 12,
  maxPageSize: 100,
  /** A list whose cards name their locality by id alone asks the localities of at most this many of its regions (one call each). */
  cardLocationLookups: 6,
  /** A list query filters on at most this many attributes at once (the reference back end refuses more: a 400). */
  maxAttributeFilters: 20,
  /** 'newer+' = newest first, the default (spec 9). */
  sorts: ['newer+', 'newer-', 'price+', 'price-'] as const,
  defaultSort: 'newer+' as const,
  types: ['sale', 'rent', 'buy', 'exchange'] as const,
  /** Prices are kept in the advert's own currency; lists convert with the back end's rates. */
  currencies: ['EUR', 'MDL', 'USD', 'RON', 'UAH'] as const,
  /** The currency the rates are given in (spec 9: default currency MDL). */
  rateBase: 'MDL' as const,
  areaUnits: ['m2', 'ari'] as const,
  /** Square metres in one unit (1 ar = 100 m2). */
  areaUnitM2: { m2: 1, ari: 100 } as const,
  /** The add/edit form's defaults (spec 5): negotiable price, EUR, m2, two decimals. */
  formDefaults: { is_negotiable_price: true, default_currency: 'EUR', default_area_unit: 'm2', decimals: 2 } as const,
  /** The list query's defaults (spec 5): price range in EUR over 0..999,999,999, area in ari. */
  queryDefaults: {
    is_negotiable_price: true,
    price_unit: 'EUR',
    area_unit: 'ari',
    price_min: 0,
    price_max: 999_999_999,
  } as const,
  priceMax: 999_999_999,
  areaMax: 999_999_999,
  titleMaxLength: 150,
  descriptionMaxLength: 5000,
  addressMaxLength: 300,
  cadastralMaxLength: 40,
  contactsMax: 3,
  attributesMax: 40,
  /** Uploads (R2): the type is read from the file's first bytes, never from what the browser says. */
  images: {
    field: 'images',
    maxPerAdvert: 10,
    maxBytes: 5 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  },
  complaintBodyMaxLength: 2000,
  /** Multipart field names of the add/edit form besides the advert's own fields. */
  formLists: {
    deletedImages: 'deleted_images',
    deletedAttributes: 'deleted_attributes',
    attributes: 'attributes',
    contacts: 'contacts',
  },
  /** Always sent, also when false (spec 5). */
  flags: ['is_active', 'is_draft', 'is_negotiable_price'] as const,
  /** `?area=` value of the spec's shared paths (`/general/v2/product/{slug}`, `/favorites/`) in the adverts area (decision 0045). */
  specArea: 'adverts',
  /** The advert-area registration by phone (spec 7; decision 0022). */
  registration: { codeField: 'code' },
} as const

export type AdvertType = (typeof ADVERTS.types)[number]
export type AdvertCurrency = (typeof ADVERTS.currencies)[number]
export type AreaUnit = (typeof ADVERTS.areaUnits)[number]
export type AdvertSort = (typeof ADVERTS.sorts)[number]

/** Request body limit of the add/edit calls: every image at its limit plus the form's text. */
export const ADVERT_UPLOAD_BODY_BYTES = ADVERTS.images.maxPerAdvert * ADVERTS.images.maxBytes + 256 * 1024

/** Text fields of the form, per language. */
export const ADVERT_TEXT_FIELDS = [
  'title_ro',
  'title_ru',
  'title_uk',
  'title_en',
  'description_ro',
  'description_ru',
  'description_uk',
  'description_en',
] as const
/** Scalar fields of the form (strings in the multipart body). */
export const ADVERT_SCALAR_FIELDS = [
  'type',
  ...ADVERT_TEXT_FIELDS,
  'price',
  'default_currency',
  'area',
  'default_area_unit',
  'lat',
  'lon',
  'region',
  'location',
  'sector',
  'address',
  'category',
  'cadastral_number',
  ...ADVERTS.flags,
] as const
export type AdvertScalarField = (typeof ADVERT_SCALAR_FIELDS)[number]

/**
 * The value of a field sent as cleared (decision 0066): the field is in the body with the empty
 * value. The back end stores null for a number or a reference (price, area, lat, lon, region,
 * location, sector, category) and an empty text for a text; a cleared `contacts` is the empty list `[]`.
 */
export const ADVERT_CLEARED = ''

/**
 * What the add/edit form holds (the storefront's state). Images are files to upload or ids of stored ones, in order: the first is the preview.
 * A field `undefined` or `''` is left out (spec 5: it keeps its stored value on edit); `null` is sent as
 * cleared (ADVERT_CLEARED), and so is `contacts: null` (every phone removed).
 */
export interface AdvertFormValues {
  fields: Partial<
    Record<Exclude<AdvertScalarField, (typeof ADVERTS.flags)[number]>, string | number | null | undefined>
  >
  is_active: boolean
  is_draft: boolean
  is_negotiable_price: boolean
  images: (Blob | number)[]
  attributes: { attribute: number; value: number }[]
  contacts: { name?: string; phone: string }[] | null
  /** On edit: stored images and attribute ids the user removed. */
  deletedImages?: number[]
  deletedAttributes?: number[]
}

/**
 * The multipart body of POST /api/adverts/ and PATCH /api/adverts/{slug}/ (spec 5): empty fields are
 * left out, cleared ones (null) are sent with the empty value (decision 0066), the three flags are
 * always sent, images go in order (files and ids of kept images; the first is the preview),
 * attributes and contacts as JSON, and on edit the removed images and attributes as deletion lists.
 */
export function advertFormData(v: AdvertFormValues): FormData {
  const form = new FormData()
  for (const [k, raw] of Object.entries(v.fields)) {
    if (raw === undefined) continue
    if (raw === null) {
      form.append(k, ADVERT_CLEARED)
      continue
    }
    const s = String(raw).trim()
    if (s !== '') form.append(k, s)
  }
  for (const flag of ADVERTS.flags) form.append(flag, v[flag] ? 'true' : 'false')
  for (const img of v.images) form.append(ADVERTS.images.field, typeof img === 'number' ? String(img) : img)
  if (v.attributes.length) form.append(ADVERTS.formLists.attributes, JSON.stringify(v.attributes))
  if (v.contacts === null) form.append(ADVERTS.formLists.contacts, '[]')
  else if (v.contacts.length) form.append(ADVERTS.formLists.contacts, JSON.stringify(v.contacts))
  for (const id of v.deletedImages ?? []) form.append(ADVERTS.formLists.deletedImages, String(id))
  for (const id of v.deletedAttributes ?? []) form.append(ADVERTS.formLists.deletedAttributes, String(id))
  return form
}

/** The advert as it would be saved (stored values merged with the edit). */
export interface PublishCheckInput {
  is_draft: boolean
  titles: string[]
  category: number | null
  region: number | null
  location: number | null
  price: number | null
}

/**
 * What a published advert lacks, as field -> message; empty when it may be published. Drafts may be
 * saved with anything missing (the draftSave modal keeps unfinished work).
 */
export function publishProblems(a: PublishCheckInput): Record<string, string[]> {
  if (a.is_draft) return {}
  const out: Record<string, string[]> = {}
  if (!a.titles.some((t) => t.trim() !== '')) out.title_ro = ['A title in at least one language is required to publish']
  if (a.category === null) out.category = ['Required to publish']
  if (a.region === null) out.region = ['Required to publish']
  if (a.location === null) out.location = ['Required to publish']
  if (a.price === null) out.price = ['Required to publish']
  return out
}

/** A decimal input (spec 5): a comma or a dot, at most `decimals` places, clamped to [min, max]; null when not a number. */
export function parseDecimal(raw: string, opts: { decimals?: number; min?: number; max?: number } = {}): number | null {
  const s = raw.trim().replace(',', '.')
  if (!/^-?\d{1,12}(\.\d+)?$/.test(s)) return null
  const factor = 10 ** (opts.decimals ?? ADVERTS.formDefaults.decimals)
  const n = Math.round(Number(s) * factor) / factor
  return Math.min(opts.max ?? Number.POSITIVE_INFINITY, Math.max(opts.min ?? Number.NEGATIVE_INFINITY, n))
}

/**
 * The adverts area's phone rule (accounts spec 5, 7), in the browser: registration by phone and an
 * advert's contact phones (cold review r43 point 8). The phone as typed becomes what is sent - every
 * whitespace removed (spec 5), then `+` and 8 to 15 digits, with the usual separators (dashes, dots,
 * brackets) allowed while typing. Null when it cannot be a phone. The back end's twin is
 * registerPhoneSchema (adverts.ts).
 */
export function registrationPhone(raw: string): string | null {
  const compact = raw.replace(/\s+/g, '')
  if (!/^\+?[\d\-().]{8,30}$/.test(compact)) return null
  const digits = compact.replace(/\D/g, '')
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null
}
