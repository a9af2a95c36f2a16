import { createServerFn } from '@tanstack/react-start'
import { email, InputError, int, lang, langOnly, oneOf, optionalText, orderId, record, text } from '#app/api/input.ts'
import { sitePhone } from '#app/ui/site-phone.server.ts'
import type { Locale } from '#config'
import { ACCOUNTS } from '#contract/accounts.ts'
import { safeIdOf } from '#contract/text-id.ts'
import * as S from './cabinet.server'
import { birthdayChange, COMPANY_FIELD_MAX, readActsSearch, readCompaniesSearch, readOrdersSearch } from './rules'

/**
 * The cabinet's server functions (decision 0023): personal, never cached; each reads the shopper's
 * token from the HttpOnly cookie on the server. Inputs are checked here (InputError, a 4xx).
 */

const idOf = (input: unknown) => ({ ...langOnly(input), id: int(record(input).id, 1, 999_999_999) })
/**
 * A user's, a user group's or a company's id (contract text-id.ts): an integer's digits or id text (a
 * UUID, `c5`); anything else - a slash, a dot segment, 65 characters - is refused (a 400), never put in a path.
 */
function accountId(value: unknown, what: string): string {
  const id = safeIdOf(value)
  if (id === null) throw new InputError(`expected ${what}`)
  return id
}
/** An order's id: id text or an integer as its digits (a back end's `ORD-5005`, session 63). */
const orderIdOfInput = (input: unknown) => ({ ...langOnly(input), id: orderId(record(input).id) })

export const ordersFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ ...langOnly(input), search: readOrdersSearch(record(record(input).search)) }))
  .handler(({ data }) => S.orders(data.lang, data.search))

export const orderFn = createServerFn({ method: 'GET' })
  .validator(orderIdOfInput)
  .handler(({ data }) => S.order(data.lang, data.id))

export const paymentStatusFn = createServerFn({ method: 'GET' })
  .validator(orderIdOfInput)
  .handler(({ data }) => S.paymentStatus(data.lang, data.id))

export const actsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ ...langOnly(input), search: readActsSearch(record(record(input).search)) }))
  .handler(({ data }) => S.acts(data.lang, data.search))

export const companiesFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ ...langOnly(input), search: readCompaniesSearch(record(record(input).search)) }))
  .handler(({ data }) => S.companies(data.lang, data.search))

export const userGroupFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => S.userGroup(data.lang))

export const profileFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => S.profile(data.lang))

/** The personal form's input: the user's own id (text: a UUID's too), the full name, the birthday change. */
export function savePersonalInput(input: unknown) {
  const r = record(input)
  const birthday =
    r.birthday === undefined || r.birthday === null ? r.birthday : birthdayChange(null, text(r.birthday, { max: 10 }))
  if (birthday === undefined && r.birthday !== undefined) throw new InputError('birthday: expected YYYY-MM-DD or null')
  return {
    ...langOnly(input),
    fullName: text(r.fullName, { min: 1, max: 200 }),
    birthday: birthday as string | null | undefined,
  }
}

export const savePersonalFn = createServerFn({ method: 'POST' })
  .validator(savePersonalInput)
  .handler(({ data }) => S.savePersonal(data.lang, data.fullName, data.birthday))

/** The profile image: FormData with `lang` and the file (the browser scaled it; the back end checks its bytes). */
export const uploadProfileImageFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    if (!(input instanceof FormData)) throw new InputError('expected form data')
    const file = input.get(ACCOUNTS.profileImage.field)
    if (!(file instanceof Blob) || file.size === 0) throw new InputError('expected an image file')
    if (file.size > ACCOUNTS.profileImage.maxBytes)
      throw new InputError(`the image may be at most ${ACCOUNTS.profileImage.maxBytes} bytes`)
    return { lang: lang(input.get('lang')), file }
  })
  .handler(({ data }) => {
    const form = new FormData()
    form.set(ACCOUNTS.profileImage.field, data.file, 'avatar')
    return S.uploadProfileImage(data.lang, form)
  })

export const deleteProfileImageFn = createServerFn({ method: 'POST' })
  .validator(langOnly)
  .handler(({ data }) => S.deleteProfileImage(data.lang))

const kindOf = (value: unknown) => oneOf(value, ['phone', 'email'] as const)
const contactValue = (kind: 'phone' | 'email', value: unknown) =>
  kind === 'email' ? email(value) : text(value, { min: 4, max: 32 }).replace(/\s+/g, '')

/** A profile's new phone is a whole number of the site's mask (phoneComplete), else a 400: no code is sent. */
const contactPhone = (data: { lang: Locale; kind: 'phone' | 'email'; value: string }) =>
  data.kind === 'phone' ? sitePhone(data.lang, data.value) : Promise.resolve(data.value)

export const sendContactCodeFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const kind = kindOf(record(input).kind)
    return { ...langOnly(input), kind, value: contactValue(kind, record(input).value) }
  })
  .handler(async ({ data }) => S.sendContactCode(data.lang, data.kind, await contactPhone(data)))

export const verifyContactFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    const kind = kindOf(r.kind)
    return {
      ...langOnly(input),
      kind,
      value: contactValue(kind, r.value),
      code: text(r.code, { min: 1, max: 12 }),
      primary: oneOf(r.primary ?? 'no', ['no', 'create', 'change'] as const),
    }
  })
  .handler(async ({ data }) => S.verifyContact(data.lang, data.kind, await contactPhone(data), data.code, data.primary))

export const makeEmailPrimaryFn = createServerFn({ method: 'POST' })
  .validator(idOf)
  .handler(({ data }) => S.makeEmailPrimary(data.lang, data.id))

export const deleteContactFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({ ...idOf(input), kind: kindOf(record(input).kind) }))
  .handler(({ data }) => S.deleteContact(data.lang, data.kind, data.id))

function companyInput(value: unknown): S.CompanyInput {
  const r = record(value)
  const id = r.id === undefined ? undefined : accountId(r.id, 'a company id')
  return {
    ...(id ? { id } : {}),
    name: text(r.name, { max: COMPANY_FIELD_MAX.name }),
    idno: text(r.idno, { max: COMPANY_FIELD_MAX.idno }),
    vat: optionalText(r.vat, { max: COMPANY_FIELD_MAX.vat }) ?? null,
    address: text(r.address, { max: COMPANY_FIELD_MAX.address }),
    bank: optionalText(r.bank, { max: COMPANY_FIELD_MAX.bank }) ?? null,
    iban: optionalText(r.iban, { max: COMPANY_FIELD_MAX.iban }) ?? null,
  }
}

/** The company forms' input: the user-group id of the path (text: a UUID's too) and the companies (an edited one's id text too). */
export function saveCompaniesInput(input: unknown) {
  const r = record(input)
  if (!Array.isArray(r.companies) || r.companies.length === 0 || r.companies.length > ACCOUNTS.companiesMax)
    throw new InputError(`expected 1..${ACCOUNTS.companiesMax} companies`)
  return {
    ...langOnly(input),
    companies: r.companies.map(companyInput),
    multi: r.multi === true,
  }
}

export const saveCompaniesFn = createServerFn({ method: 'POST' })
  .validator(saveCompaniesInput)
  .handler(({ data }) => S.saveCompanies(data.lang, data.companies, data.multi))

export const requestDeleteAccountFn = createServerFn({ method: 'POST' })
  .validator(langOnly)
  .handler(({ data }) => S.requestDeleteAccount(data.lang))

export const confirmDeleteAccountFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { ...langOnly(input), uid: text(r.uid, { min: 1, max: 64 }), token: text(r.token, { min: 1, max: 128 }) }
  })
  .handler(({ data }) => S.confirmDeleteAccount(data.lang, data.uid, data.token))

export const supportFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      ...langOnly(input),
      name: text(r.name, { min: 1, max: 120 }),
      email: email(r.email),
      body: text(r.body, { min: 1, max: ACCOUNTS.supportBodyMax }),
    }
  })
  .handler(({ data }) => S.support(data.lang, { name: data.name, email_address: data.email, body: data.body }))

export const termsFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => S.terms(data.lang))
