export { cacheKey, requestSkipReason, SKIPPED_SECTIONS } from './key'
export {
  decodePage,
  defaultMemoryLayer,
  encodePage,
  type MemoryLayer,
  memoryLayer,
  NONCE_PLACEHOLDER,
  PAGE_CACHE_HEADER,
  type PageCacheOptions,
  type PreparedPage,
  pageCache,
  pageCachePurge,
  preparePage,
  type StoredPage,
} from './middleware'
export { kvStore, memoryStore, type PageCacheEnv, type PageCacheStore, storeFromEnv, upstashStore } from './store'
