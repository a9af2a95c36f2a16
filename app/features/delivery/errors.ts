/**
 * A failed call's body as the messages to show (spec 8: "Delivery address failure - body shown as
 * the error"; "Order failure - body stored as order error"): field errors as "field: message", else
 * the body's error text, else a string body itself, else the fallback. Pure, client-safe.
 */
export function bodyMessages(body: unknown, fallback: string): string[] {
  if (typeof body === 'string' && body.trim()) return [body.trim().slice(0, 500)]
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as { fields?: unknown; error?: unknown }
    if (b.fields && typeof b.fields === 'object') {
      const lines = Object.entries(b.fields as Record<string, unknown>).map(([field, msgs]) => `${field}: ${Array.isArray(msgs) ? msgs.map(String).join(', ') : String(msgs)}`)
      if (lines.length) return lines
    }
    if (typeof b.error === 'string' && b.error.trim()) return [b.error.trim()]
  }
  return [fallback]
}
