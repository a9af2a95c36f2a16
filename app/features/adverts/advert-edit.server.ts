import type { Locale } from '../../../app.config'
import { callForRequest } from '../../api/request.server'
import type { AdvertCategory, AdvertDetail, AdvertRegion } from './adverts.server'

/** The form's lookups: categories and every region (a new advert may be in a region without adverts yet). */
export async function loadFormLookups(locale: Locale): Promise<{ categories: AdvertCategory[]; regions: AdvertRegion[] }> {
  const [categories, regions] = await Promise.all([callForRequest(locale, 'advertCategories'), callForRequest(locale, 'advertRegions')])
  return { categories: categories.ok ? categories.data : [], regions: regions.ok ? regions.data : [] }
}

export async function loadLocations(locale: Locale, region: number): Promise<{ id: number; title: string }[]> {
  const r = await callForRequest(locale, 'advertLocations', { params: { id: String(region) } })
  return r.ok ? r.data.map(({ id, title }) => ({ id, title })) : []
}

/** The signed-in owner's advert for the edit form (drafts and inactive ones included); null when it is not theirs or gone. */
export async function loadOwnAdvert(locale: Locale, slug: string): Promise<AdvertDetail | null> {
  const r = await callForRequest(locale, 'advert', { params: { slug } }, true)
  return r.ok && r.data.is_mine ? r.data : null
}
