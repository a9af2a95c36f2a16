import { afterAll, beforeAll, vi } from 'vitest'

/**
 * Calling a server function through TanStack Start's real handler in workerd. The build defines
 * TSS_SERVER_FN_BASE; this project does not, so Start would take /_serverFn/ for a page: the hooks set
 * it around a file and load the Worker afresh (`load` runs after that, e.g. `import('./helpers')`).
 */
export function withServerFnBase<T>(load: () => Promise<T>): { current: () => T } {
  let loaded: T | undefined
  beforeAll(async () => {
    process.env.TSS_SERVER_FN_BASE = '/_serverFn/'
    vi.resetModules()
    loaded = await load()
  })
  afterAll(() => {
    delete process.env.TSS_SERVER_FN_BASE
    vi.resetModules()
  })
  return {
    current: () => {
      if (loaded === undefined) throw new Error('withServerFnBase: used before its beforeAll ran')
      return loaded
    },
  }
}

/** A server function's address, as the build names it (`url` has no base here). */
export const serverFnPath = (fn: unknown) => `/_serverFn/${(fn as { serverFnMeta: { id: string } }).serverFnMeta.id}`

/**
 * The call's payload as Start's client sends it: seroval's envelope of `{ data }`, for data of
 * objects, arrays, strings and numbers (each object and array numbered in the order it is met).
 */
export function serverFnPayload(data: Record<string, unknown>): string {
  let next = 0
  const node = (value: unknown): unknown => {
    if (typeof value === 'string') return { t: 1, s: value }
    if (typeof value === 'number') return { t: 0, s: value }
    const i = next++
    if (Array.isArray(value)) return { t: 9, i, a: value.map(node), o: 0 }
    const entries = Object.entries(value as Record<string, unknown>)
    return { t: 10, i, p: { k: entries.map(([k]) => k), v: entries.map(([, v]) => node(v)) }, o: 0 }
  }
  return JSON.stringify({ t: node({ data }), f: 63, m: [] })
}
