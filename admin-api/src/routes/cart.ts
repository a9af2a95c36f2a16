import type { ServerCart } from '#contract/cart.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { WIRE_LIMITS } from '#contract/wire.ts'
import { ApiError, notFound } from '../lib/api-error'
import { optionalUser, requireUser } from '../lib/auth'
import { type App, baseUrl, type Ctx, parseJson, round2, round3, route, subApp } from '../lib/http'
import type { ProductRow } from '../lib/listing'
import { isSellableCount } from '../lib/multiplicity'
import { SITE_LAYERS } from '../lib/site'
import { addDeliveryAddress, deleteDeliveryAddress, deliveryAddressRows } from '../services/addresses'
import {
  cartLineCount,
  cartLineWithMultiplicity,
  cartRows,
  type MergedLine,
  mergeGuestCart,
  removeCartLine,
  removeCartLines,
  saveReservation,
  setLineLoyalty,
  upsertCartLine,
} from '../services/cart'
import { contentDocs } from '../services/content'
import { pointsPaying } from '../services/orders'
import {
  allLocalities,
  localitiesOf,
  localityExists,
  localityIdOf,
  regionExists,
  regionRows,
  sectorsOf,
  shopHours,
  streetLocality,
  streetsLike,
} from '../services/places'
import { computePromo, deliveryPrice } from '../services/pricing'
import { categories, isShopOpen, productRows, toCard } from '../services/products'
import { allowsNegativeStock } from '../services/settings'

// ---- owners and cart rows ---------------------------------------------------------------

export async function cartOwner(c: Ctx, noUserId: string | undefined): Promise<string> {
  const user = await optionalUser(c)
  if (user) return `u:${user.id}`
  if (noUserId) return `g:${noUserId}`
  throw new ApiError(400, 'Invalid request', { no_user_id: ['no_user_id or a bearer token is required'] })
}

/** The user id of an account's cart owner (`u:<id>`), null for a guest's. */
const ownerUserId = (owner: string): number | null => (owner.startsWith('u:') ? Number(owner.slice(2)) : null)

export async function serverCart(c: Ctx, owner: string): Promise<ServerCart> {
  const [rows, cats] = await Promise.all([cartRows(c, owner), categories(c)])
  const products = rows.map((r) => {
    const discountAmount = r.old_price ? round2((r.old_price - r.price) * r.count) : 0
    return {
      id: r.id,
      price: r.price,
      count: r.count,
      home_delivery: r.home_delivery === 1,
      card_payment_available: r.card_payment_available === 1,
      is_recipe: r.is_recipe === 1,
      is_loyalty_active: r.loyalty === 1,
      priceWithDiscount: r.price,
      discountAmount,
      discountPercentage: r.discount,
      product: toCard(c, r, cats),
    }
  })
  // The lines paid with loyalty points are paid as the order will pay them (pointsPaying): the total
  // shown is the total charged.
  const points = await pointsPaying(
    c,
    ownerUserId(owner),
    rows.map((r) => ({ ...r, loyalty: r.loyalty === 1 })),
  )
  return {
    total_count: round3(products.reduce((s, p) => s + p.count, 0)),
    total_discount: round2(products.reduce((s, p) => s + p.discountAmount, 0)),
    total_price: round2(products.reduce((s, p) => s + p.price * p.count, 0) - points),
    // Points given: loyalty_give x count for the lines not paid with loyalty points (spec 5).
    loyalty_give: round2(rows.reduce((s, r) => s + (r.loyalty === 1 ? 0 : r.loyalty_give * r.count), 0)),
    products,
  }
}

/** Caps a count at the stock (unless negative stock is allowed) and at the max count, on the multiplicity grid. */
function capCount(count: number, p: { stock: number; multiplicity: number }, negativeOk: boolean): number {
  let max: number = WIRE_LIMITS.maxCount
  if (!negativeOk && p.stock > 0) max = Math.min(max, p.stock)
  const capped = Math.min(count, max)
  return round3(Math.floor(round3(capped / p.multiplicity) + 1e-9) * p.multiplicity)
}

// ---- validation ---------------------------------------------------------------------------

type CartError = {
  product_id: number | null
  code:
    | 'not_found'
    | 'inactive'
    | 'unavailable'
    | 'out_of_stock'
    | 'not_enough_stock'
    | 'bad_multiplicity'
    | 'empty_cart'
  message: string
  available_count: number | null
}

function validateLines(lines: { id: number; count: number; row?: ProductRow }[], negativeOk: boolean): CartError[] {
  const errors: CartError[] = []
  if (!lines.length)
    errors.push({ product_id: null, code: 'empty_cart', message: 'The cart is empty', available_count: null })
  for (const l of lines) {
    const p = l.row
    if (!p) errors.push({ product_id: l.id, code: 'not_found', message: 'Unknown product', available_count: null })
    else if (p.active !== 1)
      errors.push({ product_id: l.id, code: 'inactive', message: 'Product is no longer sold', available_count: 0 })
    else if (p.available !== 1)
      errors.push({ product_id: l.id, code: 'unavailable', message: 'Product is unavailable', available_count: 0 })
    else if (!isSellableCount(l.count, p.multiplicity))
      errors.push({
        product_id: l.id,
        code: 'bad_multiplicity',
        message: `Count must be a multiple of ${p.multiplicity}`,
        available_count: p.stock,
      })
    else if (!negativeOk && p.stock <= 0)
      errors.push({ product_id: l.id, code: 'out_of_stock', message: 'Out of stock', available_count: 0 })
    else if (!negativeOk && l.count > p.stock)
      errors.push({
        product_id: l.id,
        code: 'not_enough_stock',
        message: `Only ${p.stock} left`,
        available_count: p.stock,
      })
  }
  return errors
}

const invalidCart = (errors: CartError[]) => new ApiError(400, 'Cart is invalid', undefined, { errors })

// ---- promo codes ----------------------------------------------------------------------------

// ---- delivery price ------------------------------------------------------------------------

// ---- routes -------------------------------------------------------------------------------

export function cartRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.cartFetchAll, async (c, { query }) => serverCart(c, await cartOwner(c, query.no_user_id)))

  route(app, E.cartAddItem, async (c, { body }) => {
    const owner = await cartOwner(c, body.no_user_id)
    const [p] = await productRows(c, [body.product_id])
    if (!p) throw notFound('Unknown product')
    if (p.active !== 1 || p.available !== 1)
      throw new ApiError(400, 'Product is unavailable', { product_id: ['product is not sold now'] })
    if (!isSellableCount(body.count, p.multiplicity))
      throw new ApiError(400, 'Invalid body', { count: [`must be a multiple of ${p.multiplicity}`] })
    const negativeOk = await allowsNegativeStock(c)
    if (!negativeOk && p.stock <= 0) throw new ApiError(400, 'Out of stock', { product_id: ['out of stock'] })
    const cur = await cartLineCount(c, owner, p.id)
    const next = capCount((cur?.count ?? 0) + body.count, p, negativeOk)
    if (next > 0) await upsertCartLine(c, owner, p.id, next)
    return serverCart(c, owner)
  })

  route(app, E.cartReduceItem, async (c, { body }) => {
    const owner = await cartOwner(c, body.no_user_id)
    const cur = await cartLineWithMultiplicity(c, owner, body.product_id)
    if (!cur) throw notFound('Product is not in the cart')
    if (!isSellableCount(body.count, cur.multiplicity))
      throw new ApiError(400, 'Invalid body', { count: [`must be a multiple of ${cur.multiplicity}`] })
    const next = round3(cur.count - body.count)
    // Never below the multiplicity while positive: a remainder under it removes the line.
    if (next < cur.multiplicity) await removeCartLine(c, owner, body.product_id)
    else await upsertCartLine(c, owner, body.product_id, next)
    return serverCart(c, owner)
  })

  route(app, E.cartRemoveItem, async (c, { body }) => {
    const owner = await cartOwner(c, body.no_user_id)
    await removeCartLines(c, owner, body.product_ids)
    return serverCart(c, owner)
  })

  const validateOwnerCart = async (c: Ctx, owner: string) => {
    const rows = await cartRows(c, owner)
    const errors = validateLines(
      rows.map((r) => ({ id: r.id, count: r.count, row: r })),
      await allowsNegativeStock(c),
    )
    return { rows, errors }
  }

  route(app, E.cartValidate, async (c, { query }) => {
    const owner = await cartOwner(c, query.no_user_id)
    const { rows, errors } = await validateOwnerCart(c, owner)
    if (errors.length) throw invalidCart(errors)
    return {
      valid: true as const,
      total_count: round3(rows.reduce((s, r) => s + r.count, 0)),
      total_price: round2(rows.reduce((s, r) => s + r.count * r.price, 0)),
    }
  })

  route(app, E.cartReservation, async (c, { body }) => {
    const owner = await cartOwner(c, body.no_user_id)
    const { rows, errors } = await validateOwnerCart(c, owner)
    if (errors.length) throw invalidCart(errors)
    if (body.promo_code) {
      await computePromo(
        c,
        body.promo_code,
        rows.map((r) => ({ id: r.id, count: r.count, price: r.price })),
        rows.filter((r) => r.loyalty === 1).map((r) => r.id),
      )
    }
    await saveReservation(c, owner, body.promo_code ?? null)
    return c.body(null, 204)
  })

  const addresses = async (c: Ctx, userId: number) => {
    const rows = await deliveryAddressRows(c, userId)
    return rows.map((r) => ({
      shipping_address_id: r.id,
      shipping_city_id: r.city_id,
      shipping_street_id: r.street_id,
      shipping_building: r.building,
      shipping_apartment: r.apartment,
      shipping_address_note: r.note,
      is_default: r.is_default === 1,
      city_title: parseJson<Record<string, string>>(r.city, {})[c.get('locale')] ?? '',
      street_title: r.street,
    }))
  }
  route(app, E.deliveryAddresses, async (c) => addresses(c, (await requireUser(c)).id))
  route(app, E.createDeliveryAddress, async (c, { body }) => {
    const user = await requireUser(c)
    if (!(await localityExists(c, body.shipping_city_id)))
      throw new ApiError(400, 'Invalid body', { shipping_city_id: ['unknown city'] })
    if (body.shipping_street_id) {
      // A street of another city would make an address no courier can find (and price it as the wrong city).
      const locality = await streetLocality(c, body.shipping_street_id)
      if (locality === null) throw new ApiError(400, 'Invalid body', { shipping_street_id: ['unknown street'] })
      if (locality !== body.shipping_city_id)
        throw new ApiError(400, 'Invalid body', { shipping_street_id: ['street not in this city'] })
    }
    await addDeliveryAddress(c, user.id, {
      cityId: body.shipping_city_id,
      streetId: body.shipping_street_id ?? null,
      building: body.shipping_building,
      apartment: body.shipping_apartment ?? null,
      note: body.shipping_address_note ?? null,
      isDefault: !!body.is_default,
    })
    return addresses(c, user.id)
  })
  route(app, E.deleteDeliveryAddress, async (c, { body }) => {
    const user = await requireUser(c)
    if (!(await deleteDeliveryAddress(c, user.id, body.shipping_address_id))) throw notFound('Unknown address')
    return addresses(c, user.id)
  })

  route(app, E.mergeCart, async (c, { body }) => {
    const user = await requireUser(c)
    const owner = `u:${user.id}`
    const guest = `g:${body.no_user_id}`
    const [mine, theirs, negativeOk] = await Promise.all([
      cartRows(c, owner),
      cartRows(c, guest),
      allowsNegativeStock(c),
    ])
    const lines: MergedLine[] = []
    for (const g of theirs) {
      const m = mine.find((x) => x.id === g.id)
      const count = capCount(round3((m?.count ?? 0) + g.count), g, negativeOk)
      if (count > 0) lines.push({ productId: g.id, count, loyalty: m?.loyalty ?? g.loyalty })
    }
    await mergeGuestCart(c, owner, guest, lines)
    return serverCart(c, owner)
  })

  route(app, E.setLoyaltyItem, async (c, { body }) => {
    const owner = await cartOwner(c, body.no_user_id)
    if (!(await setLineLoyalty(c, owner, body.product_id, body.active))) throw notFound('Product is not in the cart')
    return serverCart(c, owner)
  })

  route(app, E.promoUpdatePrices, async (c, { body }) => {
    const owner = await cartOwner(c, body.no_user_id)
    const rows = await cartRows(c, owner)
    const loyal = new Set(body.loyalty_products ?? rows.filter((r) => r.loyalty === 1).map((r) => r.id))
    const promo = await computePromo(
      c,
      body.code,
      rows.map((r) => ({ id: r.id, count: r.count, price: r.price })),
      [...loyal],
    )
    // As the server cart's total: the points pay the loyalty lines, so the price shown is the one charged.
    const points = await pointsPaying(
      c,
      ownerUserId(owner),
      rows.map((r) => ({ ...r, loyalty: loyal.has(r.id) })),
    )
    return { ...promo, general_price: round2(promo.general_price - points) }
  })

  route(app, E.previewPromo, async (c, { body }) => {
    const rows = await productRows(
      c,
      body.products.map((p) => p.id),
    )
    const lines = body.products
      .map((p) => ({ id: p.id, count: p.count, price: rows.find((r) => r.id === p.id)?.price }))
      .filter((l): l is { id: number; count: number; price: number } => l.price !== undefined)
    return computePromo(c, body.promo_code, lines)
  })

  route(app, E.deliveryTime, async (c, { params }) => {
    const shop = await shopHours(c, params.id)
    if (!shop) throw notFound('Unknown store')
    const hours = parseJson<(string[] | null)[]>(shop.hours, [])
    const slots: { date: string; from: string; to: string }[] = []
    const now = Date.now() + shop.timezone_offset_min * 60_000
    for (let d = 1; d <= 4 && slots.length < 6; d++) {
      const day = new Date(now + d * 86_400_000)
      const h = hours[(day.getUTCDay() + 6) % 7]
      if (!h) continue
      const date = day.toISOString().slice(0, 10)
      slots.push({ date, from: h[0]!, to: '14:00' < h[1]! ? '14:00' : h[1]! })
      if (h[1]! > '14:00') slots.push({ date, from: '14:00', to: h[1]! })
    }
    return { storeId: shop.id, isOpen: isShopOpen(shop.hours, shop.timezone_offset_min), slots }
  })

  route(app, E.deliveryInfoText, async (c) => {
    const [d] = await contentDocs(c, 'delivery_info_text')
    return { text: typeof d?.text === 'string' ? d.text : '' }
  })

  route(app, E.regions, async (c) => {
    const l = c.get('locale')
    const [regions, locs] = await Promise.all([regionRows(c), allLocalities(c)])
    const t = (s: string) => parseJson<Record<string, string>>(s, {})[l] ?? ''
    return regions.map((r) => ({
      regionId: r.id,
      label: t(r.titles),
      localities: locs
        .filter((x) => x.region_id === r.id)
        .map((x) => ({ localityId: x.id, label: t(x.titles), slug: x.slug, suburb: x.suburb === 1 })),
    }))
  })
  route(app, E.localities, async (c, { query }) => {
    if (!(await regionExists(c, query.region_id))) throw notFound('Unknown region')
    const rows = await localitiesOf(c, query.region_id)
    return rows.map((x) => ({
      localityId: x.id,
      label: parseJson<Record<string, string>>(x.titles, {})[c.get('locale')] ?? '',
      slug: x.slug,
      suburb: x.suburb === 1,
      regionId: x.region_id,
    }))
  })
  route(app, E.sectors, async (c, { query }) => {
    const rows = await sectorsOf(c, query.locality_id ?? 1)
    return rows.map((x) => ({
      id: x.id,
      title: parseJson<Record<string, string>>(x.titles, {})[c.get('locale')] ?? '',
      localityId: x.locality_id,
    }))
  })
  route(app, E.addresses, async (c, { query }) => {
    const rows = await streetsLike(c, query.locality_id ?? 1, query.query ?? '')
    return rows.map((r) => ({ id: r.id, name: r.name, localityId: r.locality_id }))
  })

  route(app, E.deliveryCost, async (c, { body }) => {
    const rows = await productRows(
      c,
      body.products.map((p) => p.id),
    )
    const lines = body.products
      .map((p) => ({ count: p.count, row: rows.find((r) => r.id === p.id) }))
      .filter((l): l is { count: number; row: ProductRow } => !!l.row)
    return deliveryPrice(c, {
      regionId: body.region_id,
      localityId: await localityIdOf(c, body.locality_id, 'locality_id'),
      type: body.delivery_type,
      method: body.delivery_method,
      lines,
    })
  })

  route(app, E.deliveryServices, async (c) =>
    (await contentDocs(c, 'delivery_service')).map((d) => ({
      brand_services: (d.brand_services as never) ?? [],
      countries: (d.countries as never) ?? [],
    })),
  )
  route(app, E.paymentSystems, async (c) =>
    (await contentDocs(c, 'payment_system')).map((d) => ({
      id: d.id,
      slug: String(d.slug ?? ''),
      type: d.type === 'online' ? ('online' as const) : ('offline' as const),
      title: String(d.title ?? ''),
      img: typeof d.img === 'string' ? `${baseUrl(c)}${d.img}` : null,
      only_company: d.only_company === true,
    })),
  )
  return app
}
