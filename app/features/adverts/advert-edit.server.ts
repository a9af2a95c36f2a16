import type { z } from 'zod'
import type { Locale } from '#config'
import { isAdvertId } from '#contract/advert-id.ts'
import { ADVERTS } from '#contract/advert-rules.ts'
import type { advertAttributesSchema } from '#contract/adverts.ts'
import { callForRequest } from '#platform/request.server.ts'
import { listInLanguage } from './advert-language'
import {
  type AdvertCategory,
  type AdvertDetail,
  type AdvertRegion,
  attributeInLanguage,
  ownItems,
} from './adverts.server'

export type AdvertAttribute = z.infer<typeof advertAttributesSchema>[number]

/** The form's lookups: categories and every region (a new advert may be in a region without adverts yet). */
export async function loadFormLookups(
  locale: Locale,
): Promise<{ categories: AdvertCategory[]; regions: AdvertRegion[] }> {
  const [categories, regions] = await Promise.all([
    callForRequest(locale, 'advertCategories'),
    callForRequest(locale, 'advertRegions'),
  ])
  return {
    categories: categories.ok ? listInLanguage(categories.data, locale) : [],
    regions: regions.ok ? listInLanguage(regions.data, locale) : [],
  }
}

export async function loadLocations(locale: Locale, region: number): Promise<{ id: number; title: string }[]> {
  const r = await callForRequest(locale, 'advertLocations', { params: { id: String(region) } })
  return r.ok
    ? listInLanguage(ownItems(r.data, 'region_id', region), locale).map(({ id, title }) => ({ id, title }))
    : []
}

/** What /adverts/edit/{id} may name: a slug as the advert writes take it (worker/api/advert.ts), or an advert id (advert-id.ts). */
const EDIT_SLUG = /^[A-Za-z0-9_-]{1,200}$/

/**
 * The signed-in owner's advert for the edit form (drafts and inactive ones included); null when it is
 * not theirs or gone. `slug` is a slug or an id (a UUID too); anything else (a slash, a dot segment, a
 * control character) names no advert and reaches no back end: the 404 page.
 */
export async function loadOwnAdvert(locale: Locale, slug: string): Promise<AdvertDetail | null> {
  if (!EDIT_SLUG.test(slug) && !isAdvertId(slug)) return null
  const r = await callForRequest(
    locale,
    'advertBySpecPath',
    { params: { slug }, query: { area: ADVERTS.specArea } },
    true,
  )
  // No is_mine (the spec's Advert does not name it): the back end's save decides whose it is (decision 0120).
  return r.ok && r.data.is_mine !== false ? r.data : null
}

/** The attributes that apply to a category (the filters' and the form's inputs). */
export async function loadAttributes(locale: Locale, category: number): Promise<AdvertAttribute[]> {
  const r = await callForRequest(locale, 'advertAttributes', { query: { category } })
  return r.ok ? r.data.map((a) => attributeInLanguage(a, locale)) : []
}

/** A locality's sectors (GET /api/sectors/?location=). */
export async function loadSectors(locale: Locale, location: number): Promise<{ id: number; title: string }[]> {
  const r = await callForRequest(locale, 'advertSectors', { query: { location } })
  return r.ok
    ? listInLanguage(ownItems(r.data, 'location_id', location), locale).map(({ id, title }) => ({ id, title }))
    : []
}
