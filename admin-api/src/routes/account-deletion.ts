import { ACCOUNTS } from '../../../app/api/contract/accounts'
import { endpoints as E } from '../../../app/api/contract/endpoints'
import { decodeUid, issueLink, LIVE_LINK_SQL, nowSeconds, sha256Hex, spendLinkStatement } from '../lib/account-tokens'
import { deleteImages } from '../lib/advert-images'
import { requireUser } from '../lib/auth'
import { ApiError, type App, type Ctx, route, subApp } from '../lib/http'
import { countSend } from '../lib/login-limits'
import { accountLink, send } from '../lib/outbox'
import { SITE_LAYERS } from '../lib/site'
import { userRow } from '../lib/users'
import { TOO_MANY_SENDS } from '../services/accounts'

/**
 * Account deletion (accounts spec 4 "Account deletion", 8; decision 0020). The signed-in user asks
 * for it and gets an e-mailed link with uid and token (like activation, decision 0016); the link's
 * confirmation, sent without the auth header, deletes the account and its personal data in one
 * transaction. The users row goes, so every token of the account is refused from then on (and ids
 * are never handed out again, migration 0013, so no later account inherits them); its adverts go too.
 * The storefront deletes the account's cart object when this answers 204 (decision 0015).
 */

const invalidLink = () => new ApiError(400, 'Invalid or expired deletion link', { token: ['Invalid or expired deletion link'] }, { code: ACCOUNTS.errorCodes.invalidLink })

/**
 * The statements deleting a user's personal data, each guarded by the live link (`live` with its
 * bindings) so that nothing changes unless the link holds. Orders stay for the shop's books with the
 * customer and address blanked; acts (the shop's documents, no personal fields) stay unreachable.
 */
function deletionStatements(c: Ctx, userId: number, live: { sql: string; binds: unknown[] }): D1PreparedStatement[] {
  const guarded = (sql: string, ...binds: unknown[]) => c.env.DB.prepare(`${sql} AND ${live.sql}`).bind(...binds, ...live.binds)
  const recipients = '(SELECT email FROM user_emails WHERE user_id = ?1 UNION SELECT phone FROM user_phones WHERE user_id = ?1)'
  return [
    // What was sent to the account's addresses (links, codes) and its counters.
    c.env.DB.prepare(`DELETE FROM outbox WHERE recipient IN ${recipients} AND ${live.sql}`).bind(userId, ...live.binds),
    guarded("DELETE FROM login_attempts WHERE key IN (SELECT 'email:' || email FROM user_emails WHERE user_id = ?)", userId),
    guarded('DELETE FROM login_codes WHERE user_id = ?', userId),
    guarded('DELETE FROM user_emails WHERE user_id = ?', userId),
    guarded('DELETE FROM user_phones WHERE user_id = ?', userId),
    guarded('DELETE FROM profile_images WHERE user_id = ?', userId),
    guarded('DELETE FROM delivery_addresses WHERE user_id = ?', userId),
    guarded('DELETE FROM companies WHERE user_id = ?', userId),
    guarded('DELETE FROM favorites WHERE user_id = ?', userId),
    guarded('DELETE FROM cart_items WHERE owner = ?', `u:${userId}`),
    guarded('DELETE FROM social_accounts WHERE user_id = ?', userId),
    // The account's adverts go down with it (their photos' objects after the transaction).
    guarded('DELETE FROM advert_attribute_values WHERE advert_id IN (SELECT id FROM adverts WHERE user_id = ?)', userId),
    guarded('DELETE FROM advert_images WHERE advert_id IN (SELECT id FROM adverts WHERE user_id = ?)', userId),
    guarded('DELETE FROM advert_favorites WHERE (advert_id IN (SELECT id FROM adverts WHERE user_id = ?) OR user_id = ?)', userId, userId),
    guarded('DELETE FROM adverts WHERE user_id = ?', userId),
    guarded("DELETE FROM submissions WHERE kind = 'support' AND json_extract(data, '$.user_id') = ?", userId),
    guarded("UPDATE reviews SET user_id = NULL, author = '' WHERE user_id = ?", userId),
    guarded("UPDATE orders SET user_id = NULL, owner = NULL, data = json_object('account_deleted', json('true')) WHERE user_id = ?", userId),
    guarded('DELETE FROM users WHERE id = ?', userId),
  ]
}

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
    await send(c, { channel: 'email', to: u.email, kind: 'account_deletion', name: u.first_name, uid, token, link: accountLink(c, 'accountDeletion', uid, token) })
    return c.body(null, 204)
  })
  // No auth header (spec 4): the e-mailed link is the credential; a token sent along changes nothing.
  route(app, E.confirmDeleteAccount, async (c, { body }) => {
    const userId = decodeUid(body.uid)
    if (!userId) throw invalidLink()
    const hash = await sha256Hex(body.token)
    const now = nowSeconds()
    const live = { sql: LIVE_LINK_SQL, binds: [hash, 'account_deletion', userId, now] }
    const images = await c.env.DB.prepare('SELECT r2_key FROM advert_images WHERE advert_id IN (SELECT id FROM adverts WHERE user_id = ?)').bind(userId).all<{ r2_key: string | null }>()
    const results = await c.env.DB.batch([
      ...deletionStatements(c, userId, live),
      spendLinkStatement(c, hash, 'account_deletion', userId, now),
      // The account is gone: its other links go too.
      c.env.DB.prepare('DELETE FROM account_tokens WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM users WHERE id = ?)').bind(userId, userId),
    ])
    const spent = results[results.length - 2]
    if (!spent?.results.length) throw invalidLink()
    await deleteImages(
      c,
      images.results.map((i) => i.r2_key),
    )
    return c.body(null, 204)
  })
  return app
}
