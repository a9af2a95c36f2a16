import { Redis } from '@upstash/redis/cloudflare'

/** Bindings the page cache reads (wrangler.toml / secrets); all optional. */
export interface PageCacheEnv {
  /** Workers KV namespace: the default store. */
  PAGE_CACHE?: KVNamespace
  /** With both set, Upstash Redis replaces KV. */
  UPSTASH_REDIS_REST_URL?: string
  UPSTASH_REDIS_REST_TOKEN?: string
  /** Bearer secret of POST /__cache/purge; without it purging is disabled. */
  PAGE_CACHE_PURGE_TOKEN?: string
  /** "off" disables the page cache (every page says BYPASS). */
  PAGE_CACHE_MODE?: string
}

/**
 * A key-value store for whole pages. Values are opaque strings; `ttlSeconds` is a hard expiry.
 * `deletePrefix` removes every key that starts with the prefix and says how many it removed.
 */
export interface PageCacheStore {
  readonly name: 'kv' | 'upstash' | 'memory'
  get(key: string): Promise<string | null>
  put(key: string, value: string, ttlSeconds: number): Promise<void>
  deletePrefix(prefix: string): Promise<number>
}

/** Workers KV. Lists are eventually consistent at the edge, which is fine for a purge. */
export function kvStore(kv: KVNamespace): PageCacheStore {
  return {
    name: 'kv',
    get: (key) => kv.get(key, 'text'),
    // KV refuses an expirationTtl under 60 s.
    put: (key, value, ttlSeconds) => kv.put(key, value, { expirationTtl: Math.max(60, Math.ceil(ttlSeconds)) }),
    async deletePrefix(prefix) {
      let removed = 0
      let cursor: string | undefined
      do {
        const page: KVNamespaceListResult<unknown, string> = await kv.list({ prefix, cursor })
        await Promise.all(page.keys.map((k) => kv.delete(k.name)))
        removed += page.keys.length
        cursor = page.list_complete ? undefined : page.cursor
      } while (cursor)
      return removed
    },
  }
}

/** Escapes Redis glob characters so a prefix matches literally. */
export function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, (ch) => `\\${ch}`)
}

/** The host an Upstash URL names, for log lines (never its token, which goes in a header). */
function upstashHost(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return JSON.stringify(url.slice(0, 100))
  }
}

/**
 * An Upstash call's failure as the operator reads it: which store, and whether it was not reached
 * (workerd's fetch says only "internal error; reference = ..." or "Network connection lost.") or
 * answered with an error (a wrong token, a full database).
 */
export function upstashFailure(host: string, error: unknown): Error {
  const e = error as { name?: unknown; message?: unknown; cause?: { code?: unknown } } | null
  const said = typeof e?.message === 'string' ? e.message : String(error)
  const code = typeof e?.cause?.code === 'string' ? ` (${e.cause.code})` : ''
  return e?.name === 'UpstashError'
    ? new Error(`Upstash at ${host} answered an error: ${said}`)
    : new Error(`Upstash at ${host} unreachable: ${said}${code}`)
}

/** Upstash Redis over its REST API (@upstash/redis). No retries: a slow store is bypassed, not waited for. */
export function upstashStore(url: string, token: string): PageCacheStore {
  const store = upstashCalls(url, token)
  const host = upstashHost(url)
  const named =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await call(...args)
      } catch (error) {
        throw upstashFailure(host, error)
      }
    }
  return { name: 'upstash', get: named(store.get), put: named(store.put), deletePrefix: named(store.deletePrefix) }
}

function upstashCalls(url: string, token: string): PageCacheStore {
  const redis = new Redis({ url, token, automaticDeserialization: false, enableTelemetry: false, retry: false })
  return {
    name: 'upstash',
    get: (key) => redis.get<string>(key),
    async put(key, value, ttlSeconds) {
      await redis.set(key, value, { ex: Math.max(1, Math.ceil(ttlSeconds)) })
    },
    async deletePrefix(prefix) {
      let removed = 0
      let cursor: string | number = 0
      do {
        const [next, keys]: [string | number, string[]] = await redis.scan(cursor, {
          match: `${globEscape(prefix)}*`,
          count: 500,
        })
        if (keys.length) removed += await redis.del(...keys)
        cursor = next
      } while (String(cursor) !== '0')
      return removed
    },
  }
}

/** An in-memory store for tests and local experiments. */
export function memoryStore(): PageCacheStore & { entries: Map<string, { value: string; ttl: number }> } {
  const entries = new Map<string, { value: string; ttl: number }>()
  return {
    name: 'memory',
    entries,
    get: async (key) => entries.get(key)?.value ?? null,
    put: async (key, value, ttl) => {
      entries.set(key, { value, ttl })
    },
    deletePrefix: async (prefix) => {
      let removed = 0
      for (const key of [...entries.keys()]) {
        if (key.startsWith(prefix)) {
          entries.delete(key)
          removed += 1
        }
      }
      return removed
    },
  }
}

const upstashMemo = new Map<string, PageCacheStore>()

/** Upstash when both of its settings are present, else the KV binding, else none (the cache is off). */
export function storeFromEnv(env: PageCacheEnv): PageCacheStore | null {
  if (env.PAGE_CACHE_MODE === 'off') return null
  return boundStores(env)[0] ?? null
}

/**
 * Every store this deployment can reach - Upstash when configured, then the KV binding - whatever
 * PAGE_CACHE_MODE says: what a purge empties. A purge of the serving store alone left the other's
 * pages (and, with the cache off, every page) to come back as HITs when the cache was switched back
 * or the store changed (round 13 operator audit).
 */
export function boundStores(env: PageCacheEnv): PageCacheStore[] {
  const stores: PageCacheStore[] = []
  const url = env.UPSTASH_REDIS_REST_URL
  const token = env.UPSTASH_REDIS_REST_TOKEN
  if (url && token) {
    const memoKey = `${url}\n${token}`
    let store = upstashMemo.get(memoKey)
    if (!store) {
      store = upstashStore(url, token)
      upstashMemo.set(memoKey, store)
    }
    stores.push(store)
  }
  if (env.PAGE_CACHE) stores.push(kvStore(env.PAGE_CACHE))
  return stores
}
