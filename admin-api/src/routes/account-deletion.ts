import { ACCOUNTS } from '#contract/accounts.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { ApiError } from '../lib/api-error'
import { requireUser } from '../lib/auth'
import { type App, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { deleteAccountByLink } from '../services/account-deletion'
import { decodeUid, issueLink, sha256Hex } from '../services/account-tokens'
import { TOO_MANY_SENDS } from '../services/accounts'
import { countSend } from '../services/login-limits'
import { accountLink, send } from '../services/outbox'
import { userRow } from '../services/users'

/**
 * Account deletion (accounts spec 4 "Account deletion", 8; decision 0020). The signed-in user asks
 * for it and gets an e-mailed link with uid and token (like activation, decision 0016); the link's
 * confirmation, sent without the auth header, deletes the account and its personal data in one
 * transaction. The users row goes, so every token of the account is refused from then on (and ids
 * are never handed out again, migration 0013, so no later account inherits them); its adverts go too.
 * The storefront deletes the account's cart object when this answers 204 (decision 0015).
 */

const invalidLink = () =>
  new ApiError(
    400,
    'Invalid or expired deletion link',
    { token: ['Invalid or expired deletion link'] },
    { code: ACCOUNTS.errorCodes.invalidLink },
  )

export function accountDeletionRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.requestDeleteAccount, async (c) => {
    const u = await userRow(c, (await requireUser(c)).id)
    const limited = await countSend(c, 'account_deletion', u.email)
    if (limited.retryAfter !== null) {
      c.header('Retry-After', String(limited.retryAfter))
      return c.json({ error: TOO_MANY_SENDS }, 429)
    }
    const { uid, token } = await issueLink(c, u.id, 'account_deletion')
    await send(c, {
      channel: 'email',
      to: u.email,
      kind: 'account_deletion',
      name: u.first_name,
      uid,
      token,
      link: accountLink(c, 'accountDeletion', uid, token),
    })
    return c.body(null, 204)
  })
  // No auth header (spec 4): the e-mailed link is the credential; a token sent along changes nothing.
  route(app, E.confirmDeleteAccount, async (c, { body }) => {
    const userId = decodeUid(body.uid)
    if (!userId) throw invalidLink()
    if (!(await deleteAccountByLink(c, userId, await sha256Hex(body.token)))) throw invalidLink()
    return c.body(null, 204)
  })
  return app
}
