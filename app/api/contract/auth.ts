import { z } from 'zod'
import { ACCOUNTS } from './accounts'
import { answerText, dateText, flagValue, fromOtherNames, intId, num, orDefault, orNull, textId } from './common'
import { itemsOf } from './items'
import { emailSchema, qStr } from './params'
import { NAME_MAX, PLAIN_NAME_MESSAGE, plainName } from './person-name'
import { SAFE_ID_PATTERN } from './text-id'

/**
 * Authentication and account calls (accounts spec 7, "Authentication and account"; decision 0016):
 * registration and activation, password sign-in, refresh and logout, password reset and change,
 * sign-in by SMS or e-mail code, Google / Facebook / Twitter sign-in, users/me and user-group.
 * Failures are `apiErrorSchema` JSON; the ones the storefront acts on carry a `code`
 * (ACCOUNTS.errorCodes in app.config.ts).
 */

export const jwtCreateBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(ACCOUNTS.passwordMaxLength),
  rememberMe: z.boolean().optional(),
})
/** A sign-in's tokens: an empty one is none (session 59's audit: check-backend passed `""`, which the shop refused). */
export const jwtPairSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) })
export const jwtRefreshBodySchema = z.object({ refresh: z.string().min(10).max(4000) })
/**
 * The refresh answer (accounts spec 4: "the token is refreshed via the refresh token"): the new access
 * token, and a new refresh token when the back end rotates them (simplejwt's ROTATE_REFRESH_TOKENS,
 * with the old one refused afterwards: round 12 operator audit, every session ended after two access
 * lifetimes). A refresh that is not a token of the shop's bounds is no rotation (the old one is kept).
 */
export const jwtAccessSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(10).max(4000).optional().catch(undefined),
})
export const logoutBodySchema = z.object({ refresh: z.string().min(10).max(4000).optional() })

/**
 * The profile (accounts spec 3 "Profile fields"; the user-group call's `user`: "id and personal
 * fields"). Only `id` is required. The spec names the others without their shapes, and a back end
 * built to it may leave them out or send null (decision 0063): the names, the e-mail and the full
 * name read as '', phone and birthday as null, the balance as 0, the status as null (the cabinet then
 * shows none), and can_use_promocode as true (absent is no refusal: the back end still checks the code).
 */
export const profileSchema = z.object({
  // an integer or id text (a UUID: textId, text-id.ts); the spec gives no type. A UUID made every
  // profile visit "Datele contului nu au putut fi încărcate" (session 63's operator audit, item 6)
  id: textId,
  email: orDefault(z.string(), ''),
  firstName: orDefault(z.string(), ''),
  lastName: orDefault(z.string(), ''),
  full_name: orDefault(z.string(), ''),
  phone: orDefault(z.string(), null),
  // A date input's value (YYYY-MM-DD): another form of the date is read as that day; one that cannot be
  // read is none - shown empty, it must not read as "cleared" on the next save (session 59: it did).
  birthday: orDefault(
    dateText.transform((date) => date.slice(0, 10)),
    null,
  ),
  balance: orDefault(num, 0),
  status: orDefault(z.string(), null),
  can_use_promocode: orDefault(flagValue, true),
  /**
   * The profile image's URL on the back end (public, a new random path on each upload), or null.
   * Missing reads as null: back ends from before the cabinet do not send it.
   */
  profile_image: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
})
export type Profile = z.infer<typeof profileSchema>

/**
 * GET /auth/users/me/ (spec: "response not shown"): the shop reads only the account's id (the cart's
 * session, platform/cart-session.ts); every other field is ignored.
 */
/**
 * An account's id as the cart names its object: ours a whole number; another back end's may be text
 * (a UUID - session 59's operator audit: every cart call of such an account was a 503). Id text as the
 * profile's user id reads it (text-id.ts: 1-64 of letters, digits and `-_.:`, no `..`): it goes into a
 * Durable Object's name. A number from 0, or its digits, stays the number: an account's cart object keeps its name.
 */
export const accountIdSchema = z.union([intId.pipe(z.number().nonnegative()), z.string().regex(SAFE_ID_PATTERN)])
export type AccountId = z.infer<typeof accountIdSchema>
export const meSchema = z.object({ id: accountIdSchema })

export const COMPANY_STATUSES = ACCOUNTS.companyStatuses
/**
 * A company (spec 3 "Company": its fields are not shown). Required: id and name; the rest read as
 * '' (idno, address) or null (vat, bank, iban, an unknown status, created_at) when absent. The name
 * may come as `title` or `company_name` (the order's word for it; session 63's operator audit: such a
 * company became null - "no company yet" and a first-company form inviting a duplicate).
 */
export const companySchema = z.preprocess(
  fromOtherNames({ name: ['title', 'company_name'] }),
  z.object({
    // an integer or id text (`c5`, a UUID: textId); such a company was null - "no company yet" (session 64)
    id: textId,
    name: z.string(),
    // a number as its digits (session 59: an IDNO sent as a number showed blank)
    idno: orDefault(answerText, ''),
    vat: orDefault(answerText, null),
    address: orDefault(z.string(), ''),
    bank: orDefault(z.string(), null),
    iban: orDefault(z.string(), null),
    // read case-blind (`Pending`, ` ACTIVE `): another case was null, and the companies list showed no status
    status: orDefault(
      z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(COMPANY_STATUSES)),
      null,
    ),
    created_at: orDefault(z.string(), null),
  }),
)

const text = z.union([z.string(), z.number().transform(String)])
/**
 * A delivery address of the user data (spec 3: "a list. Each entry has is_default"): ours
 * `{id, city_id, street_id, building, apartment, note}` or the delivery-address call's
 * `shipping_*` names (read as ours). Only is_default is required; the rest absent is null ('' for the building).
 */
const groupAddressSchema = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || !('shipping_address_id' in v)) return v
    const a = v as Record<string, unknown>
    return {
      id: a.shipping_address_id,
      city_id: a.shipping_city_id,
      street_id: a.shipping_street_id,
      building: a.shipping_building,
      apartment: a.shipping_apartment,
      note: a.shipping_address_note,
      is_default: a.is_default,
    }
  },
  z.object({
    id: orDefault(intId, null),
    city_id: orDefault(intId, null),
    street_id: orDefault(intId, null),
    building: orDefault(text, ''),
    apartment: orDefault(text, null),
    note: orDefault(z.string(), null),
    is_default: flagValue,
  }),
)

export const userGroupQuerySchema = z.object({ t: qStr(40).optional() })
/**
 * The user data (accounts spec 3 "User data"): id, user and is_default on each address are what the
 * spec names as required; company absent is null, group_user_type group 0 (its name null),
 * loyalty_points 0, delivery_addresses none. Companies absent read as the one `company`, if any.
 */
export const userGroupSchema = z
  .object({
    /** The user-group id: the {id} of the company and personal-data paths; an integer or id text (textId). */
    id: textId,
    user: profileSchema,
    /** The first of `companies` (the one create-company saves), or null. */
    company: orDefault(companySchema, null),
    /** Every company of the account, oldest first (create-company-multi); missing reads as `company` alone (or none). */
    companies: orDefault(itemsOf(companySchema, 'companies'), null),
    /** Spec 3: the id goes to the user-group-id cookie, "default 0": absent or null is group 0, a bare id its group. */
    group_user_type: orDefault(
      z.union([
        z.object({ id: intId, name: orDefault(z.string(), null) }),
        intId.transform((id) => ({ id, name: null })),
      ]),
      { id: 0, name: null },
    ).meta({ absent: "group 0 (the spec's default)" }),
    /** Spec 3: "loyalty_points: number, default 0" - a missing (or null) value must not fail the whole answer. */
    loyalty_points: num.nullish().transform((v) => v ?? 0),
    delivery_addresses: orDefault(itemsOf(groupAddressSchema, 'delivery_addresses'), []),
  })
  .transform(({ companies, ...group }) => ({
    ...group,
    companies: companies ?? (group.company ? [group.company] : []),
  }))
export type UserGroup = z.infer<typeof userGroupSchema>

/** The JWT payload admin-api signs (HS256). `exp` and `iat` are seconds, `ims` the issue time in milliseconds. */
export const jwtPayloadSchema = z.object({
  sub: z.string(),
  typ: z.enum(['access', 'refresh']),
  jti: z.string(),
  iat: z.number(),
  ims: z.number().optional(),
  exp: z.number(),
})

/** A new password: 8 to 200 characters. */
export const passwordSchema = z.string().min(ACCOUNTS.passwordMinLength).max(ACCOUNTS.passwordMaxLength)

/**
 * The registering browser's device key (issue 50, decision 0064): 32 random bytes (base64url) the
 * storefront keeps in an HttpOnly cookie of the browser that registered and sends with the
 * registration and with the activation. Only that browser's activation keeps the password typed at
 * registration and signs in; any other opener of the link sets the password (`new_password`).
 */
export const deviceKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'device key')
/** A captcha token from the site's widget (required when the site configures a captcha key: issue 50). */
export const captchaTokenSchema = z.string().min(1).max(4096)

/**
 * POST /auth/users/ (register): 201 with the new profile, `status: "inactive"`; the account signs in
 * after its activation link (outbox kind `activation`) is used. A taken e-mail answers the same
 * (nothing is created; the owner gets an `account_exists` e-mail, or a fresh activation link if the
 * account is still inactive).
 */
export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    re_password: z.string().max(ACCOUNTS.passwordMaxLength).optional(),
    first_name: z.string().trim().min(1).max(NAME_MAX).refine(plainName, PLAIN_NAME_MESSAGE),
    last_name: z.string().trim().max(NAME_MAX).refine(plainName, PLAIN_NAME_MESSAGE).optional(),
    phone: z
      .string()
      .trim()
      .max(20)
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone number')
      .optional(),
    device_key: deviceKeySchema.optional(),
    captcha_token: captchaTokenSchema.optional(),
  })
  .refine((b) => b.re_password === undefined || b.re_password === b.password, {
    message: 'Passwords do not match',
    path: ['re_password'],
  })

/** A phone number as typed (spec 5: whitespace removed before sending; `+(373)` allowed), normalised to `+` and 8-15 digits. */
export const phoneSchema = z
  .string()
  .max(40)
  .transform((s) => s.replace(/\s+/g, ''))
  .refine(
    (s) => /^\+?[\d()-]+$/.test(s) && s.replace(/\D/g, '').length >= 8 && s.replace(/\D/g, '').length <= 15,
    'phone number',
  )
  .transform((s) => `+${s.replace(/\D/g, '')}`)

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)

/** The user id of an e-mailed link: base64url of the id (djoser's `uid`). */
export const uidSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
/**
 * The token of an e-mailed link: 43 base64url characters from the reference back end; djoser's
 * `{timestamp}-{hash}`; Django signing (TimestampSigner, signing.dumps) `value:timestamp:signature`.
 * The back end judges it; the shop only bounds its characters and length.
 */
export const linkTokenSchema = z
  .string()
  .trim()
  .min(16)
  .max(256)
  .regex(/^[A-Za-z0-9:_-]+$/, 'letters, digits, :, - and _ only')
/** A sign-in code: ACCOUNTS.codeLength digits, sent as a string (it may start with 0). */
export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${ACCOUNTS.codeLength}}$`), `${ACCOUNTS.codeLength} digits`)

/**
 * POST /auth/users/activation/ {uid, token, device_key?, new_password?, re_new_password?} -> 200
 * {access, refresh} (jwtPairSchema): the address is proven, the account active and signed in.
 * The link proves the mailbox, never a password (issue 50, decision 0064): only with the device key
 * of the browser that registered does the password typed at registration stand; otherwise the
 * answer is 400 `code: "password_required"` (the link stays live) until the opener sends
 * `new_password`, which then is the account's only password (every earlier session ends).
 */
export const activationBodySchema = z
  .object({
    uid: uidSchema,
    token: linkTokenSchema,
    device_key: deviceKeySchema.optional(),
    new_password: passwordSchema.optional(),
    re_new_password: z.string().max(ACCOUNTS.passwordMaxLength).optional(),
  })
  .refine((b) => b.re_new_password === undefined || b.re_new_password === b.new_password, {
    message: 'Passwords do not match',
    path: ['re_new_password'],
  })

/**
 * POST /auth/users/reset_password/ {email} -> 204, whether or not the e-mail has an account (only an
 * active account gets a link, outbox kind `password_reset`). 429 after ACCOUNTS.sendsPerRecipient (from one client; decision 0100)
 * requests for one e-mail in ACCOUNTS.sendWindowSeconds (the spec's client swallows failures).
 */
export const resetPasswordBodySchema = z.object({ email: emailSchema })

/**
 * POST /auth/users/reset_password_confirm/ {uid, token, new_password, re_new_password?} -> 204. The
 * password is changed, the link and the account's other reset links are spent, and every session of
 * the account is signed out. Failure: 400 with `code: "invalid_link"` or field errors.
 */
export const resetPasswordConfirmBodySchema = z
  .object({
    uid: uidSchema,
    token: linkTokenSchema,
    new_password: passwordSchema,
    re_new_password: z.string().max(ACCOUNTS.passwordMaxLength).optional(),
  })
  .refine((b) => b.re_new_password === undefined || b.re_new_password === b.new_password, {
    message: 'Passwords do not match',
    path: ['re_new_password'],
  })

/** POST /auth/users/set_password/ {current_password, new_password, re_password?} (bearer) -> 204; a wrong current password is 400 with fields.current_password. */
export const setPasswordBodySchema = z
  .object({
    current_password: z.string().min(1).max(ACCOUNTS.passwordMaxLength),
    new_password: passwordSchema,
    re_password: z.string().max(ACCOUNTS.passwordMaxLength).optional(),
  })
  .refine((b) => b.re_password === undefined || b.re_password === b.new_password, {
    message: 'Passwords do not match',
    path: ['re_password'],
  })

/** GET /api/v1/sms-code?phone= */
export const smsCodeQuerySchema = z.object({ phone: z.preprocess(first, phoneSchema) })
/** GET /api/v1/email-code?email= */
export const emailCodeQuerySchema = z.object({ email: z.preprocess(first, emailSchema) })

/**
 * POST /api/v1/loginByEmail: the spec's "credentials", one of
 * {email, code} (e-mail code), {phone, code} (SMS code) or {email, password}; rememberMe as for
 * /auth/jwt/create/. A wrong, spent or expired code is 400 `code: "invalid_code"` (never 401: this is
 * a sign-in call); a wrong password 401 like /auth/jwt/create/, with the same limits (429).
 */
export const loginByEmailBodySchema = z
  .object({
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    code: codeSchema.optional(),
    password: z.string().min(1).max(ACCOUNTS.passwordMaxLength).optional(),
    rememberMe: z.boolean().optional(),
  })
  .refine((b) => (b.email === undefined) !== (b.phone === undefined), {
    message: 'email or phone (one of them)',
    path: ['email'],
  })
  .refine((b) => (b.code === undefined) !== (b.password === undefined), {
    message: 'code or password (one of them)',
    path: ['code'],
  })
  .refine((b) => b.password === undefined || b.email !== undefined, {
    message: 'a password signs in with an e-mail',
    path: ['password'],
  })
/**
 * {token (access JWT), refresh (refresh JWT), user}. The spec names "token, user": a missing or null
 * `refresh` is null (a session without a refresh token, until the access token ends), not a failed sign-in.
 */
export const loginByEmailSchema = z.object({
  token: z.string(),
  refresh: orDefault(z.string(), null).meta({ absent: 'null: the session lasts as long as the token' }),
  user: profileSchema,
})

/**
 * POST /users/google-auth/ and /users/facebook-auth/ {access_token, platform?}: the provider's access
 * token from the browser. 200 {access_token, refresh_token} (our JWTs). A provider identity without
 * an e-mail that has no account yet is 400 `code: "social_email_required"` (the social-login error
 * modal); an invalid token 400 `code: "social_token_invalid"`; a server without a verifier for the
 * provider 503 `code: "social_not_configured"`.
 */
export const socialAuthBodySchema = z.object({
  access_token: z.string().trim().min(1).max(4096),
  platform: z.string().trim().max(20).optional(),
})
/** POST /users/twitter-auth/auth/ {oauth_token, oauth_verifier} (OAuth 1.0a callback values). */
export const twitterAuthBodySchema = z.object({
  oauth_token: z.string().trim().min(1).max(512),
  oauth_verifier: z.string().trim().min(1).max(512),
})
/** `claimed`: the sign-in claimed an account no one had proven (every earlier session ended; issue 50): the storefront closes its cart sockets. */
export const socialTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  claimed: flagValue.optional(),
})

// ---- development only (not in the registry: 404 unless ENVIRONMENT=development and the switch) ----

export const OUTBOX_KINDS = [
  'activation',
  // issue 50: the activation mail of a registration the owner may not have made (an address already
  // registered and not proven, or named by a phone registration): says so, and sets a password
  'activation_other',
  'password_reset',
  'account_exists',
  'email_code',
  'sms_code',
  // the cabinet (decision 0020): codes proving a new phone or e-mail, the deletion link, support messages to the shop
  'phone_verification',
  'email_verification',
  'account_deletion',
  'support_message',
] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** GET /__dev/outbox?to=<e-mail or phone>&kind=<kind>&limit=<1-100, default 20> (DEV_OUTBOX=on). */
export const devOutboxQuerySchema = z.object({
  to: qStr(254).optional(),
  kind: z.preprocess(first, z.enum(OUTBOX_KINDS)).optional(),
  limit: z.preprocess((v) => {
    const s = first(v)
    return typeof s === 'string' && /^\d{1,3}$/.test(s) ? Number(s) : s
  }, z.number().int().min(1).max(100).optional()),
})
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  locale: z.string(),
  subject: orNull(z.string()),
  body: z.string(),
  link: orNull(z.string()),
  uid: orNull(z.string()),
  token: orNull(z.string()),
  code: orNull(z.string()),
  created_at: z.string(),
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>
/** Newest first. */
export const devOutboxSchema = z.object({ messages: z.array(outboxMessageSchema) })

/** POST /__dev/social/{google|facebook|twitter}/token {id, name, email?} (FAKE_SOCIAL=on): an identity of the fake provider. */
export const devSocialTokenBodySchema = z.object({
  id: z.string().trim().min(1).max(64),
  name: z.string().trim().max(100),
  email: emailSchema.optional(),
})
/** google/facebook: {access_token}; twitter: {oauth_token, oauth_verifier}; valid ACCOUNTS.codeTtlSeconds. */
export const devSocialTokenSchema = z.object({
  access_token: z.string().optional(),
  oauth_token: z.string().optional(),
  oauth_verifier: z.string().optional(),
  expires_in: z.number().int(),
})
