import type { Locale } from '#config'
import type { ApiResult } from '#platform/backend/client.ts'
import { callForRequest } from '#platform/request.server.ts'
import { errorMessages } from '#platform/shared/error-body.ts'
import { firstOffered } from '#platform/shared/not-offered.ts'
import { listAfterWrite, type SyncAnswer } from './favorites-sync-rules'

/**
 * The signed-in shopper's favourites on the server (accounts spec 7 "Adverts": GET, POST and DELETE
 * /favorites/, and the legacy PATCH /api/v1/user/fav {goods} that adds several at once). The spec
 * shows no answer of the writes: any 2xx is the write done (decision 0037; a 204, the created row, a
 * `{ detail }`), and the list is then read with GET /favorites/. Each result is the server's list of
 * ids (null: the write was taken and the list could not be read after it); a failure is `ok: false`
 * with the back end's messages.
 */
export type SyncResult = SyncAnswer

function failed(r: ApiResult<unknown> & { ok: false }): SyncResult {
  return { ok: false, signedOut: r.status === 401, errors: errorMessages(r.body) }
}

function result(r: Awaited<ReturnType<typeof callForRequest<'favorites'>>>): SyncResult {
  return r.ok ? { ok: true, ids: r.data.ids } : failed(r)
}

/** The list as GET /favorites/ reads it once the back end took a write (`adjust`ed), or null when that read fails. */
async function listAfter(locale: Locale, adjust: (ids: number[]) => number[] = (ids) => ids): Promise<SyncResult> {
  const list = await serverFavorites(locale)
  return { ok: true, ids: list.ok && list.ids ? adjust(list.ids) : null }
}

/** After a write: its failure, or the list read after it (listAfter). */
function afterWrite(
  locale: Locale,
  write: ApiResult<unknown>,
  adjust?: (ids: number[]) => number[],
): Promise<SyncResult> {
  return write.ok ? listAfter(locale, adjust) : Promise.resolve(failed(write))
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
  // The legacy batch call, or - on a back end that offers only the spec's /favorites/ - one POST per id
  // (session 60's operator audit: the guest's favourites never reached the account, and the merge
  // failed again on every page).
  const add = (goods: number[]) =>
    firstOffered(
      () => callForRequest(locale, 'legacyAddFavorites', { body: { goods } }, true),
      () => addEach(locale, goods),
      'favorites-merge',
    )
  let r = await add(localIds)
  const named = r.ok || r.status !== 400 ? [] : namedIds(errorMessages(r.body, r.message), localIds)
  if (named.length) {
    const rest = localIds.filter((id) => !named.includes(id))
    // Every local id was one the back end does not know: nothing to add, the account's list as it is.
    if (!rest.length) return listAfter(locale)
    r = await add(rest)
  }
  const merged = await afterWrite(locale, r)
  if (merged.ok || merged.signedOut) return merged
  const account = await serverFavorites(locale)
  return account.ok && account.ids ? { ...merged, ids: account.ids } : merged
}

/** The most favourites a merge adds one by one (a guest's list is short; each is a call to the back end). */
export const MERGE_ONE_BY_ONE_MAX = 100
const MERGE_AT_ONCE = 10

/**
 * Adds the ids with POST /favorites/ {product_id}, a few at a time: taken when any was taken (the list
 * read after it says which), else the first refusal. An id the back end refuses alone (a product since
 * removed) does not keep the others out.
 */
async function addEach(locale: Locale, ids: number[]): Promise<ApiResult<unknown>> {
  const results: ApiResult<unknown>[] = []
  const todo = ids.slice(0, MERGE_ONE_BY_ONE_MAX)
  for (let i = 0; i < todo.length; i += MERGE_AT_ONCE)
    results.push(
      ...(await Promise.all(
        todo
          .slice(i, i + MERGE_AT_ONCE)
          .map((id) => callForRequest(locale, 'addFavorite', { body: { product_id: id } }, true)),
      )),
    )
  return results.find((r) => r.ok) ?? results[0]!
}

/** The ids a back end's messages name as whole numbers ('unknown products: 999999'). */
export function namedIds(messages: string[], ids: number[]): number[] {
  const named = new Set(messages.join(' ').match(/\d+/g)?.map(Number))
  return ids.filter((id) => named.has(id))
}

/** The most pages of a paged favourites list the shop reads (a back end's page of 20: 400 favourites). */
export const FAVORITE_PAGES_MAX = 20

/**
 * The account's favourites: every page of a list the back end pages (DRF's `next`). Before, only the
 * first page was read, and the shopper's list became that page (session 60's operator audit). A later
 * page that fails, or pages past FAVORITE_PAGES_MAX, leave the list unknown (the page keeps its own),
 * never cut short.
 */
export async function serverFavorites(locale: Locale): Promise<SyncResult> {
  const read = (page?: number) => callForRequest(locale, 'favorites', page ? { query: { page } } : {}, true)
  const first = await read()
  if (!first.ok || first.data.next === null) return result(first)
  const ids = [...first.data.ids]
  let next: number | null = first.data.next
  for (let pages = 1; next !== null && pages < FAVORITE_PAGES_MAX; pages++) {
    const asked: number = next
    const page = await read(asked)
    if (!page.ok) return page.status === 401 ? failed(page) : { ok: true, ids: null }
    ids.push(...page.data.ids.filter((id) => !ids.includes(id)))
    next = page.data.next !== null && page.data.next > asked ? page.data.next : null
  }
  return { ok: true, ids: next === null ? ids : null }
}

export async function setFavorite(locale: Locale, productId: number, on: boolean): Promise<SyncResult> {
  const write = await callForRequest(
    locale,
    on ? 'addFavorite' : 'deleteFavorite',
    { body: { product_id: productId } },
    true,
  )
  return afterWrite(locale, write, (ids) => listAfterWrite(ids, productId, on))
}

/** Clear-all taken is an empty list: nothing to read after it. */
export async function clearFavorites(locale: Locale): Promise<SyncResult> {
  const write = await callForRequest(locale, 'deleteFavorite', { body: { clear_all: true } }, true)
  return write.ok ? { ok: true, ids: [] } : failed(write)
}
