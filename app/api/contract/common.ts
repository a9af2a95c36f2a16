import { z } from 'zod'
import { itemsOf } from './items'
import { DECIMAL_TEXT } from './numbers'
import { ORDER_ID_PATTERN } from './order-id'

/** Locale codes the contract knows. Mirrors LOCALES in app.config.ts. */
export const localeSchema = z.enum(['ro', 'ru', 'uk', 'en'])

/**
 * A JSON error answer of the admin API: a message plus optional field errors, and for failures a
 * client acts on, a machine-readable `code` (ACCOUNTS.errorCodes in app.config.ts).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

/** A paged list: data, totalCount, pages (the spec's list shape). */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: itemsOf(item, 'data'),
    totalCount: wholeCount,
    pages: wholeCount,
  })
}

/**
 * The numbers of a back end's answers. Many back ends send numbers as JSON strings (PHP/Laravel,
 * decimal columns: `"price": "1299.00"`, `"id": "42"`, `"count": "3"`), so every number the shop reads
 * from an answer takes a JSON number or the canonical text of one, and nothing else:
 * - decimal text (`num`): an optional minus, digits without leading zeros, an optional fraction -
 *   a JSON number without exponent, in quotes. "1299.00" is 1299, "-0.5" is -0.5.
 * - id text (`intId`): digits only, no sign, no fraction, no leading zero, at most 15 digits (a safe integer).
 * Refused: "" (not 0), " 12 " (padding is not how any back end writes a number: a padded value is a
 * different field or a bug, better named by check-backend than read), "1e3", "0x1f", "+1", "007",
 * "Infinity", "NaN", "12abc". A field's own rule (integer, bounds) applies to the number read:
 * `num.pipe(z.number().int().min(1))` takes "7" and "7.0" but not "7.5". Request schemas (the queries and
 * bodies the shop sends) do not use these: they keep their own rules (params.ts).
 *
 * The input type says `number`: the reference back end (admin-api/src, typed by z.input of these
 * schemas) sends the spec's JSON numbers; only the storefront reads the text too.
 */
const ID_TEXT = /^(?:0|[1-9]\d{0,14})$/

/**
 * `schema` (a JSON number) or a string `text` matches, read as its number and held to `schema` too
 * (400 digits would be Infinity: refused). A union, not a preprocess: a preprocess reads as optional to
 * zod (`optin`), which would make docs/contract.md call a required number optional.
 */
const readsText = (
  text: RegExp,
  refused: string,
  schema: z.ZodType<number, number>,
  doc: string,
): z.ZodType<number, number> =>
  z
    .union([schema, z.string().regex(text, refused).transform(Number).pipe(schema)])
    .meta({ doc }) as unknown as z.ZodType<number, number>

/** Any number (a price, a coordinate, a rate, a total): a JSON number or its decimal text. */
export const num = readsText(DECIMAL_TEXT, 'a number or a decimal string', z.number(), 'number, or decimal string')

/** An integer (a count, a page, a day) sent as a JSON number or its decimal text of an integer ("7", "7.0"). */
export const intNum = num.pipe(z.number().int()).meta({ doc: 'integer, or its decimal string' })

/** A count of things (never negative, whole): "3" is 3; "3.5", "-1" and "three" are not counts. */
export const wholeCount = num.pipe(z.number().int().nonnegative()).meta({ doc: 'whole count, or its decimal string' })

/**
 * An id the spec gives no type (order-id.ts, text-id.ts): an order's or an act's, a user's, a user
 * group's and a company's. A JSON integer from 0 (the reference back end's) read as
 * its digits, or text of 1-64 letters, digits and `_ . : -` (`ORD-5005`, a UUID, `order_01H...`),
 * starting with a letter or digit, without `..`. Refused: "", "a/b", "../x", "<script>", 65
 * characters, a negative or fractional number. The output is text: the id goes into paths as it came.
 */
export const textId = z
  .union([
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
    z.string().regex(ORDER_ID_PATTERN, 'an id: 1-64 letters, digits, _ . : - (no ..)'),
  ])
  .meta({ doc: 'integer, or id text (1-64 of A-Z a-z 0-9 _ . : -)' })

/** An integer id sent as a JSON number or as a string of digits ("42"; not "4.2", "42abc", "1e3" or "-42"). */
export const intId = readsText(ID_TEXT, 'an id', z.number().int(), 'integer, or string of digits')
/**
 * A credit company's id: an integer (or its digits, read as the number), or id text as order-id.ts
 * allows (`maib`, a UUID): the shop sends it back as it came (session 63's operator audit).
 */
export const creditCompanyId = z
  .union([intId, z.string().regex(ORDER_ID_PATTERN)])
  .meta({ doc: 'integer, or id text (1-64 of A-Z a-z 0-9 _ . : -)' })

/**
 * A flag sent as true/false, 1/0, "1"/"0" or "true"/"false" (a back end that stores flags as
 * integers or strings sends them so, as the settings' `flag` reads them). Anything else is not a flag.
 */
export const flagValue = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v, ctx): boolean => {
    const text = typeof v === 'string' ? v.trim().toLowerCase() : v
    if (text === true || text === 1 || text === '1' || text === 'true') return true
    if (text === false || text === 0 || text === '0' || text === 'false') return false
    ctx.issues.push({ code: 'custom', message: 'a flag: true/false or 1/0', input: v })
    return z.NEVER
  })
  .meta({ doc: 'boolean, or 1/0' })

/** A JSON object (not null, not a list): what a preprocess may read fields of. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * A date, or a date and time, as a back end may write it, as ISO text: ISO as sent (`2024-05-02`,
 * `2024-05-02T14:30:00+03:00`, a space for the T), and the day-first `02.05.2024` (a time may follow)
 * turned into ISO, since `Date` reads it month-first (session 59's operator audit: 2 May showed as
 * 5 February). A number, or text of 5 digits or more, is a Unix time (session 63's operator audit: a
 * back end sending `expireDate: 1767225600` emptied the promotions): seconds below 1e11 (until the
 * year 5138), milliseconds from there, as ISO text in UTC. Shorter digit text stays as `Date` reads it
 * (`2024`, a year). 0, anything else that `Date` cannot read, or empty text, is '' (no date).
 */
export function isoDateText(value: string | number): string {
  // 8 digits that are a calendar day of 1900-2199 (`20240502`, a compact ISO date) are that day, not a
  // Unix time of 1970-1973
  const compact = typeof value === 'string' ? /^\s*((?:19|2[01])\d\d)(\d\d)(\d\d)\s*$/.exec(value) : null
  if (compact) return calendarDay(compact[1]!, compact[2]!, compact[3]!)
  if (typeof value === 'number' || /^\s*\d{5,}\s*$/.test(value)) return epochIso(Number(value))
  const t = value.trim()
  if (/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}.*)?$/.test(t)) return t.replace(' ', 'T')
  const day = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t)
  if (day) {
    const [, d, m, y, hh, mm, ss] = day
    const date = calendarDay(y!, m!, d!)
    return date && hh ? `${date}T${hh.padStart(2, '0')}:${mm}:${ss ?? '00'}` : date
  }
  return t && !Number.isNaN(Date.parse(t)) ? t : ''
}

/** `YYYY-MM-DD` of a year, month and day that make a real day; '' for one that does not (31.02). */
function calendarDay(y: string, m: string, d: string): string {
  const real = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  if (real.getUTCMonth() !== Number(m) - 1 || real.getUTCDate() !== Number(d)) return ''
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
}

/**
 * Unix time as ISO text: seconds below 1e11, else milliseconds; '' for what no Date holds and for 0,
 * which a back end sends for an unset field (session 63's operator audit, `empty: zero`: no date, as
 * before, not 1 January 1970).
 */
function epochIso(n: number): string {
  const date = new Date(Math.abs(n) < 1e11 ? n * 1000 : n)
  return n === 0 || Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/** A date (and time) as ISO text (isoDateText); one that cannot be read fails, so an orDefault around it gives none. */
export const dateText = z
  .union([z.string(), z.number()])
  .transform(isoDateText)
  .pipe(z.string().min(1))
  .meta({ doc: 'ISO date or date-time, DD.MM.YYYY, or Unix time (seconds below 1e11, else ms; number or digits)' })

/**
 * Whether an answer says it failed: an object with a non-empty `error`, `detail` or `errors` (some
 * back ends answer 200 to everything). A 2xx saying so is not taken for a write done.
 */
export function answerSaysFailed(body: unknown): boolean {
  if (!isRecord(body)) return false
  return ['error', 'detail', 'errors'].some((key) => {
    const v = body[key]
    return (typeof v === 'string' && v.trim() !== '') || (Array.isArray(v) && v.length > 0)
  })
}

/**
 * For z.preprocess of a read whose answer may be empty: no body (a 204; the client reads it as null),
 * null or '' is `empty` (an empty list, no page text), anything else as it is. Session 67's operator
 * audit: a 204 to associated products, delivery times, the site files or a banner place counted as a
 * failure (and cut the page's cache to 60 s) where it says "none".
 */
export const emptyAs =
  (empty: unknown) =>
  (value: unknown): unknown =>
    value === null || value === undefined || value === '' ? empty : value

/**
 * The answer of a write the spec shows no answer for (a quick order, a quote), before its schema: one
 * that says it failed becomes a value no object schema takes (refused, so the caller shows its words);
 * no body at all (a 204) is an empty object (the write stored, nothing said).
 */
export function writeAnswer(value: unknown): unknown {
  return answerSaysFailed(value) ? 'says it failed' : emptyAs({})(value)
}

/** An id or number a back end may write as text or as a number (`77`, `"Q-77"`): its text, not empty. */
export const answerText = z
  .union([z.string().trim().min(1), z.number().finite().transform(String)])
  .meta({ doc: 'text, or a number' })

/**
 * For z.preprocess: fields the spec leaves unnamed, read under their other likely names. Each of ours
 * that is absent or null takes the first of its other names present (not null); anything but an
 * object is left to the schema.
 */
export const fromOtherNames =
  (names: Readonly<Record<string, readonly string[]>>) =>
  (raw: unknown): unknown => {
    if (!isRecord(raw)) return raw
    const out: Record<string, unknown> = { ...raw }
    for (const [field, others] of Object.entries(names)) {
      if (out[field] !== undefined && out[field] !== null) continue
      const other = others.find((name) => out[name] !== undefined && out[name] !== null)
      if (other) out[field] = out[other]
    }
    return out
  }

/**
 * A page's text whose answer the spec does not show (static settings pages, the terms): ours
 * `{ content }`, else the text as `html` or `text`, or the answer itself a string. For z.preprocess.
 */
export function pageTextAnswer(value: unknown): unknown {
  if (typeof value === 'string') return { content: value }
  if (!isRecord(value)) return value
  return typeof value.content === 'string' ? value : { ...value, content: value.html ?? value.text }
}

/**
 * A field that may be null may also be left out, read as null: a serialiser that omits nulls (Go's
 * omitempty, PHP's array_filter, .NET's ignore-null setting) sends no key where another sends null.
 * A value of the wrong type still fails, as before (orDefault is the lenient one). Every answer field
 * that takes null goes through here (absent-null.test.ts walks the registry).
 */
export const orNull = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((v): z.output<T> | null => v ?? null)
    .meta({ absent: 'null' })

/**
 * An end date that may be none (a promotion's expireDate): null or absent is no end (null), shown until
 * the back end says otherwise (is_active); one that cannot be read fails as dateText does. The spec's
 * "shown only while expireDate is in the future" has no date to be past (session 67's operator audit:
 * a promotion without an end was dropped from every list and its page was a 404).
 */
export const endDate = orNull(dateText).meta({ absent: 'null: no end date (shown while is_active)' })

/**
 * A field the spec leaves to us, or gives a default: absent, null or malformed (a wrong type, a value
 * the schema refuses) takes `fallback`, named in docs/contract.md through its meta. One such field
 * never fails its item or the answer: `category.level: "three"` is level 1, not an empty category
 * page. Numbers should still be read as the contract reads them elsewhere (`num`, `intId`), so a
 * decimal string is its value, not the default. Required fields never go through here: they stay
 * strict. Each parse gets its own copy of an object or list fallback.
 */
export const orDefault = <T extends z.ZodType, F extends z.output<T> | null>(schema: T, fallback: F) => {
  type Out = z.output<T> | F
  const value = (): Out => (fallback !== null && typeof fallback === 'object' ? structuredClone(fallback) : fallback)
  return schema
    .nullish()
    .transform((v): Out => v ?? value())
    .catch(() => value() as Awaited<Out>)
    .meta({ absent: JSON.stringify(fallback) })
}
