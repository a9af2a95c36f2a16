/**
 * Server field errors are shown as returned: `{ field: [msg] }`, `{ error, fields }`, a string or a
 * list. Anything else gives the fallback text.
 */
export function authErrorMessages(body: unknown, fallback: string): string[] {
  if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) return [body.trim().slice(0, 300)]
  if (Array.isArray(body)) {
    const list = body.filter((v): v is string => typeof v === 'string')
    return list.length > 0 ? list : [fallback]
  }
  if (body && typeof body === 'object') {
    const messages: string[] = []
    for (const value of Object.values(body as Record<string, unknown>)) {
      if (typeof value === 'string') messages.push(value)
      else if (Array.isArray(value)) messages.push(...value.filter((v): v is string => typeof v === 'string'))
      else if (value && typeof value === 'object') messages.push(...authErrorMessages(value, '').filter(Boolean))
    }
    return messages.length > 0 ? [...new Set(messages)] : [fallback]
  }
  return [fallback]
}

/**
 * A failed sign-in: 429 (the back end's sign-in rate limit) is flagged so the form shows its own
 * translated message; anything else shows the server's messages as returned.
 */
export function loginFailure(status: number, body: unknown): { ok: false; errors: string[]; rateLimited?: true } {
  if (status === 429) return { ok: false, errors: [], rateLimited: true }
  return { ok: false, errors: authErrorMessages(body, 'Unknown error occurred') }
}
