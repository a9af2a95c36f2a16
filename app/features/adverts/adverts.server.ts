import type { z } from 'zod'
import type { Locale } from '#config'
import { ADVERTS } from '#contract/advert-rules.ts'
import type {
  advertAttributesSchema,
  advertCardSchema,
  advertCategoriesSchema,
  advertDetailSchema,
  advertRegionsSchema,
  currencyRatesSchema,
} from '#contract/adverts.ts'
import { callForRequest } from '#platform/request.server.ts'
import { isRefusal } from '#platform/shared/main-content.ts'
import { advertInLanguage, inLanguage, listInLanguage } from './advert-language'
import { advertListQuery } from './list-query'
import type { AdvertListSearch } from './list-search'

export type AdvertCard = z.infer<typeof advertCardSchema>
export type AdvertCategory = z.infer<typeof advertCategoriesSchema>[number]
export type AdvertRegion = z.infer<typeof advertRegionsSchema>[number]
export type CurrencyRates = z.infer<typeof currencyRatesSchema>

export interface AdvertListPage {
  adverts: AdvertCard[]
  totalCount: number
  categories: AdvertCategory[]
  regions: AdvertRegion[]
  rates: CurrencyRates['rates']
}

/** `refused`: the back end refused the list's query (a 4xx, a filter it does not take): not a 503 (decision 0099). */
export type AdvertListResult = { status: 'ok'; data: AdvertListPage } | { status: 'unavailable'; refused: boolean }

/**
 * One list page with what its filters need: the adverts (public, no token: the page may be cached),
 * the categories, the regions that have adverts and the currency rates. The lookups failing leave
 * their filter empty; the list failing makes the page "unavailable".
 */
export async function loadAdvertList(locale: Locale, search: AdvertListSearch): Promise<AdvertListResult> {
  const [list, categories, regions, rates] = await Promise.all([
    callForRequest(locale, 'adverts', { query: advertListQuery(search) }),
    callForRequest(locale, 'advertCategories'),
    callForRequest(locale, 'advertRegionsWithAdverts', { query: { only_adverts: true } }),
    callForRequest(locale, 'currencyRates'),
  ])
  if (!list.ok) {
    console.warn(`[adverts] ${list.message}`)
    return { status: 'unavailable', refused: isRefusal(list.status) }
  }
  for (const r of [categories, regions, rates]) if (!r.ok) console.warn(`[adverts] ${r.message}`)
  const regionList = regions.ok ? listInLanguage(regions.data, locale) : []
  const cards = list.data.data.map((a) => advertInLanguage(a, locale))
  return {
    status: 'ok',
    data: {
      adverts: await namedCards(locale, cards, regionList),
      totalCount: list.data.totalCount,
      categories: categories.ok ? listInLanguage(categories.data, locale) : [],
      regions: regionList,
      rates: rates.ok ? rates.data.rates : [],
    },
  }
}

/** A reference the back end gave by id alone (the spec's Advert): no name to show. */
const unnamed = <R extends { title: string }>(ref: R | null): ref is R => ref !== null && ref.title === ''
/** An unnamed reference named from a lookup's list (empty when the list lacks its id); a named one as it is. */
const titled = <R extends { id: number; title: string }>(
  ref: R | null,
  list: readonly { id: number; title: string }[],
) => (unnamed(ref) ? { ...ref, title: list.find((x) => x.id === ref.id)?.title ?? '' } : ref)

/**
 * Cards whose region or location came as a bare id (the spec's Advert, decision 0120) named for the
 * card's "region, locality" line: the region from `regions` (the list's filter, already loaded) or,
 * without it, from GET /api/advert-regions/; the location from its region's locations, asked for at
 * most `ADVERTS.cardLocationLookups` regions at once. A lookup that fails or lacks the id leaves the
 * name out, as on the advert's page.
 */
export async function namedCards(
  locale: Locale,
  cards: AdvertCard[],
  regions?: readonly AdvertRegion[],
): Promise<AdvertCard[]> {
  if (!cards.some((c) => unnamed(c.region) || unnamed(c.location))) return cards
  let regionList = regions
  if (!regionList && cards.some((c) => unnamed(c.region))) {
    const r = await callForRequest(locale, 'advertRegions')
    regionList = r.ok ? listInLanguage(r.data, locale) : []
  }
  const regionIds = [...new Set(cards.flatMap((c) => (unnamed(c.location) && c.region ? [c.region.id] : [])))]
  const lookups = await Promise.all(
    regionIds
      .slice(0, ADVERTS.cardLocationLookups)
      .map((id) => callForRequest(locale, 'advertLocations', { params: { id: String(id) } })),
  )
  const locations = new Map(
    lookups.map((r, i) => [
      regionIds[i],
      r.ok ? ownItems(listInLanguage(r.data, locale), 'region_id', regionIds[i]!) : [],
    ]),
  )
  return cards.map((c) => ({
    ...c,
    region: titled(c.region, regionList ?? []),
    location: titled(c.location, (c.region && locations.get(c.region.id)) || []),
  }))
}

export type AdvertDetail = z.infer<typeof advertDetailSchema>

/**
 * A lookup asked for one region's locations or one location's sectors: an item that names no parent
 * (the spec gives the calls no shape) is the parent asked's, and takes its id; one that names another
 * is left out (a back end that ignores the parameter answers every region's).
 */
export function ownItems<K extends string, R extends { [key in K]: number | null }>(
  list: readonly R[],
  key: K,
  asked: number,
): (R & { [key in K]: number })[] {
  return list.flatMap((item) => (item[key] === null || item[key] === asked ? [{ ...item, [key]: asked }] : []))
}

/**
 * An advert whose category and places came as bare ids (the spec's Advert, decision 0120) named from
 * the area's lookups, each asked only when its name is missing: the categories, the regions, the
 * region's locations, the location's sectors. A lookup that fails or lacks the id leaves the name out.
 */
export async function namedReferences(locale: Locale, advert: AdvertDetail): Promise<AdvertDetail> {
  const { category, region, location, sector } = advert
  if (![category, region, location, sector].some(unnamed)) return advert
  const [categories, regions, locations, sectors] = await Promise.all([
    unnamed(category) ? callForRequest(locale, 'advertCategories') : null,
    unnamed(region) ? callForRequest(locale, 'advertRegions') : null,
    unnamed(location) && region
      ? callForRequest(locale, 'advertLocations', { params: { id: String(region.id) } })
      : null,
    unnamed(sector) && location ? callForRequest(locale, 'advertSectors', { query: { location: location.id } }) : null,
  ])
  type Named = { id: number; title: string; titles?: Record<Locale, string> }
  const named = <R extends { id: number; title: string }>(
    ref: R | null,
    list: { ok: true; data: readonly Named[] } | { ok: false } | null,
  ): R | null => (list?.ok ? titled(ref, listInLanguage(list.data, locale)) : ref)
  return {
    ...advert,
    category: named(category, categories),
    region: named(region, regions),
    location: named(
      location,
      locations?.ok && region ? { ok: true, data: ownItems(locations.data, 'region_id', region.id) } : locations,
    ),
    sector: named(
      sector,
      sectors?.ok && location ? { ok: true, data: ownItems(sectors.data, 'location_id', location.id) } : sectors,
    ),
  }
}

export type AdvertDetailResult =
  | { status: 'ok'; data: { advert: AdvertDetail; rates: CurrencyRates['rates'] } }
  | { status: 'not-found' }
  | { status: 'unavailable' }

/** One advert's page through the spec's GET /general/v2/product/{slug} (?area=adverts, decision 0045; public: no token, the page may be cached; drafts and inactive adverts answer 404 to everyone else). */
export async function loadAdvert(locale: Locale, slug: string): Promise<AdvertDetailResult> {
  const [advert, rates] = await Promise.all([
    callForRequest(locale, 'advertBySpecPath', { params: { slug }, query: { area: ADVERTS.specArea } }),
    callForRequest(locale, 'currencyRates'),
  ])
  if (!advert.ok) {
    if (advert.status === 404) return { status: 'not-found' }
    console.warn(`[adverts] ${advert.message}`)
    return { status: 'unavailable' }
  }
  const [shown, attributes] = await Promise.all([
    namedReferences(locale, advertInLanguage(advert.data, locale)),
    namedAttributes(locale, advert.data),
  ])
  return { status: 'ok', data: { advert: { ...shown, attributes }, rates: rates.ok ? rates.data.rates : [] } }
}

type AdvertAttributeValue = AdvertDetail['attributes'][number]
type AttributeDefinition = z.infer<typeof advertAttributesSchema>[number]

/** An attribute's definition in the page's language: its title and its options' (inLanguage). */
export const attributeInLanguage = (def: AttributeDefinition, locale: Locale): AttributeDefinition => ({
  ...inLanguage(def, locale),
  options: listInLanguage(def.options, locale),
})

/** An attribute value named from its definition: what the value lacks, the definition gives. */
function namedAttribute(a: AdvertAttributeValue, def: AttributeDefinition | undefined): AdvertAttributeValue {
  if (!def) return a
  const type = a.type ?? def.type
  const option = type === 'select' ? def.options.find((o) => o.id === a.value) : undefined
  return {
    ...a,
    keyword: a.keyword || def.keyword,
    title: a.title || def.title,
    type,
    unit: a.unit ?? def.unit,
    value_title: a.value_title || (option?.title ?? ''),
  }
}

/** Whether the page can say an attribute: its name, its type, and a select's option by name. */
const shownAttribute = (a: AdvertAttributeValue) =>
  a.title.trim() !== '' && a.type !== null && (a.type !== 'select' || a.value_title.trim() !== '')

/**
 * The advert's attributes as its page shows them. A back end may send only `{ attribute, value }` (the
 * form's shape; the spec's Advert names `attributes` without one): such values are named from GET
 * /api/adverts-attributes/?category= (asked only then), a select's value by its option. One the lookup
 * cannot name (it failed, or lacks the id or the option) is left out, not shown as a bare number.
 */
export async function namedAttributes(locale: Locale, advert: AdvertDetail): Promise<AdvertAttributeValue[]> {
  const { attributes } = advert
  if (attributes.every(shownAttribute)) return attributes
  const lookup = await callForRequest(
    locale,
    'advertAttributes',
    advert.category ? { query: { category: advert.category.id } } : undefined,
  )
  if (!lookup.ok) console.warn(`[adverts] ${lookup.message}`)
  const defs = lookup.ok ? lookup.data.map((d) => attributeInLanguage(d, locale)) : []
  return attributes
    .map((a) =>
      namedAttribute(
        a,
        defs.find((d) => d.id === a.attribute),
      ),
    )
    .filter(shownAttribute)
}
