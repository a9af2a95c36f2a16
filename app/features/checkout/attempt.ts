/**
 * The checkout's idempotency key (decision 0010): one key per attempt sequence
 * of the same order. A retry of the same order (after a timeout, a 5xx, a lost answer) reuses the
 * key, so the back end answers the order it already created; a changed order gets a new key; a
 * success forgets it. Pure; the checkout keeps the record in sessionStorage.
 */
export interface AttemptRecord {
  key: string
  fingerprint: string
}

/** FNV-1a over the order's JSON (without the captcha token): enough to tell "the same order" apart. */
export function orderFingerprint(order: unknown): string {
  const text = JSON.stringify(order) ?? ''
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return `${(h >>> 0).toString(16)}-${text.length}`
}

/** The record to send this attempt with: the stored one for the same order, else a fresh key. */
export function attemptFor(stored: AttemptRecord | null, fingerprint: string, newKey: () => string): AttemptRecord {
  return stored && stored.fingerprint === fingerprint ? stored : { key: newKey(), fingerprint }
}

/** A stored record, or null when it is missing or not ours. */
export function parseAttempt(raw: string | null): AttemptRecord | null {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<AttemptRecord>) : null
    return v && typeof v.key === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(v.key) && typeof v.fingerprint === 'string'
      ? { key: v.key, fingerprint: v.fingerprint }
      : null
  } catch {
    return null
  }
}

/** 32 random hex digits (getRandomValues also works where randomUUID does not: plain-http pages off localhost). */
export function newAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
