import { createServerFn } from '@tanstack/react-start'
import { idList, lang, record } from '#app/api/input.ts'
import { checkoutStatuses } from './cart-refresh.server'

/** The cart refresh's one call: the language and the cart's product ids (at most 200, the contract's limit). */
export const checkoutStatusFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), ids: [...new Set(idList(r.ids, 200))] }
  })
  .handler(({ data }) => checkoutStatuses(data.lang, data.ids))
