import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { bool, InputError, int, lang, oneOf, record, text } from '#app/api/input.ts'
import type { Locale } from '#config'
import * as S from './content.server'
import { formInput } from './form-input'
import type { StaticPageKind } from './rules'
import { STATIC_PAGE_KINDS } from './rules'

/**
 * Content queries: one server function for client navigation, called directly during SSR
 * (createIsomorphicFn), and react-query options per content area.
 */
export type ContentRequest =
  | { kind: 'static'; lang: Locale; page: StaticPageKind }
  | { kind: 'articles'; lang: Locale; tab: number; page: number }
  | { kind: 'article'; lang: Locale; slug: string }
  | {
      [K in 'faq' | 'services' | 'orderGuide' | 'contacts' | 'reviews' | 'gallery' | 'galleryImages' | 'partners']: {
        kind: K
        lang: Locale
      }
    }['faq' | 'services' | 'orderGuide' | 'contacts' | 'reviews' | 'gallery' | 'galleryImages' | 'partners']
  | { kind: 'vacancies'; lang: Locale; main: boolean }
  | { kind: 'album'; lang: Locale; id: number }
  | { kind: 'customList'; lang: Locale; id: number }

const KINDS = [
  'static',
  'articles',
  'article',
  'faq',
  'services',
  'orderGuide',
  'contacts',
  'vacancies',
  'reviews',
  'gallery',
  'galleryImages',
  'album',
  'partners',
  'customList',
] as const

/** Validates a content request without zod (this module is in the browser bundle too). */
export function contentInput(raw: unknown): ContentRequest {
  const r = record(raw)
  const kind = oneOf(r.kind, KINDS)
  const l = lang(r.lang)
  switch (kind) {
    case 'static':
      return { kind, lang: l, page: oneOf(r.page, STATIC_PAGE_KINDS) }
    case 'articles':
      return { kind, lang: l, tab: int(r.tab, 0, 999), page: int(r.page, 1, 10_000) }
    case 'article':
      return { kind, lang: l, slug: text(r.slug, { min: 1, max: 300 }) }
    case 'vacancies':
      return { kind, lang: l, main: bool(r.main) }
    case 'album':
    case 'customList':
      return { kind, lang: l, id: int(r.id, 1, 999_999_999) }
    case 'faq':
    case 'services':
    case 'orderGuide':
    case 'contacts':
    case 'reviews':
    case 'gallery':
    case 'galleryImages':
    case 'partners':
      return { kind, lang: l }
  }
  throw new InputError('unknown content kind')
}

type Results = { [K in keyof S.ContentLoaders]: Awaited<ReturnType<S.ContentLoaders[K]>> }

function load(req: ContentRequest): Promise<Results[keyof Results]> {
  return (S.contentLoaders[req.kind] as (req: ContentRequest) => Promise<Results[keyof Results]>)(req)
}

export const getContent = createServerFn({ method: 'GET' })
  .validator(contentInput)
  .handler(({ data }) => load(data))

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

export const sendResumeFn = createServerFn({ method: 'POST' })
  .validator(formInput)
  .handler(({ data }) => S.sendResume(data.lang, data.body))

export const bookConsultationFn = createServerFn({ method: 'POST' })
  .validator(formInput)
  .handler(({ data }) => S.bookConsultation(data.lang, data.body))

export const userRequestFn = createServerFn({ method: 'POST' })
  .validator(formInput)
  .handler(({ data }) => S.sendUserRequest(data.lang, data.body))

export type { Locale }
