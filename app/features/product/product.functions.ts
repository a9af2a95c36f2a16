import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import type { Locale } from '../../../app.config'
import { localeSchema } from '../../api/contract/common'
import { callForRequest } from '../../api/request.server'
import { loadAssociated, loadProductPage, translatedSlug } from './product.server'

const slugInput = z.object({ lang: localeSchema, slug: z.string().min(1).max(300) })

export const getProductPage = createServerFn({ method: 'GET' })
  .validator((input: unknown) => slugInput.parse(input))
  .handler(({ data }) => loadProductPage(data.lang, data.slug))

const fetchProductPage = createIsomorphicFn()
  .server((lang: Locale, slug: string) => loadProductPage(lang, slug))
  .client((lang: Locale, slug: string) => getProductPage({ data: { lang, slug } }))

export const productPageQuery = (lang: Locale, slug: string) =>
  queryOptions({ queryKey: ['product', lang, slug], queryFn: () => fetchProductPage(lang, slug), staleTime: 60_000 })

export const getTranslatedSlug = createServerFn({ method: 'POST' })
  .validator((input: unknown) => z.object({ from: localeSchema, to: localeSchema, slug: z.string().min(1).max(300) }).parse(input))
  .handler(({ data }) => translatedSlug(data.from, data.to, data.slug))

const productIdInput = z.object({ lang: localeSchema, productId: z.number().int().positive() })

export const getAssociated = createServerFn({ method: 'GET' })
  .validator((input: unknown) => productIdInput.parse(input))
  .handler(({ data }) => loadAssociated(data.lang, data.productId))

export const getCredits = createServerFn({ method: 'GET' })
  .validator((input: unknown) => productIdInput.parse(input))
  .handler(async ({ data }) => {
    const result = await callForRequest(data.lang, 'credits', { query: { product_ids: String(data.productId) } })
    return result.ok ? result.data : { options: [], companies: [] }
  })

export const getReviews = createServerFn({ method: 'GET' })
  .validator((input: unknown) => productIdInput.extend({ page: z.number().int().min(1).max(1000).default(1) }).parse(input))
  .handler(async ({ data }) => {
    const result = await callForRequest(data.lang, 'reviews', { query: { product_id: data.productId, page: data.page, t: Date.now() } })
    return result.ok ? result.data : null
  })

const reviewInput = z.object({
  lang: localeSchema,
  product_id: z.number().int().positive(),
  author: z.string().trim().min(1).max(100),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1).max(5000),
})

export const createReview = createServerFn({ method: 'POST' })
  .validator((input: unknown) => reviewInput.parse(input))
  .handler(async ({ data }) => {
    const { lang, ...body } = data
    const result = await callForRequest(lang, 'createReview', { body }, true)
    if (result.ok) return { ok: true as const, errors: [] as string[] }
    const fields = (result.body as { fields?: Record<string, string[]> } | null)?.fields
    return { ok: false as const, errors: fields ? Object.values(fields).flat() : ['error'] }
  })

export const voteReview = createServerFn({ method: 'POST' })
  .validator((input: unknown) => z.object({ lang: localeSchema, id: z.number().int().positive(), vote: z.enum(['like', 'dislike']) }).parse(input))
  .handler(async ({ data }) => {
    const result = await callForRequest(data.lang, data.vote === 'like' ? 'likeReview' : 'dislikeReview', { params: { id: data.id }, body: {} })
    return result.ok ? result.data : null
  })
