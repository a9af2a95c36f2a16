import { errorMessages } from '#app/lib/error-body.ts'
import type { Locale } from '#config'
import { callForRequest } from '#platform/request.server.ts'

/**
 * The signed-in shopper's favourites on the server (accounts spec 7 "Adverts": GET, POST and DELETE
 * /favorites/, and the legacy PATCH /api/v1/user/fav {goods} that adds several at once). Each answer
 * is the server's list of ids; a failure is `ok: false` with the back end's messages.
 */
export type SyncResult =
  | { ok: true; ids: number[] }
  | { ok: false; signedOut: boolean; errors: string[]; ids?: number[] }

function result(r: Awaited<ReturnType<typeof callForRequest<'favorites'>>>): SyncResult {
  return r.ok
    ? { ok: true, ids: r.data.ids }
    : { ok: false, signedOut: r.status === 401, errors: errorMessages(r.body) }
}

/**
 * Sign-in's merge: the local ids are added to the account's (one call), the answer is the union. A
 * back end that refuses the batch for ids it does not know (a 400 naming them: a product since
 * removed from the catalogue) is asked once more without them, so every id it knows is kept (the
 * reference back end skips such ids itself). A merge that still fails carries the account's list
 * when it can be read: the page shows both and merges again on the next one (favorites-sync.ts).
 */
export async function mergeFavorites(locale: Locale, localIds: number[]): Promise<SyncResult> {
  if (localIds.length === 0) return serverFavorites(locale)
  const add = (goods: number[]) => callForRequest(locale, 'legacyAddFavorites', { body: { goods } }, true)
  let r = await add(localIds)
  const named = r.ok || r.status !== 400 ? [] : namedIds(errorMessages(r.body, r.message), localIds)
  if (named.length) {
    const rest = localIds.filter((id) => !named.includes(id))
    r = rest.length ? await add(rest) : await callForRequest(locale, 'favorites', {}, true)
  }
  const merged = result(r)
  if (merged.ok || merged.signedOut) return merged
  const account = await serverFavorites(locale)
  return account.ok ? { ...merged, ids: account.ids } : merged
}

/** The ids a back end's messages name as whole numbers ('unknown products: 999999'). */
export function namedIds(messages: string[], ids: number[]): number[] {
  const named = new Set(messages.join(' ').match(/\d+/g)?.map(Number))
  return ids.filter((id) => named.has(id))
}

export async function serverFavorites(locale: Locale): Promise<SyncResult> {
  return result(await callForRequest(locale, 'favorites', {}, true))
}

export async function setFavorite(locale: Locale, productId: number, on: boolean): Promise<SyncResult> {
  return result(
    on
      ? await callForRequest(locale, 'addFavorite', { body: { product_id: productId } }, true)
      : await callForRequest(locale, 'deleteFavorite', { body: { product_id: productId } }, true),
  )
}

export async function clearFavorites(locale: Locale): Promise<SyncResult> {
  return result(await callForRequest(locale, 'deleteFavorite', { body: { clear_all: true } }, true))
}
