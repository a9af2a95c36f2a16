import { deleteUserCart } from './cart-api'
import type { Env } from './env'

/**
 * What the storefront does once the back end has deleted an account (issue 26, decision 0015): the
 * account's cart object (Durable Object `user:<site token>:<user id>`, worker/cart-api.ts) is purged,
 * so nothing of the deleted customer stays in it. Ids are never reused (admin-api migration 0013), so
 * no later account could reach the object anyway; this removes the personal data it held.
 */
export async function deleteCartOfDeletedAccount(env: Env, userId: number): Promise<void> {
  if (!env.CART_STORE || !Number.isSafeInteger(userId) || userId < 1) return
  await deleteUserCart(env, env.SITE_TOKEN, userId)
}

/** The user id an e-mailed link's `uid` names (base64url of the decimal id, as admin-api encodes it), or null. */
export function uidUserId(uid: string): number | null {
  try {
    const text = atob(uid.replace(/-/g, '+').replace(/_/g, '/'))
    return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null
  } catch {
    return null
  }
}
