import { z } from 'zod'
import { ACCOUNTS } from './accounts'
import {
  COMPANY_STATUSES,
  codeSchema,
  companySchema,
  linkTokenSchema,
  phoneSchema,
  profileSchema,
  uidSchema,
} from './auth'
import { favoritesSchema, fromDrfPage } from './catalogue'
import { flagValue, intId, intNum, orDefault, pageTextAnswer } from './common'
import { itemsOf } from './items'
import { dateSchema, emailSchema, idSchema, qInt, qStr } from './params'
import { NAME_MAX, PLAIN_NAME_MESSAGE, plainName } from './person-name'

/**
 * The personal cabinet (accounts spec 3, 4, 5, 7 "Profile, phones, e-mails and support"; issue 17;
 * decision 0020). Every call needs the bearer token except confirm-delete-account (the e-mailed
 * link is the credential), the support form (signed in or not) and the terms. Everything is scoped
 * to the signed-in user: another user's phone, e-mail, company, order or act is a 404, the answer
 * of an id that does not exist. Field errors come as `{ error, fields: { field: [message] } }`.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)
const dateParam = qStr(10).pipe(dateSchema)

// ---- profile ------------------------------------------------------------------------------------

/** PATCH /api/users/change-full-name/ {full_name}: the first word is the first name, the rest the last name. */
export const changeFullNameBodySchema = z.object({
  full_name: z.string().trim().min(1).max(200).refine(plainName, PLAIN_NAME_MESSAGE),
})

/**
 * PATCH /users/user/{id}/ (personal data; {id} is the signed-in user's, another id is a 404): any of
 * first_name, last_name, birthday (YYYY-MM-DD, in the past, after 1900; null clears it). The answer
 * is the profile. E-mail and phone change through their own calls (they need a code).
 */
const nameField = z.string().trim().max(NAME_MAX).refine(plainName, PLAIN_NAME_MESSAGE)
export const personalDataBodySchema = z
  .object({
    first_name: nameField.pipe(z.string().min(1)).optional(),
    last_name: nameField.optional(),
    birthday: dateSchema
      .refine((s) => s >= '1900-01-01' && s < new Date().toISOString().slice(0, 10), 'between 1900-01-01 and today')
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change', path: ['first_name'] })

/**
 * PATCH /api/users/change-profile-image/: multipart/form-data with the file in the field
 * ACCOUNTS.profileImage.field (PNG, JPEG or WebP by its first bytes, at most
 * ACCOUNTS.profileImage.maxBytes). 200 with the profile (profile_image: the new URL); 400 with
 * fields.profile_image for a missing, empty, unknown or misnamed file; 413 when too big.
 */
export const profileImageResultSchema = profileSchema

// ---- phones and e-mails -------------------------------------------------------------------------

// The flags absent or null (the spec shows no field) are no: the entry is listed, unverified, not primary
// (session 59: a phone with is_verified null disappeared from the profile).
export const phoneEntrySchema = z.object({
  id: intId,
  phone_number: z.string(),
  is_primary: orDefault(flagValue, false),
  is_verified: orDefault(flagValue, false),
})
export const phoneListSchema = itemsOf(phoneEntrySchema, '')
export const emailEntrySchema = z.object({
  id: intId,
  email_address: z.string(),
  is_primary: orDefault(flagValue, false),
  is_verified: orDefault(flagValue, false),
})
export const emailListSchema = itemsOf(emailEntrySchema, '')

/**
 * POST /api/phone/send-code/ {new_phone_number} and POST /api/email/send-code/ {new_email_address}:
 * a code (ACCOUNTS.codeLength digits, ACCOUNTS.codeTtlSeconds, single use, ACCOUNTS.codeMaxAttempts
 * tries) by SMS or e-mail (outbox kinds phone_verification / email_verification), bound to the user
 * who asked. 429 after ACCOUNTS.sendsPerRecipient requests per recipient from one client in
 * ACCOUNTS.sendWindowSeconds (decision 0100).
 */
export const phoneSendCodeBodySchema = z.object({ new_phone_number: phoneSchema })
export const emailSendCodeBodySchema = z.object({ new_email_address: emailSchema })

/**
 * POST /api/phone/ (add a phone), POST /api/phone/create-auth-number/ (the sign-in number of an
 * account without one) and PATCH /api/phone/change-auth-number/ (a new sign-in number; the old one
 * stays listed): {phone_number, verification_code}. A wrong, spent or expired code is 400
 * `code: "invalid_code"` with fields.verification_code. The answer is the phone list.
 */
export const phoneVerifyBodySchema = z.object({ phone_number: phoneSchema, verification_code: codeSchema })
/** POST /api/email/ {email_address, verification_code}: adds a verified e-mail. The answer is the e-mail list. */
export const emailVerifyBodySchema = z.object({ email_address: emailSchema, verification_code: codeSchema })
/**
 * PATCH /api/email/change/ {email_id} or {email_address}: a verified e-mail of the account becomes
 * the primary one (the sign-in e-mail). The answer is the e-mail list.
 */
export const emailMakePrimaryBodySchema = z
  .object({ email_id: idSchema.optional(), email_address: emailSchema.optional() })
  .refine((b) => (b.email_id === undefined) !== (b.email_address === undefined), {
    message: 'email_id or email_address (one of them)',
    path: ['email_id'],
  })

// ---- companies ----------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max)
/** A company as the forms send it: name, IDNO (13 digits, the Moldovan fiscal code), VAT code, address, bank, IBAN. */
export const companyBodySchema = z.object({
  name: text(200).pipe(z.string().min(1)),
  idno: z
    .string()
    .trim()
    .regex(/^\d{13}$/, 'must be 13 digits'),
  vat: text(20)
    .regex(/^[0-9A-Za-z]*$/, 'letters and digits')
    .nullish(),
  address: text(300).pipe(z.string().min(1)),
  bank: text(200).nullish(),
  iban: z
    .string()
    .trim()
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'an IBAN: 2 letters, 2 digits, then 10 to 30 letters or digits'),
    )
    .nullish(),
})
/** PATCH /users/user-group/{id}/create-company/ (company data): saves the account's first company (creates it when there is none). */
export const createCompanyBodySchema = companyBodySchema
/**
 * PATCH /users/user-group/{id}/create-company-multi/ {companies: [...]}: entries with an id update
 * that company of the account (another account's id is a 404), entries without one are added, up to
 * ACCOUNTS.companiesMax companies. Field errors name the entry: `companies.1.idno`.
 */
export const createCompanyMultiBodySchema = z.object({
  companies: z
    .array(companyBodySchema.extend({ id: idSchema.optional() }))
    .min(1)
    .max(ACCOUNTS.companiesMax),
})

/** GET /users/company/ (page, search, status, start_date, end_date; the range only with both dates). */
export const companyListQuerySchema = z.object({
  page: qInt(1, 10_000).default(1),
  search: qStr(100).optional(),
  status: z.preprocess((v) => (first(v) === '' ? undefined : first(v)), z.enum(COMPANY_STATUSES)).optional(),
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
})
/**
 * The companies list (spec 7: "companies list", its shape not shown): ours `{ data, totalCount, pages }`,
 * a plain list (one page), or DRF's `{ count, next, previous, results }` (the pages from the count and
 * the page size, or from the neighbouring links on the last page).
 */
const companyPage = z
  .object({
    data: itemsOf(companySchema, 'data'),
    // Absent (`{ data }` alone; session 63's operator audit: "Nu s-a reușit"): the list's length, one page.
    totalCount: orDefault(intNum, null).meta({ absent: "the list's length" }),
    pages: orDefault(intNum, null).meta({ absent: '1' }),
  })
  .transform((page) => ({ ...page, totalCount: page.totalCount ?? page.data.length, pages: page.pages ?? 1 }))
export const companyListSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { data: value, totalCount: value.length, pages: 1 } : fromDrfPage(value)),
  companyPage,
) as unknown as typeof companyPage

// ---- favourites (legacy calls) ------------------------------------------------------------------

/** PATCH /api/v1/user/fav {goods: [product ids]}: adds them to the favourites (unknown ids are 400). Any 2xx answer is success (endpoints.ts). */
export const legacyFavoritesBodySchema = z.object({ goods: z.array(idSchema).min(1).max(200) })
/** What DELETE /api/v1/user/fav/{id} answers: as for /favorites/. */
export const legacyFavoritesSchema = favoritesSchema

// ---- account deletion ---------------------------------------------------------------------------

/**
 * POST /users/user/request-delete-account/ (ours; the spec shows only the e-mailed link): e-mails a
 * link with uid and token (outbox kind account_deletion, ACCOUNTS.links.accountDeletion, valid
 * ACCOUNTS.linkTtlSeconds, single use) to the primary e-mail. 204.
 */
export const requestDeleteBodySchema = z.object({}).strict()
/**
 * POST /users/user/confirm-delete-account/ {uid, token}, no auth header: the account and its personal
 * data are deleted (profile, phones, e-mails, image, addresses, companies, favourites, cart, codes and
 * links, messages to it; its orders stay for the shop with the personal fields blanked) and every
 * session ends. 204; a bad or spent link is 400 `code: "invalid_link"` (the delete-error flag).
 */
export const confirmDeleteBodySchema = z.object({ uid: uidSchema, token: linkTokenSchema })

// ---- support and terms --------------------------------------------------------------------------

/** POST /api/support/ {name, email_address, body} (spec 3 "Support message"): stored, and e-mailed to the shop (outbox kind support_message). */
export const supportBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  email_address: emailSchema,
  body: z.string().trim().min(1).max(ACCOUNTS.supportBodyMax),
})
export const supportResultSchema = z.object({ status: z.literal('ok'), id: intId })

/**
 * GET /api/static-content/{id}/: id 2 is the terms (ACCOUNTS.staticContent); other ids are 404. The
 * spec shows no answer: the text is required (`content`, else `html`, else `text`, or the answer a
 * string, as a static settings page); the title '' (the page then names the terms itself).
 */
const staticContentObject = z.object({
  /** Ours; not read. */
  id: orDefault(intId, null),
  title: orDefault(z.string(), ''),
  content: z.string(),
})
export const staticContentSchema = z
  .preprocess(pageTextAnswer, staticContentObject)
  .meta({ alt: 'the text as `html` or `text`, or the answer a string' }) as unknown as typeof staticContentObject
