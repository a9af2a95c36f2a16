import { z } from 'zod'
import { fromOtherNames, intId, intNum, isRecord, num, orDefault, textId } from './common'
import { phoneField } from './content'
import { itemsOf } from './items'
import { countSchema, creditCompanyBodyId, emailSchema, idSchema, qInt } from './params'
import { OPAQUE_ID } from './wire'

/**
 * Calculators (accounts-adverts-calculators spec 3 "Meal menu" and "Credit", 7 "Menu calculator"
 * and "Credit"). The spec gives the paths and the entities' fields but no payloads: the bodies and
 * answers below are ours (decision 0019). Money is in the project currency, 2 decimals; a credit
 * rate is annual, as a fraction (app/api/contract/credit.ts).
 */

// ---- menu calculator: GET general/menu-calculator?locality_id= ----------------------------------
export const menuCalculatorQuerySchema = z.object({ locality_id: qInt(1, 999_999_999) })
export const menuDaySchema = z.object({
  week: intNum,
  day: intNum,
  // Absent or null (session 59's operator audit: one such day emptied the whole plan): none.
  day_name: orDefault(z.string(), ''),
  description: orDefault(z.string(), ''),
  /** A dish as its name, or as an object named by `title` or `name` (the spec names the products, not their shape). */
  products: orDefault(
    itemsOf(
      z.union([
        z.string(),
        z.object({ title: z.string() }).transform((p) => p.title),
        z.object({ name: z.string() }).transform((p) => p.name),
      ]),
      'products',
    ),
    [],
  ),
})
/**
 * One length of a plan: `duration` days in total, its price and discount, and the catalogue product
 * that sells it (added to the cart). The spec names duration, price, discount and days; without a
 * `product_id` the plan is shown and cannot be added to the cart (the page says how to order it).
 */
export const menuDurationSchema = z.object({
  duration: intNum,
  price: num,
  discount: orDefault(num, 0),
  product_id: orDefault(intId, null).meta({ absent: 'no product: the plan cannot be added to the cart' }),
  // A list, or an object keyed by the day's number (`{"1": {...}}`, session 63's operator audit: the
  // whole plan read as none), the key the day when the day does not say it.
  days: z.preprocess(
    (v) =>
      isRecord(v) && Object.keys(v).every((k) => /^\d+$/.test(k))
        ? Object.entries(v).map(([day, d]) => (isRecord(d) ? { day: Number(day), ...d } : d))
        : v,
    itemsOf(menuDaySchema, 'days'),
  ),
})
export const menuEntrySchema = z.object({ calories: intNum, durations: itemsOf(menuDurationSchema, 'durations') })
/** Entries keyed by their calories (`{"1200": {durations}}` or `{"1200": [durations]}`) as a list. */
const entriesByCalories = (v: Record<string, unknown>) =>
  Object.entries(v).map(([calories, entry]) =>
    isRecord(entry) ? { calories, ...entry } : { calories, durations: entry },
  )
/**
 * The menu: `data`, its entries by calories (spec 3 "Menu entries by calories": ours a list, or keyed
 * by the calories), and `current_date`, the menu's week (1-based, the menu repeats) and weekday
 * (1 = Monday) today. The entries may also come alone: a bare list, or an object keyed by calories
 * only. Without current_date the plan opens on its first day.
 */
export const menuCalculatorSchema = z.preprocess(
  (v) =>
    Array.isArray(v) || (isRecord(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => /^\d+$/.test(k)))
      ? { data: v }
      : // the entries as a DRF list names them, `results` (session 63's operator audit)
        isRecord(v) && !('data' in v) && Array.isArray(v.results)
        ? { ...v, data: v.results }
        : v,
  z.object({
    data: z.preprocess((v) => (isRecord(v) ? entriesByCalories(v) : v), itemsOf(menuEntrySchema, 'data')),
    current_date: orDefault(z.object({ week: intNum, day: intNum, day_name: z.string() }), null).meta({
      absent: 'null: the plan opens on its first day',
    }),
  }),
)
export type MenuCalculator = z.infer<typeof menuCalculatorSchema>
export type MenuEntry = z.infer<typeof menuEntrySchema>
export type MenuDuration = z.infer<typeof menuDurationSchema>

// ---- credit calculator: GET /calculator/credit-calculator/, /calculator/filials/ ---------------
export const CREDIT_PROVIDERS = ['iute', 'bank'] as const
/**
 * A company's terms in months: a list (of numbers or their text), one term alone, or the terms as
 * text ("3,6,12", as the product page's credit options read them; session 61's operator audit: the
 * calculator said credit was unavailable). Only whole terms of at least a month are kept.
 */
const creditTerms = z
  .union([
    z.array(z.unknown()),
    num.transform((m) => [m]),
    z
      .string()
      .regex(/^\s*\d{1,3}(\s*[,;\s]\s*\d{1,3})*\s*$/)
      .transform((text) => text.split(/[,;\s]+/).filter(Boolean)),
  ])
  .transform((terms) =>
    terms.flatMap((t) => {
      const m = intNum.safeParse(t)
      return m.success && m.data >= 1 ? [m.data] : []
    }),
  )
  .meta({ doc: 'list of months, one month, or text "3,6,12"' })
/** A company named by `id` and `name` (session 63's operator audit: "Creditul nu este disponibil momentan.") reads as ours. */
export const creditCalculatorCompanySchema = z.preprocess(
  fromOtherNames({ credit_company: ['id'], title: ['name', 'company_name'] }),
  z.object({
    credit_company: intId,
    title: z.string(),
    // A provider the shop has no flow of its own for takes the request form (a bank's), in any case.
    provider: z
      .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(CREDIT_PROVIDERS))
      .catch('bank'),
    // Not read by the calculator (the back end prices each term: credit-price).
    rate: orDefault(num, null),
    months: creditTerms,
    /** Absent: no least (0). */
    min_amount: orDefault(num.pipe(z.number().nonnegative()), 0),
    /** Absent or null: no most (session 61's operator audit: such a company was left out). */
    max_amount: orDefault(num.pipe(z.number().positive()), null).meta({ absent: 'null: no most' }),
  }),
)
/** With neither default sent: an amount the first company lends and its longest term (creditDefaults). */
export const CREDIT_FALLBACK_AMOUNT = 1000
type CreditCompany = z.infer<typeof creditCalculatorCompanySchema>
/**
 * The calculator's starting amount and term when the answer names none (session 61's operator audit):
 * the first company's least amount (an amount it lends) - or, when it names no least, 1000 capped at
 * its most - and its longest term, the term the product pages' "from X a month" quote too.
 */
export function creditDefaults(companies: readonly CreditCompany[]): { amount: number; months: number } {
  const first = companies[0]
  if (!first) return { amount: CREDIT_FALLBACK_AMOUNT, months: 1 }
  const amount =
    first.min_amount > 0
      ? first.min_amount
      : Math.min(CREDIT_FALLBACK_AMOUNT, first.max_amount ?? Number.POSITIVE_INFINITY)
  return { amount, months: first.months.length ? Math.max(...first.months) : 1 }
}
/**
 * Company by company: one the shop cannot read is left out alone, the rest offered (session 59). The
 * defaults may be absent (creditDefaults); the answer may come as the companies alone (a bare list).
 */
export const creditCalculatorSchema = z
  .preprocess(
    (v) => (Array.isArray(v) ? { companies: v } : v),
    z.object({
      companies: itemsOf(creditCalculatorCompanySchema, 'companies'),
      default_amount: orDefault(num.pipe(z.number().positive()), null).meta({
        absent: "the first company's least amount (1000 when it names none, capped at its most)",
      }),
      default_months: orDefault(intNum.pipe(z.number().min(1)), null).meta({
        absent: "the first company's longest term",
      }),
      step: orDefault(num, 1),
    }),
  )
  .transform((config) => {
    const fallback = creditDefaults(config.companies)
    return {
      ...config,
      default_amount: config.default_amount ?? fallback.amount,
      default_months: config.default_months ?? fallback.months,
    }
  })
export type CreditCalculatorConfig = z.infer<typeof creditCalculatorSchema>
/**
 * A branch (spec 3 Credit: "Branches (filials) are listed", no fields named): an id and a name
 * (`title`, else `name`) are needed to offer it; the rest absent or null is none. Read item by item, a
 * bare list or one in `{ results }` (a DRF page) or `{ data }` (session 61's operator audit: one branch
 * with `city: null` refused the whole list).
 */
export const filialSchema = z.preprocess(
  fromOtherNames({ title: ['name'] }),
  z.object({
    id: intId,
    title: z.string(),
    city: orDefault(z.string(), ''),
    address: orDefault(z.string(), ''),
    phone: orDefault(z.string(), null),
    hours: orDefault(z.string(), null),
  }),
)
export const filialsSchema = itemsOf(filialSchema, '')
export type Filial = z.infer<typeof filialSchema>

// ---- credit price and credit request: POST /calculator/credit-price/, /calculator/credit-request/
const money = z.number().positive().max(1e8)
const months = z.number().int().min(1).max(120)
const requestId = z.string().regex(OPAQUE_ID, 'letters, digits, - and _ only (8-64)').optional()
export const creditPriceBodySchema = z.object({ credit_company: idSchema, amount: money, months })
/** Only `monthly_payment` is needed, as the calculate answer's (catalogue.ts creditCalculateSchema; session 63). */
export const creditPriceSchema = z.object({
  credit_company: orDefault(intId, null).meta({ absent: 'the company asked' }),
  months: orDefault(num, null).meta({ absent: 'the term asked' }),
  amount: orDefault(num, null).meta({ absent: 'the amount asked' }),
  monthly_payment: num,
  total: orDefault(num, null).meta({ absent: 'null: not shown' }),
  overpayment: orDefault(num, null).meta({ absent: 'null: not shown' }),
})
export type CreditPrice = z.infer<typeof creditPriceSchema>
/** A credit application: for an amount (the calculator) or for products (the product page's credit modal; the back end prices them). */
export const creditRequestBodySchema = z
  .object({
    credit_company: creditCompanyBodyId,
    months,
    amount: money.optional(),
    product_ids: z.array(idSchema).min(1).max(200).optional(),
    filial_id: idSchema.optional(),
    name: z.string().trim().min(1).max(120),
    phone: phoneField,
    request_id: requestId,
  })
  .refine((b) => b.amount !== undefined || b.product_ids !== undefined, {
    message: 'amount or product_ids is required',
    path: ['amount'],
  })
/**
 * A credit application's or an iute order's answer (accounts spec 7 Credit: "Payloads and responses:
 * not shown"). Any 2xx is the application taken (decision 0118 rule 3); the shop shows its number
 * (else its id, else none) and the monthly payment and term when the answer gives them.
 */
const creditAnswerObject = z.object({
  // an integer or id text (textId): an order named `ORD-5005` is shown so, not as no number
  id: orDefault(textId, null),
  order_id: orDefault(textId, null),
  number: orDefault(z.union([z.string().min(1), z.number()]).transform(String), null),
  monthly_payment: orDefault(num, null),
  months: orDefault(num, null),
})
const creditAnswer = z
  .preprocess((v) => (isRecord(v) ? v : {}), creditAnswerObject)
  .transform(({ id, order_id, number, monthly_payment, months }) => ({
    number: number ?? order_id ?? id,
    monthly_payment,
    months,
  }))
export const creditRequestResultSchema = creditAnswer
export type CreditRequestResult = z.infer<typeof creditRequestResultSchema>

// ---- iute credit order: POST /general/iute-credit/create-order/ ---------------------------------
export const iuteOrderBodySchema = z.object({
  products: z
    .array(z.object({ product_id: idSchema, count: countSchema }))
    .min(1)
    .max(200),
  months,
  name: z.string().trim().min(1).max(120),
  phone: phoneField,
  email: emailSchema.optional(),
  request_id: requestId,
})
export const iuteOrderResultSchema = creditAnswer
export type IuteOrderResult = z.infer<typeof iuteOrderResultSchema>
