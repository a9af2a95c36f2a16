import { createServerFn } from '@tanstack/react-start'
import { int, lang, langOnly, record, text } from '#app/api/input.ts'
import { loadAttributes, loadFormLookups, loadLocations, loadOwnAdvert, loadSectors } from './advert-edit.server'

export const getFormLookupsFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => loadFormLookups(data.lang))

export const getLocationsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    lang: lang(record(input).lang),
    region: int(record(input).region, 1, 999_999_999),
  }))
  .handler(({ data }) => loadLocations(data.lang, data.region))

export const getOwnAdvertFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    lang: lang(record(input).lang),
    slug: text(record(input).slug, { min: 1, max: 200 }),
  }))
  .handler(({ data }) => loadOwnAdvert(data.lang, data.slug))

export const getAttributesFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    lang: lang(record(input).lang),
    category: int(record(input).category, 1, 999_999_999),
  }))
  .handler(({ data }) => loadAttributes(data.lang, data.category))

export const getSectorsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    lang: lang(record(input).lang),
    location: int(record(input).location, 1, 999_999_999),
  }))
  .handler(({ data }) => loadSectors(data.lang, data.location))
