import { ACCOUNTS } from '#contract/accounts.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { ApiError, notFound } from '../lib/api-error'
import { requireUser } from '../lib/auth'
import { type App, type Ctx, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { countSiteSms, SMS_PAUSED, smsRecipient } from '../lib/sms'
import { type CodeChannel, consumeCode, issueCode } from '../services/account-tokens'
import { TOO_MANY_SENDS } from '../services/accounts'
import {
  addVerified,
  type ContactKind,
  type ContactRow,
  contacts,
  deleteContactRow,
  emailTakenElsewhere,
  hasProvenAuthNumber,
  makeAuthNumber,
  makeEmailPrimary,
  phoneTakenElsewhere,
} from '../services/contacts'
import {
  countMail,
  countNumberText,
  countRecipientSend,
  countSms,
  countVerifyGuess,
  verifyGuessSucceeded,
} from '../services/login-limits'
import { send } from '../services/outbox'
import { userRow } from '../services/users'

/**
 * Phones and e-mails of the personal cabinet (accounts spec 7; decision 0020). A new phone or e-mail
 * is proven by a code (decision 0016 rules: 6 digits, 10 minutes, single use, 5 tries) bound to the
 * user who asked for it. The primary ones are the account's sign-in e-mail (users.email) and SMS
 * number (users.phone): they cannot be deleted; a verified e-mail can become primary; the sign-in
 * number is set (create-auth-number) or changed (change-auth-number) with a code.
 */

const CHANNEL: Record<ContactKind, CodeChannel> = { phone: 'sms', email: 'email' }
const OUTBOX_KIND = { phone: 'phone_verification', email: 'email_verification' } as const

const phoneList = async (c: Ctx, userId: number) =>
  (await contacts(c, 'phone', userId)).map((r) => ({
    id: r.id,
    phone_number: r.value,
    is_primary: r.is_primary === 1,
    is_verified: r.verified === 1,
  }))
const emailList = async (c: Ctx, userId: number) =>
  (await contacts(c, 'email', userId)).map((r) => ({
    id: r.id,
    email_address: r.value,
    is_primary: r.is_primary === 1,
    is_verified: r.verified === 1,
  }))

const fieldError = (field: string, msg: string) => new ApiError(400, msg, { [field]: [msg] })
const invalidCode = () =>
  new ApiError(
    400,
    'Invalid or expired code',
    { verification_code: ['Invalid or expired code'] },
    { code: ACCOUNTS.errorCodes.invalidCode },
  )

/** A new phone or e-mail must fit under ACCOUNTS.contactsMax (one already listed always may). */
async function checkRoom(c: Ctx, kind: ContactKind, userId: number, value: string, field: string) {
  const list = await contacts(c, kind, userId)
  if (!list.some((r) => r.value === value) && list.length >= ACCOUNTS.contactsMax)
    throw fieldError(field, `At most ${ACCOUNTS.contactsMax} per account`)
}

/**
 * send-code: one code per recipient and user, limited per client and per recipient like every message
 * a stranger may ask for (decision 0100), and per account and per client whatever the recipients (429).
 */
async function sendCode(c: Ctx, kind: ContactKind, recipient: string, field: string) {
  const user = await requireUser(c)
  c.header('Cache-Control', 'no-store')
  await checkRoom(c, kind, user.id, recipient, field)
  // An SMS costs the shop money and a mail spends its quota: limited per account and per client too
  // (SMS pumping, decision 0015; mail: every address a signed-in stranger names would get one).
  const client = kind === 'phone' ? await countSms(c, user.id) : await countMail(c, user.id)
  let limited = client.retryAfter !== null ? client : await countRecipientSend(c, OUTBOX_KIND[kind], recipient)
  // the number's texts an hour from browsers not known to it (session 63)
  if (limited.retryAfter === null && kind === 'phone') limited = await countNumberText(c, recipient)
  if (limited.retryAfter !== null) {
    c.header('Retry-After', String(limited.retryAfter))
    return c.json({ error: TOO_MANY_SENDS }, 429)
  }
  // a verification text: not from the sign-in codes' reserve
  const budget = kind === 'phone' ? await countSiteSms(c, 'other') : { retryAfter: null }
  if (budget.retryAfter !== null) {
    c.header('Retry-After', String(budget.retryAfter))
    return c.json({ error: SMS_PAUSED }, 429)
  }
  const u = await userRow(c, user.id)
  const code = await issueCode(c, CHANNEL[kind], recipient, user.id, { purpose: 'verify', userId: user.id })
  await send(c, { channel: CHANNEL[kind], to: recipient, kind: OUTBOX_KIND[kind], name: u.first_name, code })
  return { status: 'ok' as const, expires_in: ACCOUNTS.codeTtlSeconds, code_length: ACCOUNTS.codeLength }
}

/** Spends the user's code for the recipient; a wrong, spent or expired one is 400 invalid_code. */
async function proveCode(c: Ctx, kind: ContactKind, userId: number, recipient: string, code: string) {
  const guesses = await countVerifyGuess(c, userId, CHANNEL[kind], recipient)
  if (guesses.retryAfter !== null)
    throw new ApiError(429, 'Too many attempts, try again later', undefined, undefined, guesses.retryAfter)
  const ok = await consumeCode(c, CHANNEL[kind], recipient, code, { purpose: 'verify', userId })
  if (ok !== userId) throw invalidCode()
  await verifyGuessSucceeded(c, userId, CHANNEL[kind], recipient)
}

/** The row of the user's phone or e-mail by id; another user's is a 404 like a missing id. */
async function ownRow(c: Ctx, kind: ContactKind, userId: number, id: number): Promise<ContactRow> {
  const row = (await contacts(c, kind, userId)).find((r) => r.id === id)
  if (!row) throw notFound(kind === 'phone' ? 'Unknown phone' : 'Unknown email')
  return row
}

async function deleteContact(c: Ctx, kind: ContactKind, id: number) {
  const user = await requireUser(c)
  const row = await ownRow(c, kind, user.id, id)
  if (row.is_primary)
    throw fieldError(
      kind,
      kind === 'phone' ? 'The primary phone number cannot be deleted' : 'The primary e-mail address cannot be deleted',
    )
  await deleteContactRow(c, kind, user.id, id)
}

export function cabinetContactRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  // ---- phones ---------------------------------------------------------------------------------
  route(app, E.phones, async (c) => phoneList(c, (await requireUser(c)).id))
  // Numbers are E.164 before anything counts or stores them, and in the site's countries (lib/sms.ts).
  route(app, E.phoneSendCode, async (c, { body }) =>
    sendCode(c, 'phone', await smsRecipient(c, body.new_phone_number, 'new_phone_number'), 'new_phone_number'),
  )
  route(app, E.addPhone, async (c, { body }) => {
    const user = await requireUser(c)
    const phone = await smsRecipient(c, body.phone_number, 'phone_number')
    await checkRoom(c, 'phone', user.id, phone, 'phone_number')
    await proveCode(c, 'phone', user.id, phone, body.verification_code)
    await addVerified(c, 'phone', user.id, phone)
    return c.json(await phoneList(c, user.id), 201)
  })
  route(app, E.createAuthNumber, async (c, { body }) => {
    const user = await requireUser(c)
    const phone = await smsRecipient(c, body.phone_number, 'phone_number')
    // A number typed at registration and never proven is no sign-in number yet: it may be replaced here.
    if (await hasProvenAuthNumber(c, user.id))
      throw fieldError('phone_number', 'The account has a sign-in number already: change it instead')
    await checkRoom(c, 'phone', user.id, phone, 'phone_number')
    await proveCode(c, 'phone', user.id, phone, body.verification_code)
    if (await phoneTakenElsewhere(c, user.id, phone))
      throw fieldError('phone_number', 'Another account signs in with this number')
    await makeAuthNumber(c, user.id, phone)
    return c.json(await phoneList(c, user.id), 201)
  })
  route(app, E.changeAuthNumber, async (c, { body }) => {
    const user = await requireUser(c)
    const phone = await smsRecipient(c, body.phone_number, 'phone_number')
    const u = await userRow(c, user.id)
    if (!u.phone) throw fieldError('phone_number', 'The account has no sign-in number yet: create it instead')
    await checkRoom(c, 'phone', user.id, phone, 'phone_number')
    await proveCode(c, 'phone', user.id, phone, body.verification_code)
    if (await phoneTakenElsewhere(c, user.id, phone))
      throw fieldError('phone_number', 'Another account signs in with this number')
    await makeAuthNumber(c, user.id, phone)
    return phoneList(c, user.id)
  })
  route(app, E.deletePhone, async (c, { params }) => {
    await deleteContact(c, 'phone', params.id)
    return phoneList(c, (await requireUser(c)).id)
  })

  // ---- e-mails --------------------------------------------------------------------------------
  route(app, E.emails, async (c) => emailList(c, (await requireUser(c)).id))
  route(app, E.emailSendCode, (c, { body }) => sendCode(c, 'email', body.new_email_address, 'new_email_address'))
  route(app, E.addEmail, async (c, { body }) => {
    const user = await requireUser(c)
    await checkRoom(c, 'email', user.id, body.email_address, 'email_address')
    await proveCode(c, 'email', user.id, body.email_address, body.verification_code)
    // The mailbox is proven: telling its owner that another account uses it reveals nothing new.
    if (await emailTakenElsewhere(c, user.id, body.email_address))
      throw fieldError('email_address', 'Another account signs in with this e-mail')
    await addVerified(c, 'email', user.id, body.email_address)
    return c.json(await emailList(c, user.id), 201)
  })
  route(app, E.makeEmailPrimary, async (c, { body }) => {
    const user = await requireUser(c)
    const list = await contacts(c, 'email', user.id)
    const row = list.find((r) =>
      body.email_id !== undefined ? r.id === body.email_id : r.value === body.email_address,
    )
    if (!row) throw notFound('Unknown email')
    if (!row.verified) throw fieldError('email_address', 'Only a verified e-mail can become primary')
    if (!row.is_primary) {
      try {
        await makeEmailPrimary(c, user.id, row)
      } catch (error) {
        // Another account took this e-mail as its sign-in e-mail since it was added here.
        if (/UNIQUE/i.test(String(error)))
          throw fieldError('email_address', 'Another account signs in with this e-mail')
        throw error
      }
    }
    return emailList(c, user.id)
  })
  route(app, E.deleteEmail, async (c, { params }) => {
    await deleteContact(c, 'email', params.id)
    return emailList(c, (await requireUser(c)).id)
  })
  return app
}
