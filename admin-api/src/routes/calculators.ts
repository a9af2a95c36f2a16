import { CREDIT_PROVIDERS } from '#contract/calculators.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { isSellable } from '#contract/sellable.ts'
import { SITE_TIME_ZONE } from '#contract/wire.ts'
import { ApiError, badRequest, notFound } from '../lib/api-error'
import { type App, type Ctx, round2, route, subApp } from '../lib/http'
import { isOrderableCount } from '../lib/multiplicity'
import { SITE_LAYERS } from '../lib/site'
import { creditCompanies, type PriceRow, pricesOf, quoteFor, storeApplication } from '../services/calculators'
import { contentDocs } from '../services/content'
import { releaseEndedHolds } from '../services/orders'
import { localityExists } from '../services/places'
import { allowsNegativeStock } from '../services/settings'

/**
 * Calculators (accounts-adverts-calculators spec 7 "Menu calculator" and "Credit"; decision 0019):
 * the meal-plan menu per locality, the credit calculator, its branches, credit prices and
 * applications, and orders bought on an iute credit. Every money figure comes from the one credit
 * formula (app/api/contract/credit.ts) over the rates of the site's credit companies.
 */

interface MenuDoc {
  locality_id: number
  calories: number[]
  durations: number[]
  product_ids: number[]
}
interface MenuDayDoc {
  week: number
  day: number
  day_name: string
  description: string
  products: string[]
}
let siteDayFormat: Intl.DateTimeFormat | undefined
/** `now`'s calendar day in the shop's time zone (SITE_TIME_ZONE, decision 0035), as that day's UTC midnight. */
function siteDayUtc(now: Date): number {
  siteDayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  })
  const parts = siteDayFormat.formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'))
}

/**
 * The menu repeats over its days' weeks; `now`'s week of the cycle and weekday (1 = Monday), both in
 * the shop's time zone (spec 4 "The current date sets the selected day"): at 00:30 on a Sunday in
 * Chișinău it is Sunday, not the UTC Saturday.
 */
export function menuDate(now: Date, weeks: number): { week: number; day: number } {
  const today = siteDayUtc(now)
  const day = ((new Date(today).getUTCDay() + 6) % 7) + 1
  const monday = today - (day - 1) * 86_400_000
  // Weeks counted from Monday 1970-01-05.
  const weekIndex = Math.floor((monday - Date.UTC(1970, 0, 5)) / (7 * 86_400_000))
  return { week: (((weekIndex % weeks) + weeks) % weeks) + 1, day }
}

const sellable = (p: PriceRow, allowNegativeStock = false) =>
  isSellable(
    { active: p.active === 1, available: p.available === 1, is_stock: p.is_stock === 1, stock: p.stock },
    allowNegativeStock,
  )

/** The credit companies of the calculator (the ones its config names a provider for); 404 on a shop without credit. */
async function calculatorCompanies(c: Ctx) {
  const { config, companies } = await creditCompanies(c)
  if (!config) throw notFound('This shop offers no credit')
  const list = companies
    .filter((d) => (CREDIT_PROVIDERS as readonly string[]).includes(config.providers[String(d.credit_company)] ?? ''))
    .map((d) => ({
      ...d,
      provider: config.providers[String(d.credit_company)] as (typeof CREDIT_PROVIDERS)[number],
    }))
  return { config, companies: list }
}

async function companyById(c: Ctx, id: number | string) {
  const { companies } = await calculatorCompanies(c)
  const company = companies.find((x) => x.credit_company === id)
  if (!company) throw badRequest('Invalid body', { credit_company: ['Unknown credit company'] })
  return company
}

export function calculatorRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.menuCalculator, async (c, { query }) => {
    if (!(await localityExists(c, query.locality_id))) throw notFound('Unknown locality')
    const days = await contentDocs<MenuDayDoc>(c, 'meal_menu_day')
    const weeks = Math.max(1, ...days.map((d) => d.week))
    const today = menuDate(new Date(), weeks)
    const current_date = {
      ...today,
      day_name: days.find((d) => d.week === today.week && d.day === today.day)?.day_name ?? '',
    }
    const [menu] = await contentDocs<MenuDoc>(c, 'meal_menu', { grp: String(query.locality_id) })
    if (!menu || days.length === 0) return { data: [], current_date }
    // One product sells one day of a plan: product_ids[i] the plan of calories[i] ("Meal plan 1200
    // kcal - 1 day", admin-api/seed/meal-plans.ts), so the cart and the order name the plan. A plan
    // whose product is gone or inactive is not offered.
    const rows = await pricesOf(c, menu.product_ids)
    const plans = menu.calories.flatMap((calories, i) => {
      const p = rows.find((r) => r.id === menu.product_ids[i] && r.active === 1)
      return p ? [{ calories, p }] : []
    })
    const data = plans.map(({ calories, p }) => {
      return {
        calories,
        durations: menu.durations.map((duration) => ({
          duration,
          // The plan's price is what the cart charges for it: the day's product, `duration` times.
          price: round2(p.price * duration),
          discount: Number(p.discount ?? 0),
          product_id: p.id,
          days: Array.from({ length: duration }, (_, k) => days[k % days.length]!).map((d) => ({
            week: d.week,
            day: d.day,
            day_name: d.day_name,
            description: d.description,
            products: d.products,
          })),
        })),
      }
    })
    return { data, current_date }
  })

  route(app, E.creditCalculator, async (c) => {
    const { config, companies } = await calculatorCompanies(c)
    return {
      companies,
      default_amount: config.default_amount,
      default_months: config.default_months,
      step: config.step,
    }
  })

  route(app, E.filials, async (c) => {
    await calculatorCompanies(c)
    const docs = await contentDocs<{
      id: number
      title?: string
      city?: string
      address?: string
      phone?: string
      hours?: string
    }>(c, 'filial')
    return docs.map((d) => ({
      id: d.id,
      title: String(d.title ?? ''),
      city: String(d.city ?? ''),
      address: String(d.address ?? ''),
      phone: d.phone ?? null,
      hours: d.hours ?? null,
    }))
  })

  route(app, E.creditPrice, async (c, { body }) => {
    const company = await companyById(c, body.credit_company)
    return { credit_company: company.credit_company, ...quoteFor(company, body.amount, body.months) }
  })

  route(app, E.creditRequest, async (c, { body }) => {
    const company = await companyById(c, body.credit_company)
    let amount = body.amount ?? 0
    if (body.product_ids) {
      const ids = [...new Set(body.product_ids)]
      const rows = await pricesOf(c, ids)
      const bad = ids.filter((id) => !rows.some((r) => r.id === id && sellable(r)))
      if (bad.length) throw badRequest('Invalid body', { product_ids: [`Not available: ${bad.join(', ')}`] })
      amount = round2(rows.reduce((s, r) => s + r.price, 0))
    }
    if (body.filial_id !== undefined) {
      const [filial] = await contentDocs(c, 'filial', { id: body.filial_id })
      if (!filial) throw badRequest('Invalid body', { filial_id: ['Unknown branch'] })
    }
    const quote = quoteFor(company, amount, body.months)
    const { request_id: requestId, ...data } = body
    const id = await storeApplication(c, 'request', {
      company: company.credit_company,
      requestId,
      phone: body.phone,
      amount: quote.amount,
      months: quote.months,
      monthly: quote.monthly_payment,
      data,
    })
    return {
      status: 'ok' as const,
      id,
      number: `CR-${String(id).padStart(6, '0')}`,
      monthly_payment: quote.monthly_payment,
      months: quote.months,
      amount: quote.amount,
    }
  })

  route(app, E.iuteCreateOrder, async (c, { body }) => {
    const { companies } = await calculatorCompanies(c)
    const iute = companies.find((x) => x.provider === 'iute')
    if (!iute) throw new ApiError(404, 'This shop offers no iute credit')
    const counts = new Map<number, number>()
    for (const line of body.products) counts.set(line.product_id, (counts.get(line.product_id) ?? 0) + line.count)
    // The order's own stock rule (create-order): ended holds give their stock back first, then no line
    // may ask for more than is left unless the site allows negative stock.
    await releaseEndedHolds(c.env, 20)
    const negativeOk = await allowsNegativeStock(c)
    const rows = await pricesOf(c, [...counts.keys()])
    const bad = [...counts.keys()].filter((id) => !rows.some((r) => r.id === id && sellable(r, negativeOk)))
    if (bad.length) throw badRequest('Invalid body', { products: [`Not available: ${bad.join(', ')}`] })
    const uneven = rows.filter((r) => !isOrderableCount(counts.get(r.id) ?? 0, r.multiplicity))
    if (uneven.length)
      throw badRequest('Invalid body', {
        products: uneven.map((r) => `At least ${r.multiplicity}`),
      })
    const short = negativeOk ? [] : rows.filter((r) => (counts.get(r.id) ?? 0) > r.stock)
    if (short.length)
      throw new ApiError(400, 'Cart is invalid', undefined, {
        errors: short.map((r) => ({
          product_id: r.id,
          code: 'not_enough_stock',
          message: `Only ${r.stock} left`,
          available_count: r.stock,
        })),
      })
    const amount = round2(rows.reduce((s, r) => s + r.price * (counts.get(r.id) ?? 0), 0))
    const quote = quoteFor(iute, amount, body.months)
    const { request_id: requestId, ...data } = body
    const id = await storeApplication(c, 'iute', {
      company: iute.credit_company,
      requestId,
      phone: body.phone,
      amount: quote.amount,
      months: quote.months,
      monthly: quote.monthly_payment,
      data,
    })
    return {
      status: 'ok' as const,
      order_id: id,
      number: `IU-${String(id).padStart(6, '0')}`,
      amount: quote.amount,
      months: quote.months,
      monthly_payment: quote.monthly_payment,
      total: quote.total,
    }
  })
  return app
}
