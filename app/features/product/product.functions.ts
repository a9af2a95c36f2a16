import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { int, lang, langOnly, oneOf, record, text } from '#app/api/input.ts'
import type { Locale } from '#config'
import { callForRequest, shopperIpHeaders } from '#platform/request.server.ts'
import { loadAssociated, loadProductPage, loadProductPageSliders, loadStoreAvailability } from './product.server'
import { refusedReview } from './review-failure'

function slugInput(input: unknown) {
  const r = record(input)
  return { lang: lang(r.lang), slug: text(r.slug, { min: 1, max: 300 }) }
}
function productIdInput(input: unknown) {
  const r = record(input)
  return { lang: lang(r.lang), productId: int(r.productId, 1, Number.MAX_SAFE_INTEGER) }
}

export const getProductPage = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) => loadProductPage(data.lang, data.slug))

const fetchProductPage = createIsomorphicFn()
  .server((lang: Locale, slug: string) => loadProductPage(lang, slug))
  .client((lang: Locale, slug: string) => getProductPage({ data: { lang, slug } }))

export const productPageQuery = (lang: Locale, slug: string) =>
  queryOptions({ queryKey: ['product', lang, slug], queryFn: () => fetchProductPage(lang, slug), staleTime: 60_000 })

export const getStoreAvailability = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), availabilityOf: int(r.availabilityOf, 1, Number.MAX_SAFE_INTEGER) }
  })
  .handler(({ data }) => loadStoreAvailability(data.lang, data.availabilityOf))

/** The store-availability modal's rows, asked when it opens (never in the cached page); null: the call failed. */
export const storeAvailabilityQuery = (lang: Locale, productId: number) =>
  queryOptions({
    queryKey: ['store-availability', lang, productId],
    queryFn: () => getStoreAvailability({ data: { lang, availabilityOf: productId } }),
    staleTime: 30_000,
  })

export const getAssociated = createServerFn({ method: 'GET' })
  .validator(productIdInput)
  .handler(({ data }) => loadAssociated(data.lang, data.productId))

export const getProductPageSliders = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadProductPageSliders(data.lang))

export const getReviews = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    ...productIdInput(input),
    page: record(input).page === undefined ? 1 : int(record(input).page, 1, 1000),
  }))
  .handler(async ({ data }) => {
    const result = await callForRequest(data.lang, 'reviews', {
      query: { product_id: data.productId, page: data.page, t: Date.now() },
    })
    return result.ok ? result.data : null
  })

function reviewInput(input: unknown) {
  const r = record(input)
  return {
    lang: lang(r.lang),
    product_id: int(r.product_id, 1, Number.MAX_SAFE_INTEGER),
    author: text(r.author, { min: 1, max: 100 }),
    rating: int(r.rating, 1, 5),
    text: text(r.text, { min: 1, max: 5000 }),
  }
}

export const createReview = createServerFn({ method: 'POST' })
  .validator(reviewInput)
  .handler(async ({ data }) => {
    const { lang, ...body } = data
    // The shopper's address: the back end limits reviews per client (admin-api services/write-limits.ts).
    const result = await callForRequest(lang, 'createReview', { body, headers: shopperIpHeaders() }, true)
    if (result.ok) return { ok: true as const, errors: [] as string[], signIn: false }
    // The back end's texts, or none (the form then says it in the page's language: reviewFailure); a
    // 401 or 403 asks the shopper to sign in (refusedReview).
    return refusedReview(result.status, result.body)
  })

export const voteReview = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      id: int(r.id, 1, Number.MAX_SAFE_INTEGER),
      vote: oneOf(r.vote, ['like', 'dislike'] as const),
    }
  })
  .handler(async ({ data }) => {
    // One vote per client and review on the back end: the shopper's address goes with it.
    const result = await callForRequest(data.lang, data.vote === 'like' ? 'likeReview' : 'dislikeReview', {
      params: { id: data.id },
      body: {},
      headers: shopperIpHeaders(),
    })
    // The answer is not read (the spec shows none): the list is asked again for the counts.
    return result.ok
      ? { ok: true as const, errors: [] as string[], signIn: false }
      : refusedReview(result.status, result.body)
  })
