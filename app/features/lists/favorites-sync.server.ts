import { errorMessages } from '#app/lib/error-body.ts'
import type { Locale } from '#config'
import { callForRequest } from '#platform/request.server.ts'

/**
 * The signed-in shopper's favourites on the server (accounts spec 7 "Adverts": GET, POST and DELETE
 * /favorites/, and the legacy PATCH /api/v1/user/fav {goods} that adds several at once). Each answer
 * is the server's list of ids; a failure is `ok: false` with the back end's messages.
 */
export type SyncResult = { ok: true; ids: number[] } | { ok: false; signedOut: boolean; errors: string[] }

function result(r: Awaited<ReturnType<typeof callForRequest<'favorites'>>>): SyncResult {
  return r.ok
    ? { ok: true, ids: r.data.ids }
    : { ok: false, signedOut: r.status === 401, errors: errorMessages(r.body, r.message) }
}

/** Sign-in's merge: the local ids are added to the account's (one call), the answer is the union. */
export async function mergeFavorites(locale: Locale, localIds: number[]): Promise<SyncResult> {
  if (localIds.length === 0) return result(await callForRequest(locale, 'favorites', {}, true))
  return result(await callForRequest(locale, 'legacyAddFavorites', { body: { goods: localIds } }, true))
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
