import { carrierParcelOf } from '#contract/carrier-parcel.ts'
import { notFound } from '../lib/api-error'
import { type Ctx, round2 } from '../lib/http'
import { MESSAGES } from '../lib/messages'
import { db } from './products'

/** The demo postal carrier's directory (np_cities, np_streets, np_points; decision 0010). */

export async function cityExists(c: Ctx, ref: string): Promise<boolean> {
  const city = await c.env.DB.prepare('SELECT ref FROM np_cities WHERE ref = ?').bind(ref).first()
  return !!city
}

/** A city of the directory with its names, area and country (ISO 3166 alpha-2), or null. */
export function carrierCity(c: Ctx, ref: string) {
  return c.env.DB.prepare('SELECT ref, description, description_ro, area, country_code FROM np_cities WHERE ref = ?')
    .bind(ref)
    .first<{ ref: string; description: string; description_ro: string; area: string; country_code: string }>()
}

/** A warehouse's or post machine's address as the directory writes it, or null when it is not that city's of that kind. */
export async function pointAddress(c: Ctx, ref: string, cityRef: string, kind: string): Promise<string | null> {
  const point = await c.env.DB.prepare('SELECT address FROM np_points WHERE ref = ? AND city_ref = ? AND kind = ?')
    .bind(ref, cityRef, kind)
    .first<{ address: string }>()
  return point?.address ?? null
}

export async function requireCity(c: Ctx, ref: string) {
  if (!(await cityExists(c, ref))) throw notFound('Unknown city')
}

/**
 * A name as the directory search compares it: lower-cased in any script (SQLite's LIKE folds ASCII
 * only: "київ" missed Київ) and with the marks of Latin letters dropped (Hrusevski finds Hrușevski,
 * ș and ş alike). Cyrillic keeps its letters (й, ї stay themselves).
 */
export const searchFold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')

/**
 * The rows whose Ukrainian or Romanian name holds the query in any case, with or without diacritics:
 * the names with a word starting with it first ("шев": Шевченка before Грушевського), each group in
 * the rows' order (by name); at most 20.
 */
function matching<T extends { description: string; description_ro: string }>(rows: T[], query: string): T[] {
  const q = searchFold(query)
  const rank = (r: T) => {
    const names = [searchFold(r.description), searchFold(r.description_ro)]
    if (names.some((n) => n.startsWith(q) || n.includes(` ${q}`) || n.includes(`-${q}`))) return 0
    return names.some((n) => n.includes(q)) ? 1 : 2
  }
  const ranked = rows.map((r) => ({ r, rank: rank(r) })).filter((x) => x.rank < 2)
  return ranked
    .filter((x) => x.rank === 0)
    .concat(ranked.filter((x) => x.rank === 1))
    .slice(0, 20)
    .map((x) => x.r)
}

/**
 * The directory is small (a city or a street list is read whole, by city for the streets), so the
 * match is made here: D1 has no ICU for a case-insensitive LIKE beyond ASCII.
 */
export async function findCities(c: Ctx, query: string) {
  const rows = await db(c).all<{
    ref: string
    description: string
    description_ro: string
    area: string
    country_code: string
  }>('SELECT * FROM np_cities ORDER BY description', [])
  return matching(rows, query)
}

export async function findStreets(c: Ctx, cityRef: string, query: string) {
  const rows = await db(c).all<{ ref: string; description: string; description_ro: string; street_type: string }>(
    'SELECT * FROM np_streets WHERE city_ref = ?1 ORDER BY description',
    [cityRef],
  )
  return matching(rows, query)
}

/** A city's warehouses or post machines, those whose number starts with `num` when given. */
export function findPoints(c: Ctx, cityRef: string, kind: 'warehouse' | 'postmachine', num: string | null) {
  return db(c).all<{ ref: string; number: number; address: string }>(
    `SELECT ref, number, address FROM np_points WHERE city_ref = ? AND kind = ?${num ? ' AND CAST(number AS TEXT) LIKE ?' : ''} ORDER BY number LIMIT 50`,
    num ? [cityRef, kind, `${num}%`] : [cityRef, kind],
  )
}

export async function pointNumber(c: Ctx, ref: string): Promise<number | null> {
  const p = await c.env.DB.prepare('SELECT number FROM np_points WHERE ref = ?').bind(ref).first<{ number: number }>()
  return p?.number ?? null
}

export async function pointInCity(c: Ctx, ref: string, cityRef: string, kind: string): Promise<boolean> {
  return !!(await c.env.DB.prepare('SELECT ref FROM np_points WHERE ref = ? AND city_ref = ? AND kind = ?')
    .bind(ref, cityRef, kind)
    .first())
}

/** A street of the carrier's directory in that city: its name, or null when the ref is another city's or none. */
export function streetInCity(c: Ctx, ref: string, cityRef: string) {
  return c.env.DB.prepare('SELECT description, street_type FROM np_streets WHERE ref = ? AND city_ref = ?')
    .bind(ref, cityRef)
    .first<{ description: string; street_type: string }>()
}

/** The demo carrier's currency: its prices are in hryvnias whatever the site sells in. */
export const CARRIER_CURRENCY = 'UAH'

/**
 * The demo carrier's price for a parcel (its delivery-price call and the order's delivery when the
 * carrier delivers): a base per delivery type, 8 per started kilogram (1 kg when the weight is not
 * given), 0.5 % of the declared value.
 */
export function carrierCost(q: { type: string; weight_gr?: number; declared_value?: number }): number {
  const kg = carrierKg(q.weight_gr)
  const base = q.type === 'courier' ? 95 : q.type === 'warehouse' ? 70 : 60
  return round2(base + Math.ceil(kg) * 8 + (q.declared_value ?? 0) * 0.005)
}

export const carrierKg = (weightGr: number | undefined) => Math.max(0.1, (weightGr ?? 1000) / 1000)

/**
 * The parcel of an order's lines as the carrier prices it: the products' weight_gr x count and the
 * goods' declared value, by the rule the cart's price call uses (carrierParcelOf: the value capped
 * at the carrier's maximum at both, review r66). The order never takes a client's weight: a 40 kg
 * parcel priced as the 1 kg default went to a post machine (review r66).
 */
export function orderParcel(lines: readonly { row: { weight_gr: number; price: number }; count: number }[]) {
  return carrierParcelOf(lines.map((l) => ({ weight_gr: l.row.weight_gr, price: l.row.price, count: l.count })))
}

/**
 * What an order delivered by the carrier adds to its total (decision 0025: the storefront's summary
 * counts the carrier's price only in the shop's own currency): the carrier's price on a site selling
 * in the carrier's currency, 0 elsewhere (the shopper pays the carrier on delivery).
 */
export const carrierPriceInTotal = (siteCurrency: string | undefined, cost: number): number =>
  (siteCurrency ?? '').toUpperCase() === CARRIER_CURRENCY ? cost : 0

const WARNINGS = {
  closed: {
    ro: 'Filiala este închisă temporar. Alegeți alta.',
    ru: 'Отделение временно закрыто. Выберите другое.',
    uk: 'Відділення тимчасово зачинене. Оберіть інше.',
    en: 'This branch is temporarily closed. Please choose another one.',
  },
  heavy: {
    ro: 'Coletul depășește 30 kg: nu încape în poștomat.',
    ru: 'Посылка тяжелее 30 кг: в почтомат не поместится.',
    uk: 'Посилка важча за 30 кг: до поштомата не поміститься.',
    en: 'The parcel is over 30 kg and does not fit a post machine.',
  },
} as const

/**
 * The carrier's own maximum parcel, 1,000 kg, whatever the delivery type: a heavier one is its
 * warning (at the price call and the order), never a price for a lighter parcel (review r67: the
 * cart capped 1,066.5 kg to this and showed 8,443.14 UAH, the order charged 8,979.14).
 */
export const CARRIER_MAX_WEIGHT_GR = 1_000_000

/**
 * The demo carrier's refusals, answered as a string (storefront spec 4 "Delivery price result"):
 * a parcel over the carrier's maximum (CARRIER_MAX_WEIGHT_GR), every warehouse number 6 is
 * temporarily closed, and a post machine takes at most 30 kg.
 */
export async function carrierWarning(
  c: Ctx,
  type: string,
  pointRef: string | null,
  kg: number,
): Promise<string | null> {
  const locale = c.get('locale')
  const maxKg = CARRIER_MAX_WEIGHT_GR / 1000
  if (kg > maxKg) return MESSAGES.carrierOverLimit[locale].replace('{kg}', String(maxKg))
  if (type === 'postmachine' && kg > 30) return WARNINGS.heavy[locale]
  if (type === 'warehouse' && pointRef) {
    if ((await pointNumber(c, pointRef)) === 6) return WARNINGS.closed[locale]
  }
  return null
}
