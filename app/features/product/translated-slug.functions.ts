import { createServerFn } from '@tanstack/react-start'
import { lang, record, text } from '#app/api/input.ts'
import { translatedSlug } from './product.server'

/**
 * A product's slug in another language, for the header's language switcher. Apart from
 * product.functions.ts because the header loads with every page: the module it imports from goes
 * into the entry chunk whole, with the product page's calls (decision 0086).
 */
export const getTranslatedSlug = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { from: lang(r.from), to: lang(r.to), slug: text(r.slug, { min: 1, max: 300 }) }
  })
  .handler(({ data }) => translatedSlug(data.from, data.to, data.slug))
