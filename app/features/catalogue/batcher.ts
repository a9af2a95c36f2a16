/**
 * Collects single look-ups made within `delayMs` (200 ms: the spec's debounce for batched product
 * look-ups) and answers them with one call for all the ids. A failed call answers every waiter with
 * null rather than throwing.
 */
export function createBatcher<T>(fetchMany: (ids: number[]) => Promise<Map<number, T>>, delayMs: number) {
  let pending = new Map<number, ((value: T | null) => void)[]>()
  let timer: ReturnType<typeof setTimeout> | undefined

  async function flush() {
    const batch = pending
    pending = new Map()
    timer = undefined
    let found: Map<number, T>
    try {
      found = await fetchMany([...batch.keys()])
    } catch {
      found = new Map()
    }
    for (const [id, waiters] of batch) for (const resolve of waiters) resolve(found.get(id) ?? null)
  }

  return function load(id: number): Promise<T | null> {
    return new Promise((resolve) => {
      pending.set(id, [...(pending.get(id) ?? []), resolve])
      if (timer === undefined) timer = setTimeout(flush, delayMs)
    })
  }
}
