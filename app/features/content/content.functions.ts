import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import type { Locale } from '../../../app.config'
import { localeSchema } from '../../api/contract/common'
import { consultationBodySchema, newsletterBodySchema, resumeBodySchema, STATIC_PAGES, userRequestBodySchema } from '../../api/contract/content'
import * as S from './content.server'

/**
 * Content queries: one server function for client navigation, called directly during SSR
 * (createIsomorphicFn), and react-query options per content area.
 */
const requestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('static'), lang: localeSchema, page: z.enum(STATIC_PAGES) }),
  z.object({ kind: z.literal('articles'), lang: localeSchema, tab: z.number().int().min(0).max(999), page: z.number().int().min(1).max(10_000) }),
  z.object({ kind: z.literal('article'), lang: localeSchema, slug: z.string().min(1).max(300) }),
  z.object({ kind: z.literal('faq'), lang: localeSchema }),
  z.object({ kind: z.literal('services'), lang: localeSchema }),
  z.object({ kind: z.literal('orderGuide'), lang: localeSchema }),
  z.object({ kind: z.literal('contacts'), lang: localeSchema }),
  z.object({ kind: z.literal('vacancies'), lang: localeSchema, main: z.boolean() }),
  z.object({ kind: z.literal('reviews'), lang: localeSchema }),
  z.object({ kind: z.literal('gallery'), lang: localeSchema }),
  z.object({ kind: z.literal('album'), lang: localeSchema, id: z.number().int().min(1).max(999_999_999) }),
  z.object({ kind: z.literal('partners'), lang: localeSchema }),
  z.object({ kind: z.literal('customList'), lang: localeSchema, id: z.number().int().min(1).max(999_999_999) }),
])
export type ContentRequest = z.infer<typeof requestSchema>

function load(req: ContentRequest) {
  switch (req.kind) {
    case 'static':
      return S.loadStaticPage(req.lang, req.page)
    case 'articles':
      return S.loadArticles(req.lang, req.tab, req.page)
    case 'article':
      return S.loadArticle(req.lang, req.slug)
    case 'faq':
      return S.loadFaq(req.lang)
    case 'services':
      return S.loadServices(req.lang)
    case 'orderGuide':
      return S.loadOrderGuide(req.lang)
    case 'contacts':
      return S.loadContacts(req.lang)
    case 'vacancies':
      return S.loadVacancies(req.lang, req.main)
    case 'reviews':
      return S.loadReviews(req.lang)
    case 'gallery':
      return S.loadGallery(req.lang)
    case 'album':
      return S.loadGalleryAlbum(req.lang, req.id)
    case 'partners':
      return S.loadPartners(req.lang)
    case 'customList':
      return S.loadCustomList(req.lang, req.id)
  }
}

interface Results {
  static: Awaited<ReturnType<typeof S.loadStaticPage>>
  articles: Awaited<ReturnType<typeof S.loadArticles>>
  article: Awaited<ReturnType<typeof S.loadArticle>>
  faq: Awaited<ReturnType<typeof S.loadFaq>>
  services: Awaited<ReturnType<typeof S.loadServices>>
  orderGuide: Awaited<ReturnType<typeof S.loadOrderGuide>>
  contacts: Awaited<ReturnType<typeof S.loadContacts>>
  vacancies: Awaited<ReturnType<typeof S.loadVacancies>>
  reviews: Awaited<ReturnType<typeof S.loadReviews>>
  gallery: Awaited<ReturnType<typeof S.loadGallery>>
  album: Awaited<ReturnType<typeof S.loadGalleryAlbum>>
  partners: Awaited<ReturnType<typeof S.loadPartners>>
  customList: Awaited<ReturnType<typeof S.loadCustomList>>
}

export const getContent = createServerFn({ method: 'GET' })
  .validator((input: unknown) => requestSchema.parse(input))
  .handler(({ data }) => load(data) as Promise<Results[keyof Results]>)

const fetchContent = createIsomorphicFn()
  .server((req: ContentRequest) => load(req) as Promise<unknown>)
  .client((req: ContentRequest) => getContent({ data: req }) as Promise<unknown>)

export function contentQuery<K extends ContentRequest['kind']>(req: Extract<ContentRequest, { kind: K }>) {
  return queryOptions({
    queryKey: ['content', req],
    queryFn: () => fetchContent(req) as Promise<Results[K]>,
    staleTime: 5 * 60_000,
  })
}

// ---- forms ------------------------------------------------------------------------------------

const formInput = (input: unknown) => {
  const raw = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  const lang = localeSchema.safeParse(raw.lang)
  return { lang: lang.success ? lang.data : ('ro' as Locale), body: raw.body }
}

/** Checks the body against the contract; failures become field errors like the back end's. */
function checked<S extends z.ZodTypeAny>(schema: S, body: unknown, send: (body: z.output<S>) => Promise<S.FormResult>): Promise<S.FormResult> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return send(parsed.data)
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form')
    fields[name] ??= issue.message
  }
  return Promise.resolve({ ok: false, fields, messages: [] })
}

export const sendResumeFn = createServerFn({ method: 'POST' })
  .validator(formInput)
  .handler(({ data }) => checked(resumeBodySchema, data.body, (body) => S.sendResume(data.lang, body)))

export const bookConsultationFn = createServerFn({ method: 'POST' })
  .validator(formInput)
  .handler(({ data }) => checked(consultationBodySchema, data.body, (body) => S.bookConsultation(data.lang, body)))

export const userRequestFn = createServerFn({ method: 'POST' })
  .validator(formInput)
  .handler(({ data }) => checked(userRequestBodySchema, data.body, (body) => S.sendUserRequest(data.lang, body)))

export const newsletterFn = createServerFn({ method: 'POST' })
  .validator(formInput)
  .handler(({ data }) => checked(newsletterBodySchema, data.body, (body) => S.subscribeNewsletter(data.lang, body.email)))
