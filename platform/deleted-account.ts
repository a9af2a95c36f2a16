import type { AccountId } from '#contract/auth.ts'
import { deleteUserCart } from './cart-session'
import type { Env } from './env'
import { purgeAdvertArea } from './page-cache/purge'
import type { PageCacheEnv } from './page-cache/store'

/**
 * What the storefront does once the back end has deleted an account (issue 26, decision 0015): the
 * account's cart object (Durable Object `user:<site token>:<user id>`, worker/api/cart.ts) is purged,
 * so nothing of the deleted customer stays in it. Ids are never reused (admin-api migration 0013), so
 * no later account could reach the object anyway; this removes the personal data it held.
 */
export async function deleteCartOfDeletedAccount(env: Env, userId: AccountId): Promise<void> {
  if (!env.CART_STORE) return
  await deleteUserCart(env, env.SITE_TOKEN, userId)
}

/**
 * Its adverts go with a deleted account (issue 50 point 4): the back end deletes them, and a cached
 * advert page must not go on showing the seller's name and phone for up to the page TTL. The
 * storefront cannot know which adverts were the account's (the confirmation link carries no session,
 * and the spec's answer names none), so the whole adverts area goes; deletions are rare.
 */
export async function purgeAdvertsOfDeletedAccount(env: Env): Promise<void> {
  await purgeAdvertArea(env as Env & PageCacheEnv, 'account deleted')
}
