import { env } from 'cloudflare:workers'
import type { z } from 'zod'
import { normalizePhone } from '#app/i18n/format.ts'
import { loadMessages, textIntl } from '#app/i18n/messages.ts'
import { sanitizeHtml } from '#app/lib/sanitize-html.ts'
import { phoneComplete } from '#app/ui/phone-mask.ts'
import { sitePhoneMask } from '#app/ui/site-phone.server.ts'
import type { Locale } from '#config'
import * as T from '#contract/content.ts'
import { valueOr } from '#platform/backend/client.ts'
import { callForRequest as call, shopperIpHeaders } from '#platform/request.server.ts'
import { failedForNow } from '#platform/shared/main-content.ts'
import type { ContentRequest } from './content.functions'
import { fieldMessage } from './field-issues'
import { refusedForm } from './refused-form'
import { ARTICLES_PAGE_SIZE, galleryPhotos } from './rules'

/**
 * Server-only loaders of the content pages (spec 7.1). Each returns plain data and never throws:
 * a failed call leaves its area empty (logged), so the page still renders.
 */

/** Images come as paths on the admin back end; make them absolute (the CSP allows that origin). */
export function imageUrl(src: string | null | undefined): string | null {
  if (!src) return null
  try {
    return new URL(src, env.ADMIN_API_URL).toString()
  } catch {
    return null
  }
}

// ---- static settings pages ------------------------------------------------------------------

export async function loadStaticPage(lang: Locale, kind: (typeof T.STATIC_PAGES)[number]) {
  const result = await call(lang, 'staticPage', { params: { kind } })
  const page = valueOr(result, null)
  return {
    page: page ? { ...page, content: sanitizeHtml(page.content, lang) } : null,
    unavailable: failedForNow(result),
  }
}

// ---- articles ------------------------------------------------------------------------------

const EMPTY_LIST: z.infer<typeof T.articleListSchema> = {
  data: [],
  totalCount: 0,
  pages: 0,
  page_size: ARTICLES_PAGE_SIZE,
  current_page_count: 0,
  next: null,
  previous: null,
  statuses: [],
  custom_status: null,
}

type Article = z.infer<typeof T.articleSchema>
const withImage = <A extends { img: string | null }>(a: A): A => ({ ...a, img: imageUrl(a.img) })

/** The articles of a tab's page; `unavailable` when the list (or, for a tab, its statuses) failed to load. */
export async function loadArticles(lang: Locale, tab: number, page: number) {
  let statusId: number | undefined
  let statuses = EMPTY_LIST.statuses
  if (tab > 0) {
    const firstResult = await call(lang, 'articles', { query: { page: 1, page_size: 1 } })
    if (failedForNow(firstResult)) return { list: EMPTY_LIST, tabFound: true, unavailable: true }
    const first = valueOr(firstResult, EMPTY_LIST)
    statuses = first.statuses
    statusId = statuses[tab - 1]?.id
    if (statusId === undefined)
      return { list: { ...EMPTY_LIST, statuses }, tabFound: statuses.length === 0, unavailable: false }
  }
  const result = await call(lang, 'articles', { query: { page, page_size: ARTICLES_PAGE_SIZE, status_id: statusId } })
  // A page past the end answers 404 (or an empty list): show the empty state.
  const list = valueOr(result, { ...EMPTY_LIST, statuses })
  return { list: { ...list, data: list.data.map(withImage) }, tabFound: true, unavailable: failedForNow(result) }
}

export async function loadArticle(lang: Locale, slug: string) {
  const result = await call(lang, 'article', { params: { slug } })
  if (!result.ok) {
    return {
      article: null,
      missing: result.status === 404 || result.status === 400,
      unavailable: failedForNow(result),
      recommended: [] as Article[],
      seo: null,
    }
  }
  const article = { ...withImage(result.data), content: sanitizeHtml(result.data.content, lang) }
  const [recommended, seo] = await Promise.all([
    call(lang, 'articleRecommended', { params: { id: article.id } }),
    call(lang, 'seoArticle', { query: { article_slug: slug } }),
  ])
  return {
    article,
    missing: false,
    unavailable: false,
    recommended: valueOr(recommended, [] as Article[]).map(withImage),
    seo: valueOr(seo, null),
  }
}

// ---- simple lists ------------------------------------------------------------------------------

export async function loadFaq(lang: Locale) {
  const result = await call(lang, 'faq')
  const items = valueOr(result, []).map((q) => ({ ...q, answer: sanitizeHtml(q.answer, lang) }))
  return { items, unavailable: failedForNow(result) }
}

/** The services (the page's main content) and the service centre's text under them (an extra). */
export async function loadServices(lang: Locale) {
  const [services, centre] = await Promise.all([call(lang, 'services'), loadStaticPage(lang, 'service_center_page')])
  return { services: valueOr(services, []).map(withImage), centre: centre.page, unavailable: failedForNow(services) }
}

export async function loadOrderGuide(lang: Locale) {
  const result = await call(lang, 'orderGuide')
  const steps = valueOr(result, [])
    .map(withImage)
    .sort((a, b) => a.step - b.step)
  return { steps, unavailable: failedForNow(result) }
}

/**
 * The contacts page. Its main content is the shop's own contact text (address, phones, e-mails,
 * hours) and its stores: each has an empty state that would say the shop has none. The contact
 * groups and the sellers are extras shown only when there are some.
 */
export async function loadContacts(lang: Locale) {
  const [page, groups, stores, sellers] = await Promise.all([
    call(lang, 'pageContacts'),
    call(lang, 'contactGroups'),
    call(lang, 'stores'),
    call(lang, 'storeSellers'),
  ])
  const pageUnavailable = failedForNow(page)
  const storesUnavailable = failedForNow(stores)
  return {
    page: valueOr(page, null),
    groups: valueOr(groups, []),
    stores: valueOr(stores, []),
    sellers: valueOr(sellers, []).map(withImage),
    pageUnavailable,
    storesUnavailable,
    unavailable: pageUnavailable || storesUnavailable,
  }
}

export async function loadVacancies(lang: Locale, mainPageOnly: boolean) {
  const result = await call(lang, 'vacancies', { query: mainPageOnly ? { show_on_main_page: true } : {} })
  const items = valueOr(result, [])
    .filter((v) => !mainPageOnly || v.show_on_main_page)
    .map((v) => ({ ...v, description: sanitizeHtml(v.description, lang) }))
  return { items, unavailable: failedForNow(result) }
}

/** The reviews page: the customers' and the video reviews are both what it lists; either failing makes it unavailable. */
export async function loadReviews(lang: Locale) {
  const [customer, video] = await Promise.all([call(lang, 'customerReviews'), call(lang, 'videoReviews')])
  const customerUnavailable = failedForNow(customer)
  const videoUnavailable = failedForNow(video)
  return {
    customer: valueOr(customer, []),
    video: valueOr(video, []).map((v) => ({ ...v, preview: imageUrl(v.preview) })),
    customerUnavailable,
    videoUnavailable,
    unavailable: customerUnavailable || videoUnavailable,
  }
}

type Album = z.infer<typeof T.galleryAlbumSchema>
const albumImages = (a: Album): Album => ({
  ...a,
  cover: imageUrl(a.cover),
  images: a.images.map((i) => ({ ...i, url: imageUrl(i.url) ?? '' })).filter((i) => i.url),
})

export async function loadGallery(lang: Locale) {
  const result = await call(lang, 'gallery')
  return { albums: valueOr(result, []).map(albumImages), unavailable: failedForNow(result) }
}

/** Every photo of every album (`GET /base/gallery/all_images`), for the gallery page's "All photos"; a failed call shows none. */
export async function loadGalleryImages(lang: Locale) {
  return galleryPhotos(
    valueOr(await call(lang, 'galleryAllImages'), []).map((i) => ({ ...i, url: imageUrl(i.url) ?? '' })),
  )
}

export async function loadGalleryAlbum(lang: Locale, id: number) {
  const result = await call(lang, 'galleryAlbum', { params: { id } })
  if (!result.ok) {
    return { album: null, missing: result.status === 404 || result.status === 400, unavailable: failedForNow(result) }
  }
  return { album: albumImages(result.data), missing: false, unavailable: false }
}

export async function loadPartners(lang: Locale) {
  const result = await call(lang, 'partners')
  const partners = valueOr(result, []).map((p) => ({
    ...p,
    logo: imageUrl(p.logo),
    url: p.url && /^https?:\/\//i.test(p.url) ? p.url : null,
  }))
  return { partners, unavailable: failedForNow(result) }
}

export async function loadCustomList(lang: Locale, id: number) {
  const result = await call(lang, 'customInstance', { params: { id } })
  if (!result.ok) {
    return { list: null, missing: result.status === 404 || result.status === 400, unavailable: failedForNow(result) }
  }
  return {
    list: {
      ...result.data,
      html: sanitizeHtml(result.data.html, lang),
      products: result.data.products.map((p) => ({ ...p, img: imageUrl(p.img) ?? '' })),
    },
    missing: false,
    unavailable: false,
  }
}

// ---- forms ----------------------------------------------------------------------------------

export interface FormResult {
  ok: boolean
  /** Field errors as the back end returned them. */
  fields: Record<string, string>
  messages: string[]
}

async function submit(
  lang: Locale,
  name: 'sendResume' | 'bookConsultation' | 'userRequest' | 'newsletter',
  body: unknown,
): Promise<FormResult> {
  // The shopper's address, and their token when signed in: the back end limits each form per client,
  // a signed-in shopper's per account, so strangers behind the same address cannot spend it for them
  // (admin-api services/write-limits.ts).
  const result = await call(lang, name, { body, headers: shopperIpHeaders() }, true)
  if (result.ok) return { ok: true, fields: {}, messages: [] }
  // No readable text (a bare 429, a proxy's page): none here; the form says it in the page's language (formFailure).
  return { ok: false, ...refusedForm(result.body) }
}

/**
 * Checks a form body against the contract; failures become field errors like the back end's, in the
 * page's language (fieldMessage: the shop's own texts, never zod's English).
 */
async function checked<S extends z.ZodTypeAny>(
  lang: Locale,
  schema: S,
  body: unknown,
  send: (body: z.output<S>) => Promise<FormResult>,
): Promise<FormResult> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return send(parsed.data)
  const intl = textIntl(lang, await loadMessages(lang))
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form')
    if (fields[name] !== undefined) continue
    const { id, values } = fieldMessage(issue, body)
    fields[name] = intl.formatMessage({ id }, values)
  }
  return { ok: false, fields, messages: [] }
}

/**
 * A phone that is not a whole number of the site's mask (phoneComplete, the forms' rule): the form's
 * phone error in the page's language, and nothing is sent. None when there is no phone or it is whole.
 */
async function phoneRefused(lang: Locale, phone: string | undefined): Promise<FormResult | null> {
  if (!phone || phoneComplete(phone, await sitePhoneMask(lang))) return null
  const intl = textIntl(lang, await loadMessages(lang))
  return { ok: false, fields: { phone: intl.formatMessage({ id: 'content.form.error.phone' }) }, messages: [] }
}

/**
 * A form with a phone: refused when the phone is not whole (phoneRefused), else sent with the phone
 * without its whitespace (spec 5); a form whose phone is optional sends none when none was typed.
 */
async function submitWithPhone(
  lang: Locale,
  name: 'sendResume' | 'bookConsultation' | 'userRequest',
  body: { phone?: string },
): Promise<FormResult> {
  const phone = body.phone ? normalizePhone(body.phone) : undefined
  return (await phoneRefused(lang, body.phone)) ?? submit(lang, name, { ...body, phone })
}

export function sendResume(lang: Locale, body: unknown) {
  return checked(lang, T.resumeBodySchema, body, (b) => submitWithPhone(lang, 'sendResume', b))
}

export function bookConsultation(lang: Locale, body: unknown) {
  return checked(lang, T.consultationBodySchema, body, (b) => submitWithPhone(lang, 'bookConsultation', b))
}

export function sendUserRequest(lang: Locale, body: unknown) {
  return checked(lang, T.userRequestBodySchema, body, (b) => submitWithPhone(lang, 'userRequest', b))
}

export function subscribeNewsletter(lang: Locale, body: unknown) {
  return checked(lang, T.newsletterBodySchema, body, (b) => submit(lang, 'newsletter', { email: b.email }))
}

// ---- one loader per content kind (content.functions.ts dispatches to it) ----------------------

type Request<K extends ContentRequest['kind']> = Extract<ContentRequest, { kind: K }>

export const contentLoaders = {
  static: (r: Request<'static'>) => loadStaticPage(r.lang, r.page),
  articles: (r: Request<'articles'>) => loadArticles(r.lang, r.tab, r.page),
  article: (r: Request<'article'>) => loadArticle(r.lang, r.slug),
  faq: (r: Request<'faq'>) => loadFaq(r.lang),
  services: (r: Request<'services'>) => loadServices(r.lang),
  orderGuide: (r: Request<'orderGuide'>) => loadOrderGuide(r.lang),
  contacts: (r: Request<'contacts'>) => loadContacts(r.lang),
  vacancies: (r: Request<'vacancies'>) => loadVacancies(r.lang, r.main),
  reviews: (r: Request<'reviews'>) => loadReviews(r.lang),
  gallery: (r: Request<'gallery'>) => loadGallery(r.lang),
  galleryImages: (r: Request<'galleryImages'>) => loadGalleryImages(r.lang),
  album: (r: Request<'album'>) => loadGalleryAlbum(r.lang, r.id),
  partners: (r: Request<'partners'>) => loadPartners(r.lang),
  customList: (r: Request<'customList'>) => loadCustomList(r.lang, r.id),
} satisfies { [K in ContentRequest['kind']]: (req: Request<K>) => Promise<unknown> }
export type ContentLoaders = typeof contentLoaders
