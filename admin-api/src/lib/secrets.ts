/** Small crypto helpers: random tokens, HMAC-SHA256 and a constant-time string comparison. */

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** `bytes` random bytes as lowercase hex (2 x bytes characters). */
export function randomHex(bytes = 16): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)))
}

/** HMAC-SHA256(secret, message) as lowercase hex (64 characters). */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const enc = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message))))
}

/**
 * Constant-time equality of two strings: the time depends on the length of `expected` only, never on
 * where the first difference is. A different length is a mismatch (the length of a secret is not secret).
 */
export function safeEqual(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (typeof given !== 'string' || typeof expected !== 'string' || expected.length === 0) return false
  let diff = given.length ^ expected.length
  for (let i = 0; i < expected.length; i++)
    diff |= (given.charCodeAt(i % Math.max(1, given.length)) || 0) ^ expected.charCodeAt(i)
  return diff === 0
}
