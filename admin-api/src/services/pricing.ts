import type { PromoResult } from '#contract/cart.ts'
import { type DeliveryPriceSettings, deliveryQuote, methodFitsRegion } from '#contract/delivery-price.ts'
import { DELIVERY_RULES } from '#contract/wire.ts'
import { ApiError } from '../lib/api-error'
import { optionalUser } from '../lib/auth'
import { type Ctx, parseJson, round2 } from '../lib/http'
import type { ProductRow } from '../lib/listing'
import { localityRow } from './places'
import { siteDoc } from './settings'
import { giveWrite, knownPromo, rememberPromo, takePromoGuess } from './write-limits'

/** The prices an order is made of, shared by the cart and the orders: promo codes and the delivery price. */

interface PromoRow {
  code: string
  type: 'general' | 'product'
  value_type: 'percent' | 'value'
  value: number
  product_ids: string
  min_total: number
  expires_at: string
  active: number
}

/**
 * An account the shop may not give promo codes to (accounts spec 3 `can_use_promocode`: false): every
 * promo call made with its token - the order, the reservation, the price update, the preview - refuses
 * the code with the promo error (issue 51 point 8), so a code applied before sign-in never reaches an
 * order. A guest is not refused here.
 */
async function promoRefusedFor(c: Ctx, user: { id: number } | null): Promise<boolean> {
  if (!user) return false
  const row = await c.env.DB.prepare('SELECT can_use_promocode FROM users WHERE id = ?')
    .bind(user.id)
    .first<{ can_use_promocode: number }>()
  return row !== null && row.can_use_promocode !== 1
}

export async function computePromo(
  c: Ctx,
  code: string,
  lines: { id: number; count: number; price: number }[],
  loyaltyIds: number[] = [],
): Promise<PromoResult> {
  const bad = (msg: string) => new ApiError(400, msg, { code: [msg] })
  const user = await optionalUser(c)
  if (await promoRefusedFor(c, user)) throw bad('Promo codes are not available for this account')
  const normal = code.trim().toUpperCase()
  const userId = user?.id ?? null
  // Every try counts against the client (signed in: the account) until the code turns out live
  // (WRITE_LIMITS.promoGuesses); a code found live here before, by this client or account, is no
  // guess and passes uncounted, a full counter or not (session 63: strangers' guesses behind a shared
  // address refused the shop's real code there, and orders carrying it).
  const guess = (await knownPromo(c, userId, normal)) ? [] : await takePromoGuess(c, userId)
  const promo = await c.env.DB.prepare('SELECT * FROM promo_codes WHERE code = ?').bind(normal).first<PromoRow>()
  if (promo?.active !== 1) throw bad('Invalid promo code')
  if (Date.parse(promo.expires_at) <= Date.now()) throw bad('Promo code expired')
  // A live code (active, not expired) is no guess: a cart checks its applied code again at every change.
  await giveWrite(c, guess)
  await rememberPromo(c, userId, normal)
  if (!lines.length) throw bad('The cart is empty')
  const total = round2(lines.reduce((s, l) => s + l.price * l.count, 0))
  if (total < promo.min_total) throw bad(`Promo code needs an order of at least ${promo.min_total}`)
  const eligible = new Set(
    promo.type === 'product' ? parseJson<number[]>(promo.product_ids, []) : lines.map((l) => l.id),
  )
  for (const id of loyaltyIds) eligible.delete(id)
  const base = round2(lines.filter((l) => eligible.has(l.id)).reduce((s, l) => s + l.price * l.count, 0))
  if (base <= 0) throw bad('Promo code does not apply to these products')
  const discount = round2(promo.value_type === 'percent' ? (base * promo.value) / 100 : Math.min(promo.value, base))
  const products = lines.map((l) => {
    if (!eligible.has(l.id)) return { id: l.id, price: l.price, priceWithDiscount: l.price, count: l.count }
    const share = (l.price * l.count) / base
    const unitOff = (discount * share) / l.count
    return { id: l.id, price: l.price, priceWithDiscount: round2(Math.max(0, l.price - unitOff)), count: l.count }
  })
  return {
    status: 'success',
    type: promo.type,
    promo_value: promo.value,
    promo_value_type: promo.value_type,
    products,
    general_price: round2(total - discount),
    discount,
    promo_code: promo.code,
  }
}

/**
 * The delivery cost of an order: the shared rule (app/api/contract/delivery-price.ts, the one the
 * cart page shows) over the site's `delivery_price` setting; the locality's region and slug come
 * from the database. `chisinau_delivery` in a region other than the capital's (named or the
 * locality's) is a 400 on the region (methodFitsRegion); `fieldPrefix` names the body's fields
 * (`delivery.` in an order).
 */
export async function deliveryPrice(
  c: Ctx,
  args: {
    regionId?: number
    localityId?: number
    type: 'standart' | 'express'
    method: 'address' | 'pickup' | 'chisinau_delivery'
    lines: { count: number; row: ProductRow }[]
    fieldPrefix?: string
  },
) {
  const goods = round2(args.lines.reduce((s, l) => s + l.row.price * l.count, 0))
  const pickup = args.method === 'pickup'
  let regionId = args.regionId ?? DELIVERY_RULES.capitalRegionId
  let locality: string | null = null
  if (args.localityId && !pickup) {
    const loc = await localityRow(c, args.localityId)
    if (!loc) throw new ApiError(404, 'Unknown locality')
    if (args.regionId && loc.region_id !== args.regionId)
      throw new ApiError(400, 'Invalid body', { locality_id: ['locality is not in the region'] })
    regionId = loc.region_id
    // A region's centre is the region (none: the shared rule's capital zone in region 3, whatever the
    // capital's name: Chișinău, Kyiv, București); a suburb is named by its slug.
    locality = loc.suburb ? loc.slug : null
  }
  if (!methodFitsRegion(args.method, regionId, DELIVERY_RULES))
    throw new ApiError(400, 'Invalid body', {
      [`${args.fieldPrefix ?? ''}region_id`]: [
        `chisinau_delivery is delivery in the capital (region ${DELIVERY_RULES.capitalRegionId})`,
      ],
    })
  const settings = pickup
    ? null
    : (await siteDoc<{ delivery_price?: DeliveryPriceSettings }>(c, 'global')).delivery_price
  const lines = args.lines.map((l) => ({ count: l.count, weight_gr: l.row.weight_gr }))
  const quote = deliveryQuote(
    settings,
    { method: args.method, type: args.type, regionId, locality, total: goods, lines },
    DELIVERY_RULES,
  )
  return {
    price: quote.price,
    free: quote.free,
    free_from: quote.freeFrom,
    zone: quote.zone,
    total: round2(goods + quote.price),
  }
}
