import { env } from 'cloudflare:workers'
import { formErrors } from '#app/lib/error-body.ts'
import type { Locale } from '#config'
import type { EndpointName, ResponseOf } from '#contract/endpoints.ts'
import type { CallOptions } from '#platform/backend/call.ts'
import type { ApiResult } from '#platform/backend/client.ts'
import { deleteCartOfDeletedAccount, purgeAdvertsOfDeletedAccount, uidUserId } from '#platform/deleted-account.ts'
import { callForRequest, shopperIpHeaders } from '#platform/request.server.ts'
import {
  type ActsSearch,
  actsApiQuery,
  actsPage,
  type CompaniesSearch,
  companiesApiQuery,
  type OrdersSearch,
  ordersApiQuery,
} from './rules'

/**
 * The cabinet's calls (accounts spec 7; contract/cabinet.ts, decision 0020), all with the shopper's
 * token: a 401 ends the session on this response (callForRequest). Every answer is either the data
 * or the failure as the forms show it: the server's field errors as returned, else its messages,
 * else the transport message (spec 5, 8: "Personal or company form failure: show the body").
 */
export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; signedOut: boolean; status: number; fields: Record<string, string>; errors: string[] }

function outcome<T, U = T>(result: ApiResult<T>, map?: (data: T) => U): Outcome<U> {
  if (result.ok) return { ok: true, data: map ? map(result.data) : (result.data as unknown as U) }
  const { fields, messages } = formErrors(result.body, result.message)
  return { ok: false, signedOut: result.status === 401, status: result.status, fields, errors: messages }
}

const call = <N extends EndpointName>(locale: Locale, name: N, opts: CallOptions = {}) =>
  callForRequest(locale, name, opts, true)
const stamp = () => ({ t: String(Date.now()) })

// ---- overview, orders, acts ---------------------------------------------------------------------

export async function userGroup(locale: Locale) {
  return outcome(await call(locale, 'userGroup', { query: stamp() }))
}

export async function orders(locale: Locale, search: OrdersSearch) {
  return outcome(await call(locale, 'orders', { query: ordersApiQuery(search) }))
}

/**
 * One order (GET /general/v2/order/{id}/ with a timestamp). Spec 7, 8: "the load returns true or
 * false": a failure of any kind is `ok: false` and the page shows a notice, never an error page.
 */
export async function order(locale: Locale, id: number) {
  return outcome(await call(locale, 'order', { params: { id }, query: stamp() }))
}

export async function paymentStatus(locale: Locale, id: number) {
  return outcome(await call(locale, 'paymentStatus', { params: { id } }))
}

export async function acts(locale: Locale, search: ActsSearch) {
  const result = await call(locale, 'acts', { query: actsApiQuery(search) })
  return outcome(
    result,
    (answer) => actsPage<ResponseOf<'acts'>[1][number]>(answer) ?? { items: [], totalCount: 0, pages: 1 },
  )
}

export async function companies(locale: Locale, search: CompaniesSearch) {
  return outcome(await call(locale, 'companies', { query: companiesApiQuery(search) }))
}

// ---- profile ------------------------------------------------------------------------------------

/** The profile page's data: the user, the phones and the e-mails. */
export async function profile(locale: Locale) {
  const [group, phones, emails] = await Promise.all([
    call(locale, 'userGroup', { query: stamp() }),
    call(locale, 'phones'),
    call(locale, 'emails'),
  ])
  if (!group.ok) return outcome<never>(group)
  const data = {
    group: group.data,
    phones: phones.ok ? phones.data.map(phoneContact) : [],
    emails: emails.ok ? emails.data.map(emailContact) : [],
    listsFailed: !phones.ok || !emails.ok,
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
 * name was saved, so one failure never leaves half of the form saved unannounced.
 */
export async function savePersonal(
  locale: Locale,
  userId: number,
  fullName: string,
  birthday: string | null | undefined,
) {
  const name = outcome(await call(locale, 'changeFullName', { body: { full_name: fullName } }))
  if (!name.ok || birthday === undefined) return name
  return outcome(await call(locale, 'changePersonalData', { params: { id: userId }, body: { birthday } }))
}

export async function uploadProfileImage(locale: Locale, form: FormData) {
  return outcome(await call(locale, 'changeProfileImage', { body: form }))
}

export async function deleteProfileImage(locale: Locale) {
  return outcome(await call(locale, 'deleteProfileImage'))
}

export type ContactKind = 'phone' | 'email'

export async function sendContactCode(locale: Locale, kind: ContactKind, value: string) {
  const headers = shopperIpHeaders()
  return outcome(
    kind === 'phone'
      ? await call(locale, 'phoneSendCode', { body: { new_phone_number: value }, headers })
      : await call(locale, 'emailSendCode', { body: { new_email_address: value }, headers }),
  )
}

/** Adds a phone or an e-mail with its code; `primary` makes a phone the sign-in number (create-auth-number when the account has none). */
export async function verifyContact(
  locale: Locale,
  kind: ContactKind,
  value: string,
  code: string,
  primary: 'no' | 'create' | 'change',
): Promise<Outcome<Contact[]>> {
  // The back end counts wrong codes per client (its limits): the shopper's address, not the Worker's.
  const headers = shopperIpHeaders()
  if (kind === 'email')
    return outcome(
      await call(locale, 'addEmail', { body: { email_address: value, verification_code: code }, headers }),
      (l) => l.map(emailContact),
    )
  const body = { phone_number: value, verification_code: code }
  const name = primary === 'create' ? 'createAuthNumber' : primary === 'change' ? 'changeAuthNumber' : 'addPhone'
  return outcome(await call(locale, name, { body, headers }), (l) => l.map(phoneContact))
}

export async function makeEmailPrimary(locale: Locale, id: number): Promise<Outcome<Contact[]>> {
  return outcome(await call(locale, 'makeEmailPrimary', { body: { email_id: id } }), (l) => l.map(emailContact))
}

export async function deleteContact(locale: Locale, kind: ContactKind, id: number): Promise<Outcome<Contact[]>> {
  if (kind === 'phone')
    return outcome(await call(locale, 'deletePhone', { params: { id } }), (l) => l.map(phoneContact))
  return outcome(await call(locale, 'deleteEmail', { params: { id } }), (l) => l.map(emailContact))
}

// ---- companies ----------------------------------------------------------------------------------

export interface CompanyInput {
  id?: number
  name: string
  idno: string
  vat?: string | null
  address: string
  bank?: string | null
  iban?: string | null
}

/** create-company (one) or create-company-multi (several); {id} is the user-group id, the user's own. */
export async function saveCompanies(locale: Locale, userId: number, list: CompanyInput[], multi: boolean) {
  const result = multi
    ? await call(locale, 'createCompanyMulti', { params: { id: userId }, body: { companies: list } })
    : await call(locale, 'createCompany', { params: { id: userId }, body: list[0] })
  return outcome(result)
}

// ---- deletion, support, terms -------------------------------------------------------------------

export async function requestDeleteAccount(locale: Locale) {
  return outcome(await call(locale, 'requestDeleteAccount', { body: {} }))
}

/** The e-mailed link is the credential: no auth header (spec 4 "Account deletion"). */
export async function confirmDeleteAccount(locale: Locale, uid: string, token: string) {
  const result = await callForRequest(locale, 'confirmDeleteAccount', { body: { uid, token } }, false)
  // The account is gone: its cart object goes too (the link named the account, the back end confirmed it).
  const userId = result.ok ? uidUserId(uid) : null
  if (userId !== null) {
    await deleteCartOfDeletedAccount(env, userId).catch((error) =>
      console.warn('[account] the deleted account cart was not emptied', String(error)),
    )
  }
  // Its adverts are gone too: no cached page may go on showing the seller's name and phone.
  if (result.ok) await purgeAdvertsOfDeletedAccount(env)
  return outcome(result)
}

/** The support form: signed in or not, so the token goes along only when there is one (auth optional). */
export async function support(locale: Locale, body: { name: string; email_address: string; body: string }) {
  return outcome(await call(locale, 'support', { body, headers: shopperIpHeaders() }))
}

export async function terms(locale: Locale) {
  return outcome(await callForRequest(locale, 'staticContent', { params: { id: 2 } }))
}
