import { createServerFn } from '@tanstack/react-start'
import { bool, InputError, idList, int, lang, optionalText, record, text } from '#app/api/input.ts'
import { LIMITS, OPAQUE_ID } from '#config'
import { round3 } from '#contract/numbers.ts'
import {
  type CartChange,
  changeServerCart,
  loadServerCart,
  reserveServerCart,
  serverPromo,
  validateServerCart,
} from './server-cart.server'
import { closedCart, serverCartClosed } from './server-cart-access.server'

/**
 * Server functions of the server-cart variant (decision 0008); the browser never calls the admin API.
 * Each is refused where the site has no server cart, or the viewer may not see prices (serverCartClosed).
 */

function browserId(value: unknown): string {
  const s = text(value, { min: 8, max: 64 })
  if (!OPAQUE_ID.test(s)) throw new InputError('bad browser id')
  return s
}

function count(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > LIMITS.maxCount)
    throw new InputError('bad count')
  return round3(value)
}

function change(value: unknown): CartChange {
  const r = record(value)
  const id = () => int(r.productId, 1, 999_999_999)
  switch (r.op) {
    case 'add':
    case 'reduce':
    case 'set':
      return { op: r.op, productId: id(), count: count(r.count) }
    case 'remove':
      return { op: 'remove', productIds: idList(r.productIds, 500) }
    case 'loyalty':
      return { op: 'loyalty', productId: id(), active: bool(r.active) }
    default:
      throw new InputError('unknown cart operation')
  }
}

export const loadServerCartFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), noUserId: browserId(r.noUserId), merge: bool(r.merge) }
  })
  .handler(async ({ data }) =>
    (await serverCartClosed(data.lang)) ? closedCart() : loadServerCart(data.lang, data.noUserId, data.merge),
  )

export const changeServerCartFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), noUserId: browserId(r.noUserId), change: change(r.change) }
  })
  .handler(async ({ data }) =>
    (await serverCartClosed(data.lang)) ? closedCart() : changeServerCart(data.lang, data.noUserId, data.change),
  )

export const validateServerCartFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), noUserId: browserId(r.noUserId) }
  })
  .handler(async ({ data }) =>
    (await serverCartClosed(data.lang)) ? closedCart() : validateServerCart(data.lang, data.noUserId),
  )

export const reserveServerCartFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      noUserId: browserId(r.noUserId),
      promoCode: optionalText(r.promoCode, { max: 40 }) ?? null,
    }
  })
  .handler(async ({ data }) =>
    (await serverCartClosed(data.lang)) ? closedCart() : reserveServerCart(data.lang, data.noUserId, data.promoCode),
  )

export const serverPromoFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    const loyalty =
      Array.isArray(r.loyaltyProducts) && r.loyaltyProducts.length > 0 ? idList(r.loyaltyProducts, 500) : []
    return {
      lang: lang(r.lang),
      noUserId: browserId(r.noUserId),
      code: text(r.code, { min: 1, max: 40 }),
      loyaltyProducts: loyalty,
    }
  })
  .handler(async ({ data }) =>
    (await serverCartClosed(data.lang))
      ? { ok: false as const, invalid: false, errors: [], notAllowed: true as const }
      : serverPromo(data.lang, data.noUserId, data.code, data.loyaltyProducts),
  )
