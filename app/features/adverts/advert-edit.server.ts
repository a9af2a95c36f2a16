import type { Locale } from '../../../app.config'
import { callForRequest } from '../../api/request.server'
import { formErrors } from '../../lib/error-body'
import type { AdvertCategory, AdvertDetail, AdvertRegion } from './adverts.server'

export type SaveResult = { ok: true; slug: string; id: number; isDraft: boolean } | { ok: false; status: number; fields: Record<string, string>; messages: string[] }

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

/** Create (no slug) or edit (PATCH by slug) with the multipart body; the back end's field errors come back for the form. */
export async function saveAdvert(locale: Locale, slug: string | undefined, body: FormData): Promise<SaveResult> {
  const r = slug ? await callForRequest(locale, 'updateAdvert', { params: { slug }, body }, true) : await callForRequest(locale, 'createAdvert', { body }, true)
  if (r.ok) return { ok: true, slug: r.data.slug, id: r.data.id, isDraft: r.data.is_draft }
  return { ok: false, status: r.status, ...formErrors(r.body) }
}

/** Delete: 204 means gone (the page then flags it deleted, spec 4). */
export async function deleteAdvert(locale: Locale, slug: string): Promise<{ ok: boolean; status: number }> {
  const r = await callForRequest(locale, 'deleteAdvert', { params: { slug } }, true)
  return { ok: r.ok, status: r.ok ? 204 : r.status }
}
