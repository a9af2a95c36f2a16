import { env } from 'cloudflare:workers'
import { loadMessages, messageText } from '#app/i18n/messages.ts'
import type { Locale } from '#config'
import type { EndpointName, ResponseOf } from '#contract/endpoints.ts'
import { sentId } from '#contract/text-id.ts'
import type { CallOptions } from '#platform/backend/call.ts'
import type { ApiResult } from '#platform/backend/client.ts'
import { signInHeaders } from '#platform/browser-keys.server.ts'
import { uidAccountId } from '#platform/cart-session.ts'
import { deleteCartOfDeletedAccount, purgeAdvertsOfDeletedAccount } from '#platform/deleted-account.ts'
import { callForRequest, shopperIpHeaders } from '#platform/request.server.ts'
import { shownFailure } from './failure-text'
import {
  type ActsSearch,
  actsApiQuery,
  actsPage,
  type CompaniesSearch,
  companiesApiQuery,
  contactListsFailed,
  type OrdersSearch,
  ordersApiQuery,
} from './rules'

/**
 * The cabinet's calls (accounts spec 7; contract/cabinet.ts, decision 0020), all with the shopper's
 * token: a 401 ends the session on this response (callForRequest). Every answer is either the data
 * or the failure as the forms show it: a 4xx's field errors as returned, else its messages (spec 5,
 * 8: "Personal or company form failure: show the body"); any other failure the page's localised
 * "something went wrong", its detail logged (shownFailure).
 *
 * The writes' answers are not read (contract/answers.ts `anyAnswer`: any 2xx is success, 204 and `{}`
 * included); where the page shows fresh data after a write, it is read again here.
 */
export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; signedOut: boolean; status: number; fields: Record<string, string>; errors: string[] }

/** The catalogue's "something went wrong" in the shopper's language (the English text if the catalogue lacks it). */
async function genericFailure(locale: Locale): Promise<string> {
  const text = await loadMessages(locale)
    .then((messages) => messageText(locale, messages, 'cabinet.failed'))
    .catch(() => '')
  return text || 'That did not work. Please try again.'
}

async function outcome<T, U = T>(locale: Locale, result: ApiResult<T>, map?: (data: T) => U): Promise<Outcome<U>> {
  if (result.ok) return { ok: true, data: map ? map(result.data) : (result.data as unknown as U) }
  const { fields, errors } = shownFailure(result, await genericFailure(locale))
  return { ok: false, signedOut: result.status === 401, status: result.status, fields, errors }
}

/** A write that answered 2xx: success, whatever its body said (the shop reads nothing of it). */
const saved = () => null

const call = <N extends EndpointName>(locale: Locale, name: N, opts: CallOptions = {}) =>
  callForRequest(locale, name, opts, true)
const stamp = () => ({ t: String(Date.now()) })

// ---- overview, orders, acts ---------------------------------------------------------------------

export async function userGroup(locale: Locale) {
  return ownAccount(locale)
}

export async function orders(locale: Locale, search: OrdersSearch) {
  return outcome(locale, await call(locale, 'orders', { query: ordersApiQuery(search) }))
}

/**
 * One order (GET /general/v2/order/{id}/ with a timestamp; the id is text, encoded in the path). Spec 7, 8: "the load returns true or
 * false": a failure of any kind is `ok: false` and the page shows a notice, never an error page.
 */
export async function order(locale: Locale, id: string) {
  const result = await call(locale, 'order', { params: { id }, query: stamp() })
  return outcome(locale, result.ok ? { ...result, data: await withCards(locale, result.data) } : result)
}

/**
 * The order's lines that came without their product card (a back end that keeps the lines as the
 * order body sent them, `{ id, count }`) get it from GET /general/products-by-ids (at most 200), as the
 * server cart's lines do; a failed look-up, or a product no longer listed, leaves the line as it came
 * (the page then names it by its id).
 */
async function withCards(locale: Locale, data: ResponseOf<'order'>): Promise<ResponseOf<'order'>> {
  const ids = [...new Set(data.items.filter((line) => !line.product).map((line) => line.product_id))].slice(0, 200)
  if (!ids.length) return data
  const cards = await callForRequest(locale, 'productsByIds', { query: { ids } })
  if (!cards.ok) {
    console.warn(`[cabinet] cards of the order's lines: ${cards.message}`)
    return data
  }
  const byId = new Map(cards.data.map((card) => [card.productId, card]))
  return {
    ...data,
    items: data.items.map((line) => ({ ...line, product: line.product ?? byId.get(line.product_id) ?? null })),
  }
}

export async function paymentStatus(locale: Locale, id: string) {
  return outcome(locale, await call(locale, 'paymentStatus', { params: { id } }))
}

export async function acts(locale: Locale, search: ActsSearch) {
  const result = await call(locale, 'acts', { query: actsApiQuery(search) })
  return outcome(locale, result, (answer) => {
    const page = actsPage<ResponseOf<'acts'>[1][number]>(answer) ?? { items: [], totalCount: 0, pages: 1 }
    return { ...page, items: page.items.map((a) => ({ ...a, file: actDocument(a.file, env.ADMIN_API_URL) })) }
  })
}

/**
 * An act's document as a link: an http(s) address as sent, a path on the back end (`/media/acts/1.pdf`,
 * a Django FileField without a request) on the back end's origin; anything else (another scheme, a
 * bare name) none.
 */
export function actDocument(file: string | null, backEnd: string | undefined): string | null {
  const value = file?.trim()
  if (!value) return null
  try {
    const url = value.startsWith('/') && !value.startsWith('//') && backEnd ? new URL(value, backEnd) : new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export async function companies(locale: Locale, search: CompaniesSearch) {
  return outcome(locale, await call(locale, 'companies', { query: companiesApiQuery(search) }))
}

// ---- profile ------------------------------------------------------------------------------------

/** The profile page's data: the user, the phones and the e-mails. */
export async function profile(locale: Locale) {
  const [group, phones, emails] = await Promise.all([
    call(locale, 'userGroup', { query: stamp() }),
    call(locale, 'phones'),
    call(locale, 'emails'),
  ])
  if (!group.ok) return outcome<never>(locale, group)
  const data = {
    group: group.data,
    phones: phones.ok ? phones.data.map(phoneContact) : [],
    emails: emails.ok ? emails.data.map(emailContact) : [],
    listsFailed: contactListsFailed(phones, emails),
  }
  return { ok: true as const, data }
}

/** A phone or an e-mail of the profile lists, one shape for both. */
export interface Contact {
  id: number
  value: string
  isPrimary: boolean
  isVerified: boolean
}
const phoneContact = (p: ResponseOf<'phones'>[number]): Contact => ({
  id: p.id,
  value: p.phone_number,
  isPrimary: p.is_primary,
  isVerified: p.is_verified,
})
const emailContact = (e: ResponseOf<'emails'>[number]): Contact => ({
  id: e.id,
  value: e.email_address,
  isPrimary: e.is_primary,
  isVerified: e.is_verified,
})

/**
 * The personal form: the full name (change-full-name) and, when it changed, the birthday (the
 * personal-data call PATCH /users/user/{id}/, {id} the user's own). The birthday goes only after the
 * name was saved, so one failure never leaves half of the form saved unannounced. Either answer may
 * be anything 2xx (204 included): the form shows what the shopper typed.
 */
export async function savePersonal(
  locale: Locale,
  fullName: string,
  birthday: string | null | undefined,
): Promise<Outcome<null>> {
  // The birthday's path names the user: the session's own, asked first, so a failure saves nothing.
  const own = birthday === undefined ? null : await ownAccount(locale)
  if (own && !own.ok) return own
  const name = await outcome(locale, await call(locale, 'changeFullName', { body: { full_name: fullName } }), saved)
  if (!name.ok || !own) return name
  return outcome(
    locale,
    await call(locale, 'changePersonalData', { params: { id: own.data.user.id }, body: { birthday } }),
    saved,
  )
}

/**
 * The signed-in shopper's own user group (GET /users/user-group/): the ids the cabinet's writes put in
 * their paths come from it, never from the browser. The page's id sent back could name another account
 * (session 65's list: a back end that does not check the path's owner would change that account).
 */
async function ownAccount(locale: Locale) {
  return outcome(locale, await call(locale, 'userGroup', { query: stamp() }))
}

/**
 * The new photo's address: from the answer when it names one (`profile_image`, as the profile does),
 * else read again from the profile (the spec shows no answer for this call).
 */
export async function uploadProfileImage(
  locale: Locale,
  form: FormData,
): Promise<Outcome<{ profile_image: string | null }>> {
  const result = await call(locale, 'changeProfileImage', { body: form })
  if (!result.ok) return outcome<never>(locale, result)
  const named = profileImageOf(result.data)
  if (named !== undefined) return { ok: true, data: { profile_image: named } }
  const group = await call(locale, 'userGroup', { query: stamp() })
  return { ok: true, data: { profile_image: group.ok ? group.data.user.profile_image : null } }
}

/** `profile_image` of an answer (a string or null), or undefined when the answer names none. */
export function profileImageOf(answer: unknown): string | null | undefined {
  if (!answer || typeof answer !== 'object' || !('profile_image' in answer)) return undefined
  const value = (answer as { profile_image: unknown }).profile_image
  return typeof value === 'string' && value ? value : value === null ? null : undefined
}

export async function deleteProfileImage(locale: Locale): Promise<Outcome<null>> {
  return outcome(locale, await call(locale, 'deleteProfileImage'), saved)
}

export type ContactKind = 'phone' | 'email'

/** Sends a code to a new phone or e-mail; any 2xx means it went (the spec shows no answer). */
export async function sendContactCode(locale: Locale, kind: ContactKind, value: string): Promise<Outcome<null>> {
  const headers = shopperIpHeaders()
  return outcome(
    locale,
    kind === 'phone'
      ? await call(locale, 'phoneSendCode', { body: { new_phone_number: value }, headers })
      : await call(locale, 'emailSendCode', { body: { new_email_address: value }, headers }),
    saved,
  )
}

/**
 * After a change of the phones or e-mails that answered 2xx: the list as the back end now has it,
 * read again (the write's answer is not read: the spec shows none). `null` when that read fails:
 * the change is saved, and the page updates its own list (ContactList).
 */
async function contactsAfter(
  locale: Locale,
  kind: ContactKind,
  result: ApiResult<unknown>,
): Promise<Outcome<Contact[] | null>> {
  if (!result.ok) return outcome<never>(locale, result)
  const list = kind === 'phone' ? await call(locale, 'phones') : await call(locale, 'emails')
  if (!list.ok) {
    console.warn(`[cabinet] the ${kind} list after a change: ${list.message}`)
    return { ok: true, data: null }
  }
  return {
    ok: true,
    data:
      kind === 'phone'
        ? (list.data as ResponseOf<'phones'>).map(phoneContact)
        : (list.data as ResponseOf<'emails'>).map(emailContact),
  }
}

/** Adds a phone or an e-mail with its code; `primary` makes a phone the sign-in number (create-auth-number when the account has none). */
export async function verifyContact(
  locale: Locale,
  kind: ContactKind,
  value: string,
  code: string,
  primary: 'no' | 'create' | 'change',
): Promise<Outcome<Contact[] | null>> {
  // The back end counts wrong codes (its limits), and a right one makes this browser known to the
  // number or address (decision 0121): the shopper's address and this browser's sign-in key.
  const headers = signInHeaders()
  if (kind === 'email')
    return contactsAfter(
      locale,
      kind,
      await call(locale, 'addEmail', { body: { email_address: value, verification_code: code }, headers }),
    )
  const body = { phone_number: value, verification_code: code }
  const name = primary === 'create' ? 'createAuthNumber' : primary === 'change' ? 'changeAuthNumber' : 'addPhone'
  return contactsAfter(locale, kind, await call(locale, name, { body, headers }))
}

export async function makeEmailPrimary(locale: Locale, id: number): Promise<Outcome<Contact[] | null>> {
  return contactsAfter(locale, 'email', await call(locale, 'makeEmailPrimary', { body: { email_id: id } }))
}

export async function deleteContact(locale: Locale, kind: ContactKind, id: number): Promise<Outcome<Contact[] | null>> {
  if (kind === 'phone') return contactsAfter(locale, kind, await call(locale, 'deletePhone', { params: { id } }))
  return contactsAfter(locale, kind, await call(locale, 'deleteEmail', { params: { id } }))
}

// ---- companies ----------------------------------------------------------------------------------

export interface CompanyInput {
  /** An integer's digits or id text (`c5`: contract text-id.ts); sent as `sentId` makes it. */
  id?: string
  name: string
  idno: string
  vat?: string | null
  address: string
  bank?: string | null
  iban?: string | null
}

/**
 * create-company (one) or create-company-multi (several); {id} is the user-group id, the user's own
 * (an integer's digits or id text such as a UUID, encoded into the path). Any 2xx is saved (`{}`
 * included); the page reads the list again itself. A company's id goes back as `sentId` makes it: an
 * integer's digits as the number, as before, id text (`c5`) as it came.
 */
/**
 * Whether a save goes through create-company-multi. create-company saves the account's FIRST company
 * (creating it only when there is none) and reads no id, so it may take only one new company on an
 * account that has none; anything else sent there overwrote that first company. The page asks for it
 * by the same rule (CompaniesPage), but a direct call of the server function with an edited
 * company's id - anyone's - and `multi: false` renamed the caller's own first company and set it back
 * to pending (session 74's walk of the cabinet).
 */
export function savesAsMulti(list: readonly CompanyInput[], asked: boolean, hasCompany: boolean): boolean {
  return asked || hasCompany || list.length !== 1 || list.some((c) => c.id !== undefined)
}

export async function saveCompanies(locale: Locale, list: CompanyInput[], asked: boolean): Promise<Outcome<null>> {
  const own = await ownAccount(locale)
  if (!own.ok) return own
  const params = { id: own.data.id }
  const companies = list.map(({ id, ...company }) => (id === undefined ? company : { id: sentId(id), ...company }))
  const multi = savesAsMulti(list, asked, own.data.company != null || own.data.companies.length > 0)
  const result = multi
    ? await call(locale, 'createCompanyMulti', { params, body: { companies } })
    : await call(locale, 'createCompany', { params, body: companies[0] })
  return outcome(locale, result, saved)
}

// ---- deletion, support, terms -------------------------------------------------------------------

export async function requestDeleteAccount(locale: Locale): Promise<Outcome<null>> {
  return outcome(locale, await call(locale, 'requestDeleteAccount', { body: {} }), saved)
}

/** The e-mailed link is the credential: no auth header (spec 4 "Account deletion"). */
export async function confirmDeleteAccount(locale: Locale, uid: string, token: string): Promise<Outcome<null>> {
  const result = await callForRequest(locale, 'confirmDeleteAccount', { body: { uid, token } }, false)
  // The account is gone: its cart object goes too (the link named the account, the back end confirmed it).
  const userId = result.ok ? uidAccountId(uid) : null
  if (userId !== null) {
    await deleteCartOfDeletedAccount(env, userId).catch((error) =>
      console.warn('[account] the deleted account cart was not emptied', String(error)),
    )
  }
  // Its adverts are gone too: no cached page may go on showing the seller's name and phone.
  if (result.ok) await purgeAdvertsOfDeletedAccount(env)
  return outcome(locale, result, saved)
}

/** The support form: signed in or not, so the token goes along only when there is one (auth optional). Any 2xx is stored. */
export async function support(
  locale: Locale,
  body: { name: string; email_address: string; body: string },
): Promise<Outcome<null>> {
  return outcome(locale, await call(locale, 'support', { body, headers: shopperIpHeaders() }), saved)
}

export async function terms(locale: Locale) {
  return outcome(locale, await callForRequest(locale, 'staticContent', { params: { id: 2 } }))
}
