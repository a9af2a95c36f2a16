import { createServerFn } from '@tanstack/react-start'
import { bool, InputError, int, lang, langOnly, oneOf, optionalText, record, text } from '#app/api/input.ts'
import { advertIdOf } from '#contract/advert-id.ts'
import { ADVERTS } from '#contract/advert-rules.ts'
import {
  loadAdvertOwnership,
  loadAdvertUserData,
  loadComplaintCategories,
  loadFavoriteAdverts,
  loadOwnAdvert,
  loadOwnAdverts,
  sendComplaint,
  toggleFavoriteAdvert,
} from './mine.server'
import { OWN_LISTS } from './mine-rules'

const ID_MAX = 999_999_999

/**
 * An advert's id (contract advert-id.ts): an integer, taken as its digits, or id text (a UUID). An id
 * with a slash, a dot segment, a control character or over 64 characters is refused: a 400.
 */
export function advertId(value: unknown): string {
  const id = advertIdOf(value)
  if (id === null) throw new InputError('expected an advert id')
  return id
}

export const getAdvertUserDataFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadAdvertUserData(data.lang))

export const getFavoriteAdvertsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      category: r.category === undefined ? undefined : int(r.category, 1, ID_MAX),
      page: r.page === undefined ? 1 : int(r.page, 1, 10_000),
    }
  })
  .handler(({ data }) => loadFavoriteAdverts(data.lang, data.category, data.page))

export const toggleFavoriteAdvertFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({
    lang: lang(record(input).lang),
    advert: advertId(record(input).advert),
    on: bool(record(input).on),
  }))
  .handler(({ data }) => toggleFavoriteAdvert(data.lang, data.advert, data.on))

export const getComplaintCategoriesFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadComplaintCategories(data.lang))

export const sendComplaintFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      advert: advertId(r.advert),
      category: int(r.category, 1, ID_MAX),
      body: optionalText(r.body, { max: ADVERTS.complaintBodyMaxLength }),
    }
  })
  .handler(({ data }) =>
    sendComplaint(data.lang, {
      advert: data.advert,
      category: data.category,
      ...(data.body ? { body: data.body } : {}),
    }),
  )

export const getOwnAdvertsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      kind: oneOf(r.kind, OWN_LISTS),
      page: r.page === undefined ? 1 : int(r.page, 1, 10_000),
    }
  })
  .handler(({ data }) => loadOwnAdverts(data.lang, data.kind, data.page))

export const getOwnAdvertFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    lang: lang(record(input).lang),
    slug: text(record(input).slug, { min: 1, max: 200 }),
  }))
  .handler(({ data }) => loadOwnAdvert(data.lang, data.slug))

/** Whether the signed-in shopper owns the advert of a cached public page (mine.server.ts). */
export const getAdvertOwnershipFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    lang: lang(record(input).lang),
    slug: text(record(input).slug, { min: 1, max: 200 }),
  }))
  .handler(({ data }) => loadAdvertOwnership(data.lang, data.slug))
