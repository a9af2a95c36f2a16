import { type CreditQuote, creditQuote } from '#contract/credit.ts'
import { badRequest } from '../lib/api-error'
import { optionalUser } from '../lib/auth'
import { type Ctx, nowIso } from '../lib/http'
import { idList } from '../lib/sql-filters'
import { contentDocs } from './content'
import { db } from './products'
import { giveWrite, takeQuickOrder, writeClient } from './write-limits'

/**
 * The calculators' reads and writes (routes/calculators.ts; decision 0019): product prices, credit
 * applications, and the credit companies' terms with the one check of an amount and a term against
 * them (quoteFor), used by every call that prices a credit (routes/calculators.ts and
 * /general/v3/credits/calculate in routes/catalogue.ts).
 */

interface CompanyDoc {
  id: number
  title?: string
  rate?: number
  months?: number[]
  min_price?: number
}
interface CalculatorDoc {
  providers: Record<string, string>
  max_amount: Record<string, number>
  default_amount: number
  default_months: number
  step: number
}

/** A credit company's terms: its terms in months, and the least and most it lends (max_amount 0: no most). */
export interface CreditTerms {
  credit_company: number
  title: string
  rate: number
  months: number[]
  min_amount: number
  max_amount: number
}

/**
 * The site's credit companies (credit_company docs) with their terms: the least amount is the
 * company's min_price, the most the credit calculator's max_amount for it (none on a shop without
 * the calculator). `config` is the calculator's config, null on such a shop.
 */
export async function creditCompanies(c: Ctx): Promise<{ config: CalculatorDoc | null; companies: CreditTerms[] }> {
  const [[config], docs] = await Promise.all([
    contentDocs<CalculatorDoc>(c, 'credit_calculator'),
    contentDocs<CompanyDoc>(c, 'credit_company'),
  ])
  const companies = docs.map((d) => ({
    credit_company: d.id,
    title: String(d.title ?? ''),
    rate: Number(d.rate ?? 0),
    months: (d.months ?? []).filter((m) => Number.isInteger(m) && m >= 1),
    min_amount: Number(d.min_price ?? 0),
    max_amount: Number(config?.max_amount?.[String(d.id)] ?? 0),
  }))
  return { config: config ?? null, companies }
}

/** The company's quote for an amount and term, or a 400 naming the rule broken (the term, the least or the most amount). */
export function quoteFor(company: CreditTerms, amount: number, months: number): CreditQuote {
  if (!company.months.includes(months))
    throw badRequest('Invalid body', { months: [`One of ${company.months.join(', ')}`] })
  if (amount < company.min_amount) throw badRequest('Invalid body', { amount: [`At least ${company.min_amount}`] })
  if (company.max_amount > 0 && amount > company.max_amount)
    throw badRequest('Invalid body', { amount: [`At most ${company.max_amount}`] })
  return creditQuote(amount, company.rate, months)
}

export interface PriceRow {
  id: number
  price: number
  discount: number | null
  active: number
  available: number
  is_stock: number
  stock: number
  multiplicity: number
}

export const pricesOf = async (c: Ctx, ids: number[]) =>
  ids.length === 0
    ? []
    : db(c).all<PriceRow>(
        `SELECT id, price, discount, active, available, is_stock, stock, multiplicity FROM products WHERE id IN (${idList(ids)})`,
        [],
      )

/**
 * Stores an application once per request id; answers the stored row's id. A new one counts against
 * the client as a quick order of its own kind does (10 an hour, 30 a day; session 61's audit: one
 * address stored 55 applications in a row, each with any name and phone); a retry of a stored one
 * (its request id) is answered with it and not counted.
 */
export async function storeApplication(
  c: Ctx,
  kind: 'request' | 'iute',
  row: {
    company: number
    requestId?: string
    phone: string
    amount: number
    months: number
    monthly: number
    data: unknown
  },
): Promise<number> {
  const site = c.get('site').id
  const user = await optionalUser(c)
  const stored = () =>
    c.env.DB.prepare('SELECT id FROM credit_applications WHERE site_id = ? AND kind = ? AND request_id = ?')
      .bind(site, kind, row.requestId ?? null)
      .first<{ id: number }>()
  // A retry of a stored application (its request id) is that one: answered, never counted nor refused.
  const retried = row.requestId ? await stored() : null
  if (retried) return retried.id
  const taken = await takeQuickOrder(c, `credit_${kind}`, writeClient(c), user?.id ?? null)
  let inserted: D1Result
  try {
    inserted = await c.env.DB.prepare(
      `INSERT INTO credit_applications (site_id, kind, credit_company, user_id, request_id, phone, amount, months, monthly_payment, data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (site_id, kind, request_id) DO NOTHING`,
    )
      .bind(
        site,
        kind,
        row.company,
        user?.id ?? null,
        row.requestId ?? null,
        row.phone.replace(/\s+/g, ''),
        row.amount,
        row.months,
        row.monthly,
        JSON.stringify(row.data),
        nowIso(),
      )
      .run()
  } catch (error) {
    await giveWrite(c, taken)
    throw error
  }
  if (inserted.meta.changes > 0) return Number(inserted.meta.last_row_id)
  // The same request id stored a moment ago by a concurrent retry: that application, not a new one.
  await giveWrite(c, taken)
  return (await stored())!.id
}
