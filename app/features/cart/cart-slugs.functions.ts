import { createServerFn } from '@tanstack/react-start'
import { InputError, int, lang, record, text } from '#app/api/input.ts'
import { CART_SLUG_REWRITE } from '#config'
import { translateCartSlugs } from './cart-slugs.server'

/** One call for the whole cart: the language pair and each line's product id and slug. */
export const translateCartSlugsFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    if (!Array.isArray(r.lines) || r.lines.length === 0 || r.lines.length > CART_SLUG_REWRITE.maxLines)
      throw new InputError(`expected 1..${CART_SLUG_REWRITE.maxLines} lines`)
    const lines = r.lines.map((raw) => {
      const l = record(raw)
      return { id: int(l.id, 1, Number.MAX_SAFE_INTEGER), slug: text(l.slug, { min: 1, max: 300 }) }
    })
    return { from: lang(r.from), to: lang(r.to), lines }
  })
  .handler(({ data }) => translateCartSlugs(data.from, data.to, data.lines))
