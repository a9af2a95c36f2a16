import { ACCOUNTS } from '#contract/accounts.ts'
import { safeIdOf } from '#contract/text-id.ts'
import { callNotOffered } from '#platform/shared/not-offered.ts'
import { listPage } from '#platform/shared/page-param.ts'

/**
 * The cabinet's pure rules (accounts spec 2 "Query parameters on lists", 3 "Acts", 9; issue 17,
 * decision 0023): the URL state of the orders and acts lists, the query each sends, and the
 * profile image checks made in the browser before an upload.
 */

export const ORDER_STATUS_VALUES = ['new', 'processing', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number]

/** The act statuses the shop has words for (the reference back end's); the spec leaves them open. */
export const ACT_STATUS_VALUES = ['pending', 'signed'] as const
export type ActStatusValue = (typeof ACT_STATUS_VALUES)[number]

/** A status word as the rules compare it: trimmed, lower case, spaces and hyphens as `_` ("In progress" -> in_progress). */
const statusWord = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

/**
 * The message id of an act's status, or null for a status the shop has no words for: that one is
 * shown as the back end wrote it (a translated page never shows a known status in English).
 */
export function actStatusMessage(status: string): `cabinetActs.status.${ActStatusValue}` | null {
  const word = statusWord(status)
  return (ACT_STATUS_VALUES as readonly string[]).includes(word) ? `cabinetActs.status.${word as ActStatusValue}` : null
}

/** The account statuses the shop has words for (cabinet.status.*); the spec names the field, not its values. */
export const ACCOUNT_STATUS_VALUES = ['active', 'inactive', 'blocked', 'pending'] as const
export type AccountStatusValue = (typeof ACCOUNT_STATUS_VALUES)[number]

/**
 * The message id of the account's status, read case-blind, or null for one the shop has no words for
 * (shown as the back end wrote it). `pending`: an account registered for a company, waiting for the
 * shop to confirm it - the cabinet showed the back end's word, lower-case English, on every page.
 */
export function accountStatusMessage(status: string): `cabinet.status.${AccountStatusValue}` | null {
  const word = statusWord(status)
  return (ACCOUNT_STATUS_VALUES as readonly string[]).includes(word)
    ? `cabinet.status.${word as AccountStatusValue}`
    : null
}

/**
 * Other back ends' words for the order statuses the shop has words for (session 60's operator audits:
 * "pending" showed in English on a Romanian page). A status in none of them - a number, the back end's
 * own text - is shown as written.
 */
const ORDER_STATUS_SYNONYMS: Readonly<Record<string, OrderStatusValue>> = {
  pending: 'new',
  created: 'new',
  placed: 'new',
  in_progress: 'processing',
  confirmed: 'processing',
  accepted: 'processing',
  shipping: 'shipped',
  in_transit: 'shipped',
  sent: 'shipped',
  dispatched: 'shipped',
  completed: 'delivered',
  done: 'delivered',
  received: 'delivered',
  canceled: 'cancelled',
  rejected: 'cancelled',
  declined: 'cancelled',
}

/**
 * The message id of an order's status, or null for a status the shop has no words for (an operator's
 * own): that one is shown as the back end wrote it, with no class built from it.
 */
export function orderStatusMessage(status: string): `cabinetOrders.status.${OrderStatusValue}` | null {
  const word = statusWord(status)
  const value = (ORDER_STATUS_VALUES as readonly string[]).includes(word)
    ? (word as OrderStatusValue)
    : Object.hasOwn(ORDER_STATUS_SYNONYMS, word)
      ? ORDER_STATUS_SYNONYMS[word]
      : undefined
  return value ? `cabinetOrders.status.${value}` : null
}

/** The orders list's state in the URL query. Absent means "no filter"; page 1 is never written. */
export interface OrdersSearch {
  page?: number
  search?: string
  status?: OrderStatusValue
  start_date?: string
  end_date?: string
  /** An integer's digits or id text (`c5`, a UUID: contract text-id.ts). */
  company_id?: string
}
/** The acts list's state in the URL query (spec 7: page, company_id, start_date, end_date). */
export type ActsSearch = Pick<OrdersSearch, 'page' | 'start_date' | 'end_date' | 'company_id'>

export type CompanyStatusValue = (typeof ACCOUNTS.companyStatuses)[number]
/** The companies list's state in the URL query (spec 3 "Company": page, search, status, start_date, end_date). */
export interface CompaniesSearch {
  page?: number
  search?: string
  status?: CompanyStatusValue
  start_date?: string
  end_date?: string
}

const SEARCH_MAX = 100
const DATE = /^\d{4}-\d{2}-\d{2}$/

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

function validDate(value: unknown): string | undefined {
  const s = first(value)
  if (typeof s !== 'string' || !DATE.test(s)) return undefined
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : undefined
}

/** Two dates, the earlier first when both are given (YYYY-MM-DD compares as text). */
function ordered(start: string | undefined, end: string | undefined): [string | undefined, string | undefined] {
  return start && end && end < start ? [end, start] : [start, end]
}

/**
 * Reads the orders list's URL query. Unknown or malformed parts are dropped (never an error page);
 * page 1 reads as absent, the search is trimmed (a number typed as search stays text).
 */
export function readOrdersSearch(raw: Record<string, unknown>): OrdersSearch {
  const out: OrdersSearch = {}
  const page = listPage(raw.page)
  if (page) out.page = page
  const search = first(raw.search)
  const text =
    typeof search === 'string' || typeof search === 'number' ? String(search).trim().slice(0, SEARCH_MAX) : ''
  if (text) out.search = text
  const status = first(raw.status)
  if (typeof status === 'string' && (ORDER_STATUS_VALUES as readonly string[]).includes(status))
    out.status = status as OrderStatusValue
  // A range that ends before it starts is read the right way round (as the adverts' price range): the
  // back end refuses it (400 "end_date is before start_date"), which left the list blank (session 74).
  const [start, end] = ordered(validDate(raw.start_date), validDate(raw.end_date))
  if (start) out.start_date = start
  if (end) out.end_date = end
  // a company's id as text (session 64: `c5` was dropped, the filter showing every company's orders)
  const company = safeIdOf(first(raw.company_id))
  if (company) out.company_id = company
  return out
}

/** Whether a list's URL query narrows it (anything but the page): an empty list then says "none match", else "none yet". */
export function isFiltered(search: object): boolean {
  return Object.keys(search).some((key) => key !== 'page')
}

export function readActsSearch(raw: Record<string, unknown>): ActsSearch {
  const { page, start_date, end_date, company_id } = readOrdersSearch(raw)
  return {
    ...(page ? { page } : {}),
    ...(start_date ? { start_date } : {}),
    ...(end_date ? { end_date } : {}),
    ...(company_id ? { company_id } : {}),
  }
}

/** Reads the companies list's URL query like the orders' (a status of the company statuses). */
export function readCompaniesSearch(raw: Record<string, unknown>): CompaniesSearch {
  const { page, search, start_date, end_date } = readOrdersSearch({ ...raw, status: undefined })
  const status = first(raw.status)
  const known = typeof status === 'string' && (ACCOUNTS.companyStatuses as readonly string[]).includes(status)
  return {
    ...(page ? { page } : {}),
    ...(search ? { search } : {}),
    ...(known ? { status: status as CompanyStatusValue } : {}),
    ...(start_date ? { start_date } : {}),
    ...(end_date ? { end_date } : {}),
  }
}

/** A change to a list's URL query: the values that change, empty ones clearing their filter. */
export type SearchChange<S> = Partial<Record<keyof S, string | number | undefined>>

/**
 * The URL query after a change, read back by the list's own reader: filters replace the old ones,
 * a filter change goes back to page 1, and page 1 and empty values are removed (spec 2: "Page 1
 * removes it").
 */
export function nextSearch<S extends object>(
  read: (raw: Record<string, unknown>) => S,
  current: S,
  change: SearchChange<S>,
): S {
  const merged: Record<string, unknown> = { ...current, ...change }
  if (!('page' in change)) delete merged.page
  return read(merged)
}

export const nextOrdersSearch = (current: OrdersSearch, change: SearchChange<OrdersSearch>) =>
  nextSearch(readOrdersSearch, current, change)
export const nextCompaniesSearch = (current: CompaniesSearch, change: SearchChange<CompaniesSearch>) =>
  nextSearch(readCompaniesSearch, current, change)

/** The date range goes out only when both dates are given (spec 2), otherwise neither. */
export function dateRange(search: { start_date?: string; end_date?: string }): {
  start_date?: string
  end_date?: string
} {
  return search.start_date && search.end_date ? { start_date: search.start_date, end_date: search.end_date } : {}
}

/** The orders call's query (GET /general/v2/order/): page 1 explicit, the range only with both dates. */
export function ordersApiQuery(search: OrdersSearch): Record<string, string | number> {
  return {
    page: search.page ?? 1,
    page_size: ACCOUNTS.ordersPageSize,
    ...(search.search ? { search: search.search } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...dateRange(search),
    ...(search.company_id ? { company_id: search.company_id } : {}),
  }
}

/** The companies call's query (GET /users/company/): page 1 explicit, the range only with both dates. */
export function companiesApiQuery(search: CompaniesSearch): Record<string, string | number> {
  return {
    page: search.page ?? 1,
    ...(search.search ? { search: search.search } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...dateRange(search),
  }
}

/** The acts call's query (GET /base/act-view/): always page 1, the one page there is (spec 3, 9). */
export function actsApiQuery(search: ActsSearch): Record<string, string | number> {
  return { page: 1, ...dateRange(search), ...(search.company_id ? { company_id: search.company_id } : {}) }
}

/** A page of a list as the cabinet shows it. */
export interface ListPage<T> {
  items: T[]
  totalCount: number
  pages: number
}

/**
 * The acts answer (spec 3 "Acts"): the list is the second element; the count the back end gives is
 * the spec's fixed 9,999,999 with one page, so the count shown is the list's length and there is
 * never a pager. Elements after the list are not read, as the contract does not read them (an
 * operator's back end answering `[meta, list, {next}]` showed an empty acts page: spec audit, session
 * 66). Anything else is not an acts answer (null).
 */
export function actsPage<T>(answer: unknown): ListPage<T> | null {
  if (!Array.isArray(answer) || answer.length < 2 || !Array.isArray(answer[1])) return null
  const head = answer[0] as { totalCount?: unknown; pages?: unknown } | null
  if (!head || head.totalCount !== ACCOUNTS.actsTotalCount || head.pages !== 1) return null
  const items = answer[1] as T[]
  return { items, totalCount: items.length, pages: 1 }
}

// ---- the personal form --------------------------------------------------------------------------

/**
 * What the personal form sends for the birthday (PATCH /users/user/{id}/, spec 7 "personal data"):
 * nothing when it is as loaded, null when it was cleared, else the typed date (YYYY-MM-DD, a real day).
 */
export function birthdayChange(loaded: string | null, typed: string): string | null | undefined {
  const value = typed.trim()
  if (value === (loaded ?? '')) return undefined
  if (value === '') return null
  return validDate(value)
}

// ---- the profile image ------------------------------------------------------------------------

export type AvatarProblem = 'type' | 'size' | 'empty'

/**
 * The letter of an empty avatar: the first character of the first name, else of the full name, else
 * of the e-mail, upper-cased. A character, not a UTF-16 unit: `slice(0, 1)` cut an emoji or another
 * astral letter in half, which rendered as U+FFFD on the server and failed hydration (React #418).
 */
export function avatarInitial(user: { firstName?: string | null; full_name?: string | null; email?: string | null }) {
  const name = user.firstName?.trim() || user.full_name?.trim() || user.email?.trim() || ''
  return (Array.from(name)[0] ?? '').toLocaleUpperCase()
}

/** The contract's limits (ACCOUNTS.profileImage), checked on the chosen file before any upload. */
export function avatarProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!(ACCOUNTS.profileImage.types as readonly string[]).includes(file.type)) return 'type'
  if (file.size <= 0) return 'empty'
  if (file.size > ACCOUNTS.profileImage.maxBytes) return 'size'
  return null
}

/** The side an uploaded avatar is scaled to at most (it shows at 96 px; twice that for dense screens, with room). */
export const AVATAR_MAX_SIDE = 512

/** Width and height that fit in a square of `max`, keeping the ratio; never enlarged, never 0. */
export function fitWithin(
  width: number,
  height: number,
  max: number = AVATAR_MAX_SIDE,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 1, height: 1 }
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Server field errors (`{ fields: { name: [...] } }` read by formErrors) for a form of several entries: `companies.1.idno` -> entry 1, field idno. */
export function entryFieldErrors(
  fields: Record<string, string>,
  prefix: string,
): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {}
  for (const [key, message] of Object.entries(fields)) {
    const match = new RegExp(`^${prefix}\\.(\\d+)\\.(\\w+)$`).exec(key)
    if (!match) continue
    const index = Number(match[1])
    out[index] = { ...(out[index] ?? {}), [match[2]!]: message }
  }
  return out
}

/**
 * The most characters each company field takes: the form's inputs (maxLength), the check before a
 * save and the server function (cabinet.functions.ts) read these, so a value the form lets through
 * is one the server function takes (an over-long IDNO was a bare "try again", with no field marked).
 */
export const COMPANY_FIELD_MAX = { name: 200, idno: 20, vat: 20, address: 300, bank: 200, iban: 60 } as const

/** A field's problem found in the browser: a message id and its values. */
export interface FieldProblem {
  id: 'content.form.error.tooLong'
  values: { max: number }
}

/**
 * The company form's fields over their limits (accounts spec 5: a failure shows by its field), named
 * `{field}-{entry}` as the form names them; values as sent (trimmed, as the server function trims).
 */
export function companyFieldProblems(
  companies: readonly Partial<Record<keyof typeof COMPANY_FIELD_MAX, string | null>>[],
): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {}
  companies.forEach((company, i) => {
    for (const [field, max] of Object.entries(COMPANY_FIELD_MAX)) {
      const value = company[field as keyof typeof COMPANY_FIELD_MAX]
      if (value && value.trim().length > max)
        out[`${field}-${i}`] = { id: 'content.form.error.tooLong', values: { max } }
    }
  })
  return out
}

/**
 * Whether the profile says its phone or e-mail list could not be loaded: a list whose call failed,
 * but not one the back end does not offer (404, 405, 501: the spec names no GET on /api/phone/ or
 * /api/email/), which shows empty with no notice - "try again" said so on every visit and changed nothing.
 */
export function contactListsFailed(...lists: { ok: boolean; status?: number }[]): boolean {
  return lists.some((list) => !list.ok && !callNotOffered(list.status ?? 0))
}
