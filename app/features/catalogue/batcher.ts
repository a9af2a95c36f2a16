/**
 * Most product ids one GET server-function call carries (getProductsByIds, getCompareProperties).
 * A GET sends its input in the address, serialised by seroval and URL-encoded: 472 characters for
 * the call itself (a 64-character function id), the language and the list, and up to 49 per id (16
 * digits at Number.MAX_SAFE_INTEGER), so 20 ids are at most 1,449 characters whatever the ids, well
 * within the Worker's LIMITS.maxPathLength (2,048; a longer address is a 414). batcher.test.ts
 * builds the worst case the way the framework does. 45 ids of four digits in one call were 2,134.
 */
export const IDS_PER_GET = 20

/** `items` in runs of at most `size`, in order. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * A GET call made once per IDS_PER_GET ids (the calls run together), its answers joined in order: for
 * a caller with a whole list at once (the quote cart's refresh and its associated products).
 */
export async function perIdChunk<T>(ids: readonly number[], call: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  return (await Promise.all(inChunks(ids, IDS_PER_GET).map(call))).flat()
}

interface Waiter<T> {
  resolve: (value: T | null) => void
  reject: (error: unknown) => void
}

/**
 * Collects single look-ups made within `delayMs` (200 ms: the spec's debounce for batched product
 * look-ups) and answers them with one call per `maxPerCall` ids (the calls run together). An id the
 * call does not know answers null; a call that fails rejects the look-ups it carried, so a caller can
 * tell "no such product" from "could not ask" (a list page shows its could-not-load notice, not an
 * empty list).
 */
export function createBatcher<T>(
  fetchMany: (ids: number[]) => Promise<Map<number, T>>,
  delayMs: number,
  maxPerCall = IDS_PER_GET,
) {
  let pending = new Map<number, Waiter<T>[]>()
  let timer: ReturnType<typeof setTimeout> | undefined

  function flush() {
    const batch = pending
    pending = new Map()
    timer = undefined
    for (const ids of inChunks([...batch.keys()], maxPerCall)) {
      const answer = (async () => fetchMany(ids))()
      answer.then(
        (found) => {
          for (const id of ids) for (const waiter of batch.get(id) ?? []) waiter.resolve(found.get(id) ?? null)
        },
        (error: unknown) => {
          for (const id of ids) for (const waiter of batch.get(id) ?? []) waiter.reject(error)
        },
      )
    }
  }

  return function load(id: number): Promise<T | null> {
    return new Promise((resolve, reject) => {
      pending.set(id, [...(pending.get(id) ?? []), { resolve, reject }])
      if (timer === undefined) timer = setTimeout(flush, delayMs)
    })
  }
}
