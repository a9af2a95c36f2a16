import { defaultMemoryLayer } from './entry'
import { advertAreaPrefixes } from './key'
import { boundStores, type PageCacheEnv, type PageCacheStore } from './store'

/**
 * Deletes every cached page whose key starts with one of `prefixes`, in this isolate's layer and in
 * every store the deployment reaches (boundStores: the page cache switched off or moved to another
 * store keeps no page a purge missed). Returns how many store entries went; a failing store is logged and answers null (the
 * pages then expire with their TTL; the change that asked for the purge has already succeeded).
 */
export async function purgePrefixes(env: PageCacheEnv, prefixes: string[], label: string): Promise<number | null> {
  for (const prefix of prefixes) defaultMemoryLayer.deletePrefix(prefix)
  let stores: PageCacheStore[]
  try {
    stores = boundStores(env)
  } catch (error) {
    console.error(`[page-cache] ${label}: store unavailable, pages expire with their TTL`, error)
    return null
  }
  try {
    const counts = await Promise.all(stores.flatMap((store) => prefixes.map((prefix) => store.deletePrefix(prefix))))
    return counts.reduce((a, b) => a + b, 0)
  } catch (error) {
    console.error(`[page-cache] ${label}: purge failed, pages expire with their TTL`, error)
    return null
  }
}

/** Purges the adverts area of the site in every language: the lists and each advert's page, by slug or id. */
export function purgeAdvertArea(env: PageCacheEnv & { SITE_TOKEN?: string }, label: string): Promise<number | null> {
  return purgePrefixes(env, advertAreaPrefixes(env.SITE_TOKEN ?? ''), label)
}
