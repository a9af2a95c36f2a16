import { AsyncLocalStorage } from 'node:async_hooks'
import type { GlobalSettings } from '#contract/settings.ts'
import { onContentExpiry } from '#platform/backend/content-expiry.ts'
import { onBackEndFailure } from '#platform/backend/failures.ts'
import { onPersonalCall } from '#platform/backend/personal-calls.ts'
import { isSecondaryCall, SECONDARY_FAILURE_TTL_SECONDS } from '#platform/backend/secondary-calls.ts'
import { onStoredRender } from '#platform/backend/shared-answers.ts'
import { onSettingsRead } from '#platform/site.server.ts'

/**
 * What one page render met on its way: the back-end failures reported by the admin API client
 * (platform/backend/failures.ts) while this request's loaders, server functions and streamed queries ran.
 * The page cache stores a render only when `failures` is empty (issue 13), and only for
 * SECONDARY_FAILURE_TTL_SECONDS when `secondaryFailures` is not (decision 0127).
 */
export interface RenderRecord {
  /** Failures that keep the page out of the cache: the settings, the page's main content, any call not known as secondary. */
  failures: string[]
  /** Failures of the secondary calls (platform/backend/secondary-calls.ts): widgets left at the spec's defaults. */
  secondaryFailures: string[]
  /** Whether the render called the back end with the shopper's session token (never stored). */
  personal: boolean
  /** The earliest time (epoch ms) what the page shows stops being true (content-expiry.ts), or null. */
  expiresAt: number | null
  /** Per language, the site settings the render read first (decision 0128: the stored page's settings fingerprint). */
  settings?: Map<string, GlobalSettings>
}

const MAX_KEPT = 5
const records = new AsyncLocalStorage<RenderRecord>()

onBackEndFailure((message, endpoint) => {
  const record = records.getStore()
  const kept = record && (isSecondaryCall(endpoint) ? record.secondaryFailures : record.failures)
  if (kept && kept.length < MAX_KEPT) kept.push(message)
})

/** The TTL (seconds) a clean render is stored for: `ttl`, or at most SECONDARY_FAILURE_TTL_SECONDS when a secondary call failed. */
export function storedTtl(record: RenderRecord, ttl: number): number {
  return record.secondaryFailures.length > 0 ? Math.min(ttl, SECONDARY_FAILURE_TTL_SECONDS) : ttl
}

onContentExpiry((at) => {
  const record = records.getStore()
  if (record) record.expiresAt = Math.min(record.expiresAt ?? at, at)
})

onSettingsRead((identity, settings) => {
  const record = records.getStore()
  if (!record || identity.devMode) return
  record.settings ??= new Map()
  if (!record.settings.has(identity.locale)) record.settings.set(identity.locale, settings)
})

onPersonalCall(() => {
  const record = records.getStore()
  if (record) record.personal = true
})

// A render with a record is one the page cache stores when it comes out clean: it asks the back end
// afresh rather than take an answer kept for another shopper (decision 0095), once per answer: the
// record is the render's identity.
onStoredRender(() => records.getStore())

/** Runs `work` (the render) with a fresh record that the caller reads afterwards. */
export function withRenderRecord<T>(work: (record: RenderRecord) => Promise<T>): Promise<T> {
  const record: RenderRecord = { failures: [], secondaryFailures: [], personal: false, expiresAt: null }
  return records.run(record, () => work(record))
}
