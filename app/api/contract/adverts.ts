import { z } from 'zod'
import { ADVERT_ID_PATTERN } from './advert-id'
import { ADVERTS, type AreaUnit, parseDecimal } from './advert-rules'
import { favoriteItems, fromDrfPage } from './catalogue'
import {
  flagValue,
  fromOtherNames,
  intId,
  intNum,
  isRecord,
  num,
  orDefault,
  orNull,
  textId,
  wholeCount,
} from './common'
import { itemsOf } from './items'
import { idSchema, qBool, qInt } from './params'
import { NAME_MAX, PLAIN_NAME_MESSAGE, plainName } from './person-name'

/**
 * The adverts marketplace calls (accounts spec 7 "Adverts"; decision 0022). Numbers and the form
 * rules are in advert-rules.ts (no zod, for the browser).
 */

export const advertTypeSchema = z.enum(ADVERTS.types)
export const advertCurrencySchema = z.enum(ADVERTS.currencies)
export const areaUnitSchema = z.enum(ADVERTS.areaUnits)
export const advertSortSchema = z.enum(ADVERTS.sorts)

const ids = z.array(idSchema).max(200)

/**
 * An advert's own id (advert-id.ts; session 63's operator audit): an integer, read as its digits as
 * before, or id text (a UUID, `adv_01H...`) of 1-64 letters, digits and `_ . : -` without `..`. An
 * advert whose id is anything else (a slash, a dot segment, a control character, 65 characters) is
 * left out alone, as an advert without an id was. The cards' ids, the favourites' ids and the save's
 * answer read it so; the shop compares and sends it as text.
 */
export const advertIdSchema = textId
/**
 * The advert id a body sends (advert-id.ts advertIdBody): an integer id as the number, as before (ours
 * and every back end of integer ids read one), any other id as the text the back end named it by.
 * The reference back end keeps integer ids: a text id there is the answer of a missing advert (404).
 */
export const advertBodyIdSchema = z
  .union([idSchema, z.string().regex(ADVERT_ID_PATTERN, 'an id: 1-64 letters, digits, _ . : - (no ..)')])
  .meta({ doc: 'integer, or id text (1-64 of A-Z a-z 0-9 _ . : -)' })
const range = z.tuple([
  z.number().min(0).max(ADVERTS.priceMax).nullable(),
  z.number().min(0).max(ADVERTS.priceMax).nullable(),
])

/**
 * The list's `filters` query parameter, a JSON object (spec 7: "filters (JSON)"). Every key is
 * optional; categories include their subcategories; `attributes` maps an attribute id to option ids
 * (select attributes: any of them) or to a [min, max] range (number attributes); `price` is in
 * `price_unit` and `area` in `area_unit` (spec 5 defaults: EUR and ari); `mine` lists the caller's
 * own adverts, drafts and inactive ones included (a bearer token is then required).
 */
export const advertFiltersSchema = z
  .object({
    category: ids.optional(),
    type: z.array(advertTypeSchema).max(10).optional(),
    attributes: z.record(z.string().regex(/^\d{1,9}$/), z.union([ids, range])).optional(),
    price: range.optional(),
    price_unit: advertCurrencySchema.optional(),
    area: range.optional(),
    area_unit: areaUnitSchema.optional(),
    is_negotiable_price: z.boolean().optional(),
    region: ids.optional(),
    location: ids.optional(),
    sector: ids.optional(),
    search: z.string().trim().max(100).optional(),
    mine: z.boolean().optional(),
    is_draft: z.boolean().optional(),
  })
  .strict()
export type AdvertFilters = z.infer<typeof advertFiltersSchema>

const filtersParam = z.preprocess(
  (v) => (Array.isArray(v) ? v[0] : v),
  z
    .string()
    .max(4000)
    .transform((s, ctx) => {
      if (s.trim() === '') return {}
      try {
        return JSON.parse(s) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filters must be a JSON object' })
        return z.NEVER
      }
    })
    .pipe(advertFiltersSchema),
)

export const advertListQuerySchema = z.object({
  page: qInt(1, 10_000).optional(),
  page_size: qInt(1, ADVERTS.maxPageSize).optional(),
  sortBy: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), advertSortSchema).optional(),
  filters: filtersParam.optional(),
})

export const advertImageSchema = z.object({
  id: intId,
  url: z.string(),
  position: intNum,
  is_preview: flagValue,
})
/**
 * The phone rule of the adverts area's registration (accounts spec 5, 7), an advert contact's too: a
 * phone as typed, spaces, dashes, dots, brackets and a leading + allowed; 8-15 digits. Normalised to
 * `+digits` (spec 5: whitespace removed before sending). The browser's twin: registrationPhone
 * (advert-rules.ts).
 */
export const registerPhoneSchema = z
  .string()
  .trim()
  .max(30)
  .transform((s) => s.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+?\d{8,15}$/, '8 to 15 digits'))
  .transform((s) => `+${s.replace(/^\+/, '')}`)
/**
 * An advert's contact as the back end answers it. A stored phone that is no phone by the registration
 * rule (`javascript:alert(1)`, `abc def`, saved before the form checked it) is dropped, not linked as tel:.
 */
export const advertContactSchema = z.object({
  name: z.string().trim().max(100).optional(),
  phone: z
    .string()
    .trim()
    .min(5)
    .max(30)
    .refine((phone) => registerPhoneSchema.safeParse(phone).success, '8 to 15 digits'),
})
/**
 * An advert's contact as the form sends it (cold review r43 point 8): the phone by the registration rule,
 * normalised, and - as the form checks it (form-rules.ts phoneProblems) - a country code after its `+`
 * (`069 123 456` sent as `+069123456` names no country). The Worker checks the same on the body it
 * streams to any back end (worker/api/advert.ts), the reference back end when it stores it.
 */
export const advertContactInputSchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    phone: registerPhoneSchema.refine((phone) => !phone.startsWith('+0'), 'a country code after the +'),
  })
  .strict()

const texts = z.object({ ro: z.string(), ru: z.string(), uk: z.string(), en: z.string() })
const TEXT_LANGS = ['ro', 'ru', 'uk', 'en'] as const
const isIdLike = (v: unknown) =>
  (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d{1,12}$/.test(v))

/** `title_ro`, `title_ru`, ... as `{ ro, ru, uk, en }` ('' for a language not sent); undefined when none is sent. */
function perLanguage(
  raw: Record<string, unknown>,
  field: string,
): Record<(typeof TEXT_LANGS)[number], string> | undefined {
  if (!TEXT_LANGS.some((l) => typeof raw[`${field}_${l}`] === 'string')) return undefined
  const out = { ro: '', ru: '', uk: '', en: '' }
  for (const l of TEXT_LANGS) if (typeof raw[`${field}_${l}`] === 'string') out[l] = raw[`${field}_${l}`] as string
  return out
}

/** The first text of `{ ro, ru, uk, en }` that is not blank ('' when none is). */
const firstText = (t: Record<(typeof TEXT_LANGS)[number], string>) =>
  TEXT_LANGS.map((l) => t[l]).find((x) => x.trim() !== '') ?? ''

/**
 * A named thing of the adverts area (a lookup's item, an advert's category or place, an option) as a
 * back end may name it: `title`, else `name`, else per language (`title_ro`, `title_ru`, ... or
 * `name_ro`, ...) as the spec's Advert names its own texts. The per-language ones are kept in `titles`
 * (the page's own is chosen by the loader: inLanguage, features/adverts/advert-language.ts) and the
 * title is the first language sent (session 63's operator audit: regions, categories and nested
 * references so named emptied the filters and the form, or made the list a 503).
 */
function namedAs(raw: unknown): unknown {
  if (!isRecord(raw)) return raw
  const titles = perLanguage(raw, 'title') ?? perLanguage(raw, 'name')
  const out: Record<string, unknown> = { ...raw }
  if (typeof out.title !== 'string') out.title = typeof raw.name === 'string' ? raw.name : titles && firstText(titles)
  if (titles && out.titles === undefined) out.titles = titles
  return out
}
const namedFields = { id: intId, title: z.string(), titles: texts.optional() }
/** `{ id, title }` read by namedAs, with `more` fields. */
const namedWith = <S extends z.core.$ZodLooseShape>(more: S) =>
  z
    .preprocess(namedAs, z.object({ ...namedFields, ...more }))
    .meta({ doc: 'object; its title as title, name, or per language (title_ro, title_ru, ...)' })
const named = namedWith({})

/**
 * An advert as the spec's Advert names it (accounts spec 3): its texts per language (`title_ro`,
 * `title_ru`, `description_ro`, ...), its category and places by reference (an id), its images as
 * files or ids. Ours answers the texts in the request's language with all of them in `titles` and
 * `descriptions`, the references named and the images as `{ id, url, position, is_preview }`. Both
 * are read (decision 0120): the per-language fields become `titles`/`descriptions` and the shown text
 * the first language sent (the page's own is chosen by the loader, advertInLanguage); a bare id is
 * a reference without a name; an image is its address, or an object with it as `url`, `image` or
 * `file` (its position and preview flag by its place in the list when not sent); an image given only
 * as an id (no address to show) is left out, and the first image is the preview.
 */
function specAdvert(raw: unknown): unknown {
  if (!isRecord(raw)) return raw
  const out: Record<string, unknown> = { ...raw }
  for (const [field, plural] of [
    ['title', 'titles'],
    ['description', 'descriptions'],
  ] as const) {
    const given = perLanguage(raw, field)
    if (out[plural] === undefined && given) out[plural] = given
    if (out[field] === undefined || out[field] === null) {
      out[field] = given ? (TEXT_LANGS.map((l) => given[l]).find((t) => t.trim() !== '') ?? '') : ''
    }
  }
  for (const ref of ['category', 'region', 'location', 'sector'] as const) {
    if (isIdLike(raw[ref]))
      out[ref] = ref === 'category' ? { id: raw[ref], title: '', slug: '' } : { id: raw[ref], title: '' }
  }
  if (Array.isArray(raw.images)) {
    const images = raw.images
      .map((img): unknown => (typeof img === 'string' ? { url: img } : img))
      .filter(isRecord)
      .map((img): Record<string, unknown> => ({ ...img, url: img.url ?? img.image ?? img.file }))
      .filter((img) => typeof img.url === 'string' && img.url.trim() !== '')
      .map(
        (img, i): Record<string, unknown> => ({
          ...img,
          id: img.id ?? i + 1,
          position: img.position ?? i,
          is_preview: img.is_preview ?? i === 0,
        }),
      )
    out.images = images
    if (out.preview === undefined) {
      const first = images.find((img) => img.is_preview === true) ?? images[0]
      out.preview = typeof first?.url === 'string' ? first.url : null
    }
    out.images_count ??= images.length
  }
  for (const text of ['address', 'cadastral_number'] as const) if (raw[text] === null) out[text] = ''
  return out
}

const advertCardObject = z.object({
  id: advertIdSchema,
  slug: z.string(),
  // The spec's Advert names type, default_currency and default_area_unit without their values: one the
  // shop has no words for is not said (null: no type fact, no area fact) rather than the advert left
  // out (session 59's operator audit: "3 adverts" above 2 cards). A currency is any ISO code: the price
  // shows in it, with no conversion when the rates lack it.
  type: orDefault(advertTypeSchema, null),
  title: z.string(),
  description: z.string(),
  /** The texts in every language (the spec's title_ro, title_ru, ...) when the back end sends them with the card. */
  titles: texts.optional(),
  descriptions: texts.optional(),
  price: orNull(num),
  // Absent or null: EUR (spec 5 "Default measure unit m2, default currency EUR"; session 61's operator
  // audit: such an advert left the list and its page was a 503). A code that is no currency code still
  // fails the advert: its price is in a currency the shop cannot name.
  default_currency: z
    .union([
      advertCurrencySchema,
      z
        .string()
        .regex(/^[A-Za-z]{3}$/)
        .transform((code) => code.toUpperCase()),
    ])
    .nullish()
    .transform((code) => code ?? ADVERTS.formDefaults.default_currency)
    .meta({ absent: '"EUR" (spec 5)' }),
  // Named by the spec's Advert without a default: absent is not negotiable (session 63's operator audit:
  // an advert without it made the list a 503).
  is_negotiable_price: orDefault(flagValue, false),
  area: orNull(num),
  // Absent or null: m2 (spec 5); a unit the shop has no words for: null (no area fact).
  default_area_unit: areaUnitSchema
    .nullish()
    .transform((unit): AreaUnit | null => unit ?? ADVERTS.formDefaults.default_area_unit)
    .catch(() => null)
    .meta({ absent: '"m2" (spec 5); a unit the shop has no words for: null' }),
  // A nested reference may come without its slug (`{ id, title_ro, title_ru }`): '' (no link by slug).
  category: orNull(namedWith({ slug: orDefault(z.string(), '') })),
  region: orNull(named),
  location: orNull(named),
  sector: orNull(named),
  // Not named by the spec's Advert: absent is none (rule 3 of decision 0118).
  preview: z.string().nullable().default(null),
  images_count: wholeCount.default(0),
  is_active: flagValue,
  is_draft: flagValue,
  is_favorite: flagValue.default(false),
  /** Absent: the back end does not say (its writes decide whose the advert is; decision 0120). */
  is_mine: flagValue.optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
})
export const advertCardSchema = z.preprocess(specAdvert, advertCardObject)
export type AdvertCard = z.infer<typeof advertCardSchema>

const optionalCount = wholeCount.nullish().catch(null)
const advertPage = z
  .object({
    data: itemsOf(advertCardSchema, 'data'),
    totalCount: optionalCount.meta({ absent: "the adverts' count" }),
    pages: optionalCount.meta({ absent: '1' }),
    // Echoes of the query the shop does not read: absent or in other words, they do not fail the list.
    page: intNum.optional().catch(undefined),
    page_size: intNum.optional().catch(undefined),
    sortBy: advertSortSchema.optional().catch(undefined),
  })
  .transform((list) => ({ ...list, totalCount: list.totalCount ?? list.data.length, pages: list.pages ?? 1 }))
/**
 * The adverts list (GET /general/v2/product): ours `{ data, totalCount, pages }`; a DRF page
 * `{ count, next, previous, results }` is read as the other lists read it (fromDrfPage: the total its
 * count, the pages from the count and the page size or the links), a bare list as one page (session
 * 61's operator audit: either made /ru/adverts a 503).
 */
export const advertListSchema = z
  .preprocess((value) => (Array.isArray(value) ? { data: value } : fromDrfPage(value)), advertPage)
  .meta({
    alt: 'a DRF page { count, next, previous, results }, or a bare list of adverts',
  }) as unknown as typeof advertPage

/**
 * An advert's attribute value. The spec's Advert names `attributes` without a shape, and the form sends
 * `{ attribute, value }`: a back end may answer just that (session 61's operator audit: every such
 * value was dropped). Ours names it too; what is not sent is '' or null, and the advert's page names it
 * from GET /api/adverts-attributes/ (adverts.server.ts namedAttributes), leaving out one it cannot name.
 */
export const advertAttributeValueSchema = z.object({
  attribute: intId,
  keyword: orDefault(z.string(), ''),
  title: orDefault(z.string(), '').meta({ absent: "'': named from the attributes lookup, else not shown" }),
  type: orDefault(z.enum(['select', 'number']), null).meta({ absent: "null: the lookup's type" }),
  unit: orDefault(z.string(), null),
  value: num,
  value_title: orDefault(z.string(), '').meta({ absent: "'': a select value's option title from the lookup" }),
})
/**
 * An advert's contacts as its detail reads them: one that is no contact is dropped, the others kept;
 * null is none (session 61's browser check: `contacts: null` made the advert's page a 503).
 */
export const advertContactsSchema = z
  .preprocess(
    contactList,
    itemsOf(advertContactSchema, 'contacts')
      .nullish()
      .transform((list) => list ?? []),
  )
  .meta({
    absent:
      '[]; also read: one contact as an object, a phone as text, phone_number for phone, { name, phones: [...] } (a contact per phone)',
  }) as unknown as z.ZodType<z.output<typeof advertContactSchema>[], unknown>
/**
 * The spec's Advert names `contacts` without a shape: one contact as an object (`contacts: { phone }`,
 * session 59's operator audit) is a list of one; a phone as text (`["+37369..."]`) a contact without a
 * name; `phone_number` the phone; `{ name, phones: [...] }` one contact per phone, each with the name
 * (session 63's operator audit: each left the advert without a contact box).
 */
function contactList(value: unknown): unknown {
  const list = isRecord(value) ? [value] : value
  if (!Array.isArray(list)) return list
  return list.flatMap((c): unknown[] => {
    if (typeof c === 'string') return [{ phone: c }]
    if (!isRecord(c) || (c.phone !== undefined && c.phone !== null)) return [c]
    if (Array.isArray(c.phones)) {
      const { phones, ...rest } = c
      return phones.map((p) => (typeof p === 'string' ? { ...rest, phone: p } : isRecord(p) ? { ...rest, ...p } : p))
    }
    return c.phone_number !== undefined ? [{ ...c, phone: c.phone_number }] : [c]
  })
}
const advertDetailObject = advertCardObject.extend({
  titles: texts,
  descriptions: texts,
  lat: orNull(num),
  lon: orNull(num),
  // Named by the spec's Advert without a type: absent is none (rule 3 of decision 0118).
  address: orDefault(z.string(), ''),
  cadastral_number: orDefault(z.string(), ''),
  contacts: advertContactsSchema,
  images: orDefault(itemsOf(advertImageSchema, 'images'), []),
  attributes: orDefault(itemsOf(advertAttributeValueSchema, 'attributes'), []),
  // No `seller`: the spec's Advert (accounts 3) has none, and an account's name or id is not the
  // seller's to publish. A back end that still sends one (an operator's) is read as before - the
  // key is dropped here (zod strips unknown keys), so no page can show a name the seller never
  // typed into the advert; the contact box shows the advert's own `contacts` only.
})
export const advertDetailSchema = z.preprocess(specAdvert, advertDetailObject)
export type AdvertDetail = z.infer<typeof advertDetailSchema>

/**
 * What visitors see of an advert, as one text to compare (the Worker's purge after an edit: an edit
 * that changes none of it purges nothing): its detail as read here - every language's texts, price,
 * place, photos, contacts, attributes, state - without what depends on who asks (`is_favorite`,
 * `is_mine`) or when it was saved (`updated_at`).
 */
export function advertVisitorView(advert: AdvertDetail): string {
  const { is_favorite: _favorite, is_mine: _mine, updated_at: _updated, ...seen } = advert
  return JSON.stringify(seen)
}

// ---- the add/edit form (multipart; advert-rules.ts builds it) ----------------------------------

/**
 * A text field of the form, its line breaks counted once, as the form's textarea counts them
 * (maxLength) - and stored as LF: a multipart body carries each line break as CRLF (HTML's
 * multipart/form-data encoding), so a 5,000-character description with 50 of them arrived as 5,050
 * and was refused (session 74's walk).
 */
const formString = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n'))
    .pipe(z.string().trim().max(max))
const formDecimal = (min: number, max: number, decimals?: number) =>
  z
    .string()
    .transform((s, ctx) => {
      const n = parseDecimal(s, { decimals })
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: 'a number (a comma or a dot, two decimals)' })
        return z.NEVER
      }
      return n
    })
    .pipe(z.number().min(min).max(max))
const formId = z
  .string()
  .regex(/^\d{1,9}$/, 'an id')
  .transform(Number)
  .pipe(idSchema)
/** A field sent with the empty value is cleared (decision 0066): null, stored as "none". */
const clearable = <T extends z.ZodTypeAny>(value: T) => z.union([z.literal('').transform(() => null), value])
const formFlag = z.enum(['true', 'false']).transform((s) => s === 'true')
const jsonList = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z
    .string()
    .max(20_000)
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'a JSON list' })
        return z.NEVER
      }
    })
    .pipe(z.array(item).max(max))

/**
 * The scalar fields of the add/edit form as the multipart body carries them (strings). A field left
 * out keeps its stored value on edit (spec 5: empty fields are left out); a field sent with the
 * empty value is cleared (decision 0066: numbers and references become null, texts empty, and
 * `contacts` sent as `[]` removes every phone); the three flags are required in both calls (always sent).
 */
export const advertFormFieldsSchema = z
  .object({
    type: advertTypeSchema.optional(),
    title_ro: formString(ADVERTS.titleMaxLength).optional(),
    title_ru: formString(ADVERTS.titleMaxLength).optional(),
    title_uk: formString(ADVERTS.titleMaxLength).optional(),
    title_en: formString(ADVERTS.titleMaxLength).optional(),
    description_ro: formString(ADVERTS.descriptionMaxLength).optional(),
    description_ru: formString(ADVERTS.descriptionMaxLength).optional(),
    description_uk: formString(ADVERTS.descriptionMaxLength).optional(),
    description_en: formString(ADVERTS.descriptionMaxLength).optional(),
    price: clearable(formDecimal(0, ADVERTS.priceMax)).optional(),
    default_currency: advertCurrencySchema.optional(),
    area: clearable(formDecimal(0, ADVERTS.areaMax)).optional(),
    default_area_unit: areaUnitSchema.optional(),
    // Six decimals (about 10 cm): two would move the point by up to a kilometre.
    lat: clearable(formDecimal(-90, 90, 6)).optional(),
    lon: clearable(formDecimal(-180, 180, 6)).optional(),
    region: clearable(formId).optional(),
    location: clearable(formId).optional(),
    sector: clearable(formId).optional(),
    address: formString(ADVERTS.addressMaxLength).optional(),
    category: clearable(formId).optional(),
    cadastral_number: z
      .string()
      .trim()
      .max(ADVERTS.cadastralMaxLength)
      .regex(/^[0-9A-Za-z./:-]*$/, 'digits, letters and . / : -')
      .optional(),
    is_active: formFlag,
    is_draft: formFlag,
    is_negotiable_price: formFlag,
    attributes: jsonList(
      z.object({ attribute: idSchema, value: z.number().min(-ADVERTS.priceMax).max(ADVERTS.priceMax) }).strict(),
      ADVERTS.attributesMax,
    ).optional(),
    contacts: jsonList(advertContactInputSchema, ADVERTS.contactsMax).optional(),
    deleted_images: z
      .array(formId)
      .max(ADVERTS.images.maxPerAdvert * 4)
      .optional(),
    deleted_attributes: z.array(formId).max(ADVERTS.attributesMax).optional(),
  })
  .strict()
export type AdvertFormFields = z.infer<typeof advertFormFieldsSchema>

export const advertSlugParams = z.object({ slug: z.string().min(1).max(200) })

// ---- lookups ----------------------------------------------------------------------------------

/** A lookup's count of adverts: not named by the spec (no shape given), so absent is not shown (null). */
const lookupCount = orDefault(wholeCount, null).meta({ absent: 'null: no count shown' })
/**
 * GET /api/adverts-categories/ (the spec gives no shape): the title as namedAs reads it, the parent as
 * `parent_id` or `parent` (an id or `{ id }`), the count optional.
 */
export const advertCategoriesSchema = itemsOf(
  z.preprocess(
    (raw) =>
      isRecord(raw) && raw.parent_id === undefined && raw.parent !== undefined
        ? { ...raw, parent_id: isRecord(raw.parent) ? raw.parent.id : raw.parent }
        : raw,
    namedWith({ parent_id: orNull(intId), slug: z.string(), count: lookupCount }),
  ),
  '',
)
export const advertAttributesQuerySchema = z.object({ category: qInt(1, 999_999_999).optional() })
/**
 * GET /api/adverts-attributes/ (the spec gives no shape): read item by item, as a list, a DRF page or
 * `{ data }`; an attribute of a type the shop has no control for (`checkbox`) is left out alone (session
 * 63's operator audit: one made every attribute vanish, from the filters, the form and the advert's
 * page); `categories` (not read by the shop) and `options` (a number attribute has none) may be absent.
 */
export const advertAttributesSchema = itemsOf(
  namedWith({
    keyword: orDefault(z.string(), ''),
    type: z.enum(['select', 'number']),
    unit: orNull(z.string()),
    categories: orDefault(itemsOf(intId, 'categories'), []).meta({ absent: '[] (the category asked for)' }),
    options: orDefault(itemsOf(named, 'options'), []),
  }),
  '',
)
export const currencyRatesSchema = z.object({
  base: z.literal(ADVERTS.rateBase),
  // Rate by rate (one of a currency the shop does not price in is left out alone); the symbol is not
  // shown (prices print as the shop's own do), so one sent without it is a rate all the same.
  rates: itemsOf(
    z.object({ code: advertCurrencySchema, rate: num.pipe(z.number().positive()), symbol: z.string().optional() }),
    'rates',
  ),
})
export const advertRegionsQuerySchema = z.object({ only_adverts: qBool.optional() })
export const advertRegionsSchema = itemsOf(namedWith({ count: lookupCount }), '')
/** A region's locations: one that names no region is the region's asked (adverts.server.ts ownItems). */
export const advertLocationsSchema = itemsOf(
  namedWith({ region_id: orDefault(intId, null).meta({ absent: 'null: the region asked for' }) }),
  '',
)
export const advertSectorsQuerySchema = z.object({ location: qInt(1, 999_999_999) })
/** A location's sectors: one that names no location is the location's asked (adverts.server.ts ownItems). */
export const advertSectorsSchema = itemsOf(
  namedWith({ location_id: orDefault(intId, null).meta({ absent: 'null: the location asked for' }) }),
  '',
)
export const advertTitleSchema = z.object({ id: intId, slug: z.string(), title: z.string(), titles: texts })

// ---- the spec's shared paths in the adverts area (decision 0045) --------------------------------

/**
 * `?area=adverts`: the spec's detail `GET /general/v2/product/{slug}` and favourites `/favorites/`
 * name shop paths too (storefront spec 7.2); an adverts site also sells products, so the adverts
 * area says which one it means. Without it those paths answer products, as before.
 */
export const advertAreaQuerySchema = z.object({
  area: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.literal(ADVERTS.specArea)),
})
/** `/favorites/` in the adverts area: every favourite advert's id (newest favourite first) and the cards of at most `ADVERTS.maxPageSize` of them. */
const advertFavoritesObject = z.object({
  products: orDefault(itemsOf(advertCardSchema, 'products'), []).meta({ absent: 'no cards (the ids only)' }),
  // An id the shop cannot carry (a slash, `..`, 65 characters) names no advert it shows: left out alone.
  // An item that gives no id at all still fails the answer (no favourite is dropped unseen).
  ids: z
    .array(z.union([advertIdSchema, z.union([z.string(), z.number()]).transform(() => null)]))
    .transform((list) => list.filter((id): id is string => id !== null))
    .meta({ doc: 'advert ids: integers or id text; one the shop cannot carry is left out' }),
})
/**
 * The spec shows no answer: read as the shop's own favourites are (catalogue.ts favoriteItems), a bare
 * list, a DRF page or `{ products }` of cards, `{ product_id }` rows or ids, or `{ ids }` alone
 * (session 61's operator audit: each left the favourite advert's heart empty).
 */
export const advertFavoritesSchema = z.preprocess(favoriteItems('id'), advertFavoritesObject).meta({
  alt: 'the favourite adverts, rows or ids as a bare list, { products }, { data } or { results }; { ids } alone',
}) as unknown as typeof advertFavoritesObject
export const advertFavoriteBodySchema = z.object({ product_id: advertBodyIdSchema }).strict()
export const advertFavoriteDeleteSchema = z
  .object({ product_id: advertBodyIdSchema.optional(), clear_all: z.boolean().optional() })
  .strict()

// ---- favourites and complaints ----------------------------------------------------------------

export const favoriteAdvertsQuerySchema = z.object({
  category: qInt(1, 999_999_999).optional(),
  page: qInt(1, 10_000).optional(),
})
const favoriteCategory = namedWith({ slug: orDefault(z.string(), ''), count: wholeCount })
type FavoriteCategory = z.infer<typeof favoriteCategory>
const favoriteAdvertsObject = z
  .object({
    categories: orDefault(itemsOf(favoriteCategory, 'categories'), null).meta({
      absent: "the adverts' own categories, each with its adverts' count",
    }),
    data: itemsOf(advertCardSchema, 'data'),
    totalCount: optionalCount.meta({ absent: "the adverts' count" }),
    pages: optionalCount.meta({ absent: '1' }),
  })
  .transform(({ categories, data, totalCount, pages }) => {
    const derived = new Map<number, FavoriteCategory>()
    for (const { category: c } of data) {
      if (c) derived.set(c.id, { ...c, count: (derived.get(c.id)?.count ?? 0) + 1 })
    }
    return {
      categories: categories ?? [...derived.values()],
      data,
      totalCount: totalCount ?? data.length,
      pages: pages ?? 1,
    }
  })
/** Per-category groups (`[{ category | id, title, adverts | data | results }]`) as one list and its categories. */
function fromGroups(value: unknown[]): unknown {
  const lists = value.map((g) => (isRecord(g) ? [g.adverts, g.data, g.results].find(Array.isArray) : undefined))
  if (value.length === 0 || lists.some((l) => !l)) return { data: value }
  const categories = value.map((g, i) => {
    const group = g as Record<string, unknown>
    const c = isRecord(group.category) ? group.category : group
    return { ...c, count: group.count ?? lists[i]!.length }
  })
  return { categories, data: lists.flat() }
}
/**
 * GET /api/my-favorite-adverts/ (spec: "listed per category", the shape not shown): ours `{ categories,
 * data, totalCount, pages }`, a DRF page (fromDrfPage), a bare list of adverts, or per-category groups;
 * without categories they are the adverts' own (session 61's operator audit: each made the favourites
 * page say they could not be loaded).
 */
export const favoriteAdvertsSchema = z
  .preprocess((value) => (Array.isArray(value) ? fromGroups(value) : fromDrfPage(value)), favoriteAdvertsObject)
  .meta({
    alt: 'a DRF page { count, next, previous, results }, a bare list of adverts, or per-category groups',
  }) as unknown as typeof favoriteAdvertsObject
export const favoriteAdvertBodySchema = z.object({ advert: idSchema }).strict()
export const favoriteAdvertParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
})
export const favoriteAdvertResultSchema = z.object({ advert: intId, is_favorite: flagValue })

export const complaintCategoriesSchema = itemsOf(named, '')
export const complaintBodySchema = z
  .object({
    category: idSchema,
    advert: advertBodyIdSchema,
    body: z.string().trim().max(ADVERTS.complaintBodyMaxLength).optional(),
  })
  .strict()

// ---- the adverts area's registration (spec 7: POST /api/register/, PATCH /api/register/{phone}/) ----

// registerPhoneSchema (the phone as typed, normalised to `+digits`) is defined with the advert contacts above.
export const phoneRegisterBodySchema = z
  .object({ phone: registerPhoneSchema, captcha_token: z.string().min(1).max(4096).optional() })
  .strict()
export const phoneRegisterParams = z.object({ phone: registerPhoneSchema })
export const phoneRegisterConfirmBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, 'the code from the SMS'),
    email: z.string().trim().toLowerCase().max(254).email(),
    // The profile's name rule, as at e-mail registration: a name taken here is one the owner can save again.
    first_name: z.string().trim().min(1).max(NAME_MAX).refine(plainName, PLAIN_NAME_MESSAGE),
    last_name: z.string().trim().max(NAME_MAX).refine(plainName, PLAIN_NAME_MESSAGE).optional(),
    password: z.string().min(8).max(128),
    /** The registering browser's device key (decision 0064): only its activation of the e-mail keeps this password. */
    device_key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{32,128}$/, 'device key')
      .optional(),
    captcha_token: z.string().min(1).max(4096).optional(),
  })
  .strict()
/**
 * The phone registration's answer (accounts spec 7 names the call, not its answer): ours `{access,
 * refresh}`; the tokens may come as the code sign-in's `token` or the social sign-in's `access_token`
 * and `refresh_token`. Any other 2xx is the account made without a session: the storefront then signs
 * in with the e-mail and password just typed (flows.server.ts confirmPhoneRegistration).
 */
export const phoneRegisterResultSchema = z.preprocess(
  (v) => fromOtherNames({ access: ['token', 'access_token'], refresh: ['refresh_token'] })(isRecord(v) ? v : {}),
  z.object({
    access: orDefault(z.string().min(1), null).meta({ absent: 'token, access_token; else no session: sign in' }),
    refresh: orDefault(z.string().min(1), null).meta({ absent: 'refresh_token; else null' }),
  }),
)
