import { answered, type Flag, flagOf } from '#platform/shared/cookie-flags.ts'
import { cookieFrom } from '#platform/shared/session-cookies.ts'

/** document.cookie helpers for the client (non-HttpOnly preference cookies only). */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds: number) {
  if (typeof document === 'undefined') return
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
}

/**
 * A cookie as the browser holds it, read the way the server reads the request's (`cookieFrom`): a
 * quoted, empty or badly encoded value means the same on both sides.
 */
export function getBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return cookieFrom(document.cookie, name)
}

/** Parses a JSON cookie value; malformed values give undefined. */
export function parseJsonCookie<T>(raw: string | undefined, guard: (v: unknown) => v is T): T | undefined {
  if (!raw) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    return guard(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** A boolean cookie's flag as the Worker reads it (platform/shared/cookie-flags.ts); `absent` outside a browser. */
export function browserCookieFlag(name: string): Flag {
  return typeof document === 'undefined' ? 'absent' : flagOf(document.cookie, name)
}

/** Whether a yes/no cookie holds an answer the server would take (platform/shared/cookie-flags.ts). */
export function browserCookieAnswered(name: string): boolean {
  return typeof document !== 'undefined' && answered(document.cookie, name)
}
