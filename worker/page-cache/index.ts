export { cacheKey, requestSkipReason, SKIPPED_SECTIONS } from './key'
export { decodePage, defaultMemoryLayer, encodePage, type MemoryLayer, memoryLayer, NONCE_PLACEHOLDER, type PreparedPage, preparePage, PAGE_CACHE_HEADER, pageCache, pageCachePurge, type PageCacheOptions, type StoredPage } from './middleware'
export { kvStore, memoryStore, type PageCacheEnv, type PageCacheStore, storeFromEnv, upstashStore } from './store'
