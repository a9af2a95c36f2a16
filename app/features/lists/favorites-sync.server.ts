import { env } from 'cloudflare:workers'
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
 *
 * On a back end with only the spec's /favorites/ the ids go one POST each, at most
 * MERGE_ONE_BY_ONE_MAX for the whole request (round 11 finding 3: 200 ids, each refused, made 204
 * calls - a second one-by-one round after the first's refusals, and the missing PATCH probed on every
 * request). The ids past the budget are not lost: the answer lists them with the account's (the page
 * keeps them) and names them `unsent`, so the page merges again next time, and that merge sends only
 * the ids the account still lacks.
 */
export async function mergeFavorites(locale: Locale, localIds: number[]): Promise<SyncResult> {
  if (localIds.length === 0) return serverFavorites(locale)
  const budget: MergeBudget = { posts: MERGE_ONE_BY_ONE_MAX, oneByOne: false, unsent: [] }
  // The legacy batch call, or - on a back end that offers only the spec's /favorites/ - one POST per id
  // (session 60's operator audit: the guest's favourites never reached the account, and the merge
  // failed again on every page). Whether PATCH is offered is remembered per back end (firstOffered).
  const add = (goods: number[]) =>
    firstOffered(
      () => callForRequest(locale, 'legacyAddFavorites', { body: { goods } }, true),
      () => addEach(locale, goods, budget),
      `favorites-merge|${env.ADMIN_API_URL}`,
    )
  let r = await add(localIds)
  // One by one, each id was refused or taken alone: asking again without the named ones repeats the rest.
  const named = r.ok || r.status !== 400 || budget.oneByOne ? [] : namedIds(errorMessages(r.body, r.message), localIds)
  if (named.length) {
    const rest = localIds.filter((id) => !named.includes(id))
    // Every local id was one the back end does not know: nothing to add, the account's list as it is.
    if (!rest.length) return listAfter(locale)
    r = await add(rest)
  }
  const merged = await afterWrite(locale, r)
  if (merged.ok) return withUnsent(merged, budget.unsent)
  if (merged.signedOut) return merged
  const account = await serverFavorites(locale)
  return account.ok && account.ids ? { ...merged, ids: account.ids } : merged
}

/** A merge's answer with the ids its budget left unsent: in its list (the page keeps them) and named. */
function withUnsent(merged: SyncResult & { ok: true }, unsent: number[]): SyncResult {
  if (!unsent.length) return merged
  const ids = merged.ids ? [...merged.ids, ...unsent.filter((id) => !merged.ids!.includes(id))] : null
  return { ok: true, ids, unsent }
}

/**
 * The most favourites one merge adds one by one, over all its attempts (a guest's list is short; each
 * is a call to the back end). The rest wait for the next page's merge.
 */
export const MERGE_ONE_BY_ONE_MAX = 50
const MERGE_AT_ONCE = 10

/** What one merge may still send one by one, whether it did, and the ids it had no budget for. */
interface MergeBudget {
  posts: number
  oneByOne: boolean
  unsent: number[]
}

/**
 * Adds the ids with POST /favorites/ {product_id}, a few at a time, as many as the budget allows: taken
 * when any was taken (the list read after it says which), else the first refusal. An id the back end
 * refuses alone (a product since removed) does not keep the others out. With more ids than the budget
 * the account's list is read first and only the ids it lacks are sent; the rest go to `unsent`.
 */
async function addEach(locale: Locale, ids: number[], budget: MergeBudget): Promise<ApiResult<unknown>> {
  budget.oneByOne = true
  // The ids this back end refused alone before go last: they are sent when the budget has room for them.
  const refused = (id: number) => refusedAlone.has(refusalKey(id))
  let todo = [...ids.filter((id) => !refused(id)), ...ids.filter(refused)]
  if (todo.length > budget.posts) {
    const account = await serverFavorites(locale)
    if (account.ok && account.ids) todo = todo.filter((id) => !account.ids!.includes(id))
  }
  const sent = todo.slice(0, budget.posts)
  budget.posts -= sent.length
  budget.unsent.push(...todo.slice(sent.length))
  const results: ApiResult<unknown>[] = []
  for (let i = 0; i < sent.length; i += MERGE_AT_ONCE)
    results.push(
      ...(await Promise.all(
        sent
          .slice(i, i + MERGE_AT_ONCE)
          .map((id) => callForRequest(locale, 'addFavorite', { body: { product_id: id } }, true)),
      )),
    )
  sent.forEach((id, n) => {
    const key = refusalKey(id)
    refusedAlone.delete(key)
    if (refusesTheId(results[n]!)) refusedAlone.add(key)
    if (refusedAlone.size > REFUSED_ALONE_MAX) refusedAlone.delete(refusedAlone.values().next().value!)
  })
  return results.find((r) => r.ok) ?? results[0] ?? { ok: true, status: 200, data: null }
}

/**
 * The ids (with their back end) whose POST /favorites/ was refused in this isolate, the latest last, at
 * most REFUSED_ALONE_MAX: a merge sends them after the others. Before, a guest list of 50 removed
 * products ahead of known ones spent the whole budget on the same refusals on every page, and the
 * known ids behind them were never sent (review a1). Not dropped: a refusal may pass (a product back
 * in the catalogue), and another isolate does not know of it anyway.
 */
const refusedAlone = new Set<string>()
const REFUSED_ALONE_MAX = 2_000
const refusalKey = (id: number) => `${env.ADMIN_API_URL}|${id}`

/** A 4xx that is about the id, not the session or the pace (401, 403, 408, 429). */
function refusesTheId(r: ApiResult<unknown>): boolean {
  return !r.ok && r.kind === 'status' && r.status >= 400 && r.status < 500 && ![401, 403, 408, 429].includes(r.status)
}

/** For tests: forget the ids refused alone. */
export function forgetRefusedFavorites(): void {
  refusedAlone.clear()
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
