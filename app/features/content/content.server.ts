import { env } from 'cloudflare:workers'
import { getCookie } from '@tanstack/react-start/server'
import type { z } from 'zod'
import { COOKIES, type Locale } from '../../../app.config'
import type { Env } from '../../../worker/env'
import { type ApiResult, apiRequest, valueOr } from '../../api/client'
import * as T from '../../api/contract/content'
import { adminConfig } from '../../api/site.server'
import { formErrors } from '../../lib/error-body'
import { ARTICLES_PAGE_SIZE, compactPhone } from './rules'
import { sanitizeHtml } from './sanitize'

/**
 * Server-only loaders of the content pages (spec 7.1). Each returns plain data and never throws:
 * a failed call leaves its area empty (logged), so the page still renders.
 */

const workerEnv = () => env as unknown as Env

function devMode(): boolean {
  try {
    return getCookie(COOKIES.devMode) === 'true'
  } catch {
    return false
  }
}

function call<S extends z.ZodTypeAny>(
  locale: Locale,
  path: string,
  schema: S,
  opts: { query?: Record<string, string | number | boolean | undefined>; method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<ApiResult<z.output<S>>> {
  return apiRequest(adminConfig(workerEnv(), { locale, devMode: devMode() }), path, { schema, ...opts })
}

/** Images come as paths on the admin back end; make them absolute (the CSP allows that origin). */
export function imageUrl(src: string | null | undefined): string | null {
  if (!src) return null
  try {
    return new URL(src, workerEnv().ADMIN_API_URL).toString()
  } catch {
    return null
  }
}

// ---- static settings pages ------------------------------------------------------------------

export async function loadStaticPage(lang: Locale, kind: (typeof T.STATIC_PAGES)[number]) {
  const result = await call(lang, `/settings/${kind}`, T.staticPageSchema)
  const page = valueOr(result, null)
  return page ? { ...page, content: sanitizeHtml(page.content) } : null
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

export async function loadArticles(lang: Locale, tab: number, page: number) {
  let statusId: number | undefined
  let statuses = EMPTY_LIST.statuses
  if (tab > 0) {
    const first = valueOr(await call(lang, '/base/articles/', T.articleListSchema, { query: { page: 1, page_size: 1 } }), EMPTY_LIST)
    statuses = first.statuses
    statusId = statuses[tab - 1]?.id
    if (statusId === undefined) return { list: { ...EMPTY_LIST, statuses }, tabFound: statuses.length === 0 }
  }
  const result = await call(lang, '/base/articles/', T.articleListSchema, {
    query: { page, page_size: ARTICLES_PAGE_SIZE, status_id: statusId },
  })
  // A page past the end answers 404 (or an empty list): show the empty state.
  const list = valueOr(result, { ...EMPTY_LIST, statuses })
  return { list: { ...list, data: list.data.map(withImage) }, tabFound: true }
}

export async function loadArticle(lang: Locale, slug: string) {
  const result = await call(lang, `/base/articles/${encodeURIComponent(slug)}`, T.articleDetailSchema)
  if (!result.ok) {
    if (result.status !== 404) console.warn(`[admin-api] ${result.message}`)
    return { article: null, missing: result.status === 404 || result.status === 400, recommended: [] as Article[], seo: null }
  }
  const article = { ...withImage(result.data), content: sanitizeHtml(result.data.content) }
  const [recommended, seo] = await Promise.all([
    call(lang, `/base/articles/recommended/${article.id}`, T.articleRecommendedSchema),
    call(lang, '/general/seo/article', T.seoSchema, { query: { article_slug: slug } }),
  ])
  return {
    article,
    missing: false,
    recommended: valueOr(recommended, [] as Article[]).map(withImage),
    seo: valueOr(seo, null),
  }
}

// ---- simple lists ------------------------------------------------------------------------------

export async function loadFaq(lang: Locale) {
  return valueOr(await call(lang, '/base/faq', T.faqSchema), []).map((q) => ({ ...q, answer: sanitizeHtml(q.answer) }))
}

export async function loadServices(lang: Locale) {
  const [services, centre] = await Promise.all([call(lang, '/base/services/', T.servicesSchema), loadStaticPage(lang, 'service_center_page')])
  return { services: valueOr(services, []).map(withImage), centre }
}

export async function loadOrderGuide(lang: Locale) {
  return valueOr(await call(lang, '/base/order-guide/', T.orderGuideSchema), [])
    .map(withImage)
    .sort((a, b) => a.step - b.step)
}

export async function loadContacts(lang: Locale) {
  const [page, groups, stores, sellers] = await Promise.all([
    call(lang, '/base/page-contacts/', T.pageContactsSchema),
    call(lang, '/base/contacts/group/', T.contactGroupsSchema),
    call(lang, '/shop/get-stores/', T.storesSchema),
    call(lang, '/base/store_sellers', T.sellersSchema),
  ])
  return {
    page: valueOr(page, null),
    groups: valueOr(groups, []),
    stores: valueOr(stores, []),
    sellers: valueOr(sellers, []).map(withImage),
  }
}

export async function loadVacancies(lang: Locale, mainPageOnly: boolean) {
  const result = await call(lang, '/base/vacancies', T.vacanciesSchema, { query: mainPageOnly ? { show_on_main_page: true } : {} })
  return valueOr(result, [])
    .filter((v) => !mainPageOnly || v.show_on_main_page)
    .map((v) => ({ ...v, description: sanitizeHtml(v.description) }))
}

export async function loadReviews(lang: Locale) {
  const [customer, video] = await Promise.all([call(lang, '/base/reviews', T.customerReviewsSchema), call(lang, '/base/video-reviews', T.videoReviewsSchema)])
  return {
    customer: valueOr(customer, []),
    video: valueOr(video, []).map((v) => ({ ...v, preview: imageUrl(v.preview) })),
  }
}

type Album = z.infer<typeof T.galleryAlbumSchema>
const albumImages = (a: Album): Album => ({
  ...a,
  cover: imageUrl(a.cover),
  images: a.images.map((i) => ({ ...i, url: imageUrl(i.url) ?? '' })).filter((i) => i.url),
})

export async function loadGallery(lang: Locale) {
  return valueOr(await call(lang, '/base/gallery', T.galleryListSchema), []).map(albumImages)
}

export async function loadGalleryAlbum(lang: Locale, id: number) {
  const result = await call(lang, `/base/gallery/${id}`, T.galleryAlbumSchema)
  if (!result.ok) {
    if (result.status !== 404) console.warn(`[admin-api] ${result.message}`)
    return { album: null, missing: result.status === 404 || result.status === 400 }
  }
  return { album: albumImages(result.data), missing: false }
}

export async function loadPartners(lang: Locale) {
  return valueOr(await call(lang, '/base/partners/region_partners', T.partnersSchema), []).map((p) => ({
    ...p,
    logo: imageUrl(p.logo),
    url: p.url && /^https?:\/\//i.test(p.url) ? p.url : null,
  }))
}

export async function loadCustomList(lang: Locale, id: number) {
  const result = await call(lang, `/general/v2/custom_instance/${id}`, T.customInstanceSchema)
  if (!result.ok) {
    if (result.status !== 404) console.warn(`[admin-api] ${result.message}`)
    return { list: null, missing: result.status === 404 || result.status === 400 }
  }
  return {
    list: { ...result.data, html: sanitizeHtml(result.data.html), products: result.data.products.map((p) => ({ ...p, img: imageUrl(p.img) ?? '' })) },
    missing: false,
  }
}

// ---- forms ----------------------------------------------------------------------------------

export interface FormResult {
  ok: boolean
  /** Field errors as the back end returned them. */
  fields: Record<string, string>
  messages: string[]
}

async function submit(lang: Locale, path: string, body: unknown): Promise<FormResult> {
  const result = await call(lang, path, T.okStatusSchema, { method: 'POST', body })
  if (result.ok) return { ok: true, fields: {}, messages: [] }
  console.warn(`[admin-api] ${result.message}`)
  return { ok: false, ...formErrors(result.body) }
}

/** Checks a form body against the contract; failures become field errors like the back end's. */
function checked<S extends z.ZodTypeAny>(schema: S, body: unknown, send: (body: z.output<S>) => Promise<FormResult>): Promise<FormResult> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return send(parsed.data)
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form')
    fields[name] ??= issue.message
  }
  return Promise.resolve({ ok: false, fields, messages: [] })
}

export function sendResume(lang: Locale, body: unknown) {
  return checked(T.resumeBodySchema, body, (b) => submit(lang, '/base/send-resume', { ...b, phone: compactPhone(b.phone) }))
}

export function bookConsultation(lang: Locale, body: unknown) {
  return checked(T.consultationBodySchema, body, (b) => submit(lang, '/base/book-consultation', { ...b, phone: compactPhone(b.phone) }))
}

export function sendUserRequest(lang: Locale, body: unknown) {
  return checked(T.userRequestBodySchema, body, (b) => submit(lang, '/base/user-request/', { ...b, phone: b.phone ? compactPhone(b.phone) : undefined }))
}

export function subscribeNewsletter(lang: Locale, body: unknown) {
  return checked(T.newsletterBodySchema, body, (b) => submit(lang, '/settings/news-letter/', { email: b.email }))
}
