import { deleteImages } from '../lib/advert-images'
import type { Ctx } from '../lib/http'
import { LIVE_LINK_SQL, nowSeconds, spendLinkStatement } from './account-tokens'

/** Account deletion's transaction (routes/account-deletion.ts; decision 0020). */

/**
 * The statements deleting a user's personal data, each guarded by the live link (`live` with its
 * bindings) so that nothing changes unless the link holds. Orders stay for the shop's books with the
 * customer and address blanked; acts (the shop's documents, no personal fields) stay unreachable.
 */
function deletionStatements(c: Ctx, userId: number, live: { sql: string; binds: unknown[] }): D1PreparedStatement[] {
  const guarded = (sql: string, ...binds: unknown[]) =>
    c.env.DB.prepare(`${sql} AND ${live.sql}`).bind(...binds, ...live.binds)
  const recipients =
    '(SELECT email FROM user_emails WHERE user_id = ?1 UNION SELECT phone FROM user_phones WHERE user_id = ?1)'
  return [
    // What was sent to the account's addresses (links, codes) and its counters.
    c.env.DB.prepare(`DELETE FROM outbox WHERE recipient IN ${recipients} AND ${live.sql}`).bind(userId, ...live.binds),
    guarded(
      "DELETE FROM login_attempts WHERE key IN (SELECT 'email:' || email FROM user_emails WHERE user_id = ?)",
      userId,
    ),
    // The browsers known to its addresses (decision 0121: `known:<64 hex> <e-mail or phone>`).
    guarded(
      "DELETE FROM login_attempts WHERE key LIKE 'known:%' AND substr(key, 72) IN (SELECT lower(email) FROM user_emails WHERE user_id = ?1 UNION SELECT phone FROM user_phones WHERE user_id = ?1)",
      userId,
    ),
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
    guarded(
      'DELETE FROM advert_attribute_values WHERE advert_id IN (SELECT id FROM adverts WHERE user_id = ?)',
      userId,
    ),
    guarded('DELETE FROM advert_images WHERE advert_id IN (SELECT id FROM adverts WHERE user_id = ?)', userId),
    guarded(
      'DELETE FROM advert_favorites WHERE (advert_id IN (SELECT id FROM adverts WHERE user_id = ?) OR user_id = ?)',
      userId,
      userId,
    ),
    guarded('DELETE FROM adverts WHERE user_id = ?', userId),
    guarded("DELETE FROM submissions WHERE kind = 'support' AND json_extract(data, '$.user_id') = ?", userId),
    guarded("UPDATE reviews SET user_id = NULL, author = '' WHERE user_id = ?", userId),
    guarded(
      "UPDATE orders SET user_id = NULL, owner = NULL, data = json_object('account_deleted', json('true')) WHERE user_id = ?",
      userId,
    ),
    guarded('DELETE FROM users WHERE id = ?', userId),
  ]
}

/**
 * Deletes the account and its personal data in one transaction, if its deletion link (the token's
 * hash) is live; then its advert photos' objects. False when the link does not hold (nothing changed).
 */
export async function deleteAccountByLink(c: Ctx, userId: number, hash: string): Promise<boolean> {
  const now = nowSeconds()
  const live = { sql: LIVE_LINK_SQL, binds: [hash, 'account_deletion', userId, now] }
  const images = await c.env.DB.prepare(
    'SELECT r2_key FROM advert_images WHERE advert_id IN (SELECT id FROM adverts WHERE user_id = ?)',
  )
    .bind(userId)
    .all<{ r2_key: string | null }>()
  const results = await c.env.DB.batch([
    ...deletionStatements(c, userId, live),
    spendLinkStatement(c, hash, 'account_deletion', userId, now),
    // The account is gone: its other links go too.
    c.env.DB.prepare(
      'DELETE FROM account_tokens WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM users WHERE id = ?)',
    ).bind(userId, userId),
  ])
  const spent = results[results.length - 2]
  if (!spent?.results.length) return false
  await deleteImages(
    c,
    images.results.map((i) => i.r2_key),
  )
  return true
}
