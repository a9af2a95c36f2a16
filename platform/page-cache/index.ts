export {
  decodePage,
  defaultMemoryLayer,
  encodePage,
  type MemoryLayer,
  memoryLayer,
  noncePlaceholder,
  type PreparedPage,
  preparePage,
  type StoredPage,
} from './entry'
export { cacheKey, requestSkipReason, SKIPPED_SECTIONS } from './key'
export { purgeAdvertArea, purgePrefixes } from './purge'
export { kvStore, memoryStore, type PageCacheEnv, type PageCacheStore, storeFromEnv, upstashStore } from './store'
