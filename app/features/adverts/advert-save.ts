import type { Locale } from '#config'

/**
 * The browser's side of the advert add/edit/delete calls: they go to the Worker's /api/adverts
 * routes (worker/api/advert.ts; decision 0029), which stream the multipart body to the back end
 * with the session's token. A server function would refuse a body over 256 KiB.
 */

export type SaveResult =
  | { ok: true; slug: string; id: number; isDraft: boolean }
  | { ok: false; status: number; fields: Record<string, string>; messages: string[] }

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}

/**
 * The back end's error body in the contract's shape (`{ error, fields: { name: [messages] } }`,
 * app/api/contract): each field's messages as one text, else the summary, else nothing (the form says it in the page's language). Not app/lib/error-body's
 * general reader: any browser use of that module puts it into every shop page's entry chunk
 * (decision 0029); the server-side callers keep using it.
 */
export function contractErrors(body: unknown): { fields: Record<string, string>; messages: string[] } {
  const fields: Record<string, string> = {}
  const record = (v: unknown): Record<string, unknown> | null =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null
  for (const [name, list] of Object.entries(record(record(body)?.fields) ?? {})) {
    const texts = (Array.isArray(list) ? list : [list])
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
      .map((m) => m.trim().slice(0, 300))
    if (texts.length) fields[name] = texts.join(' ')
  }
  const summary = record(body)?.error
  // No readable text (a proxy's HTML page, an empty body): none here; the form shows its own, in the page's language.
  const messages =
    Object.keys(fields).length || !(typeof summary === 'string' && summary.trim()) ? [] : [summary.trim().slice(0, 300)]
  return { fields, messages }
}

/** Create (no slug: POST) or edit (PATCH by slug); the back end's field errors come back for the form. */
export async function saveAdvert(lang: Locale, slug: string | undefined, body: FormData): Promise<SaveResult> {
  const url = slug ? `/api/adverts/${encodeURIComponent(slug)}?lang=${lang}` : `/api/adverts?lang=${lang}`
  const response = await fetch(url, { method: slug ? 'PATCH' : 'POST', body, credentials: 'same-origin' })
  const parsed = await bodyOf(response)
  if (response.ok) {
    const saved = parsed as { slug: string; id: number; is_draft: boolean }
    return { ok: true, slug: saved.slug, id: saved.id, isDraft: saved.is_draft }
  }
  return { ok: false, status: response.status, ...contractErrors(parsed) }
}

/** Delete: 204 means gone (the page then flags it deleted, spec 4). */
export async function deleteAdvert(lang: Locale, slug: string): Promise<{ ok: boolean; status: number }> {
  const response = await fetch(`/api/adverts/${encodeURIComponent(slug)}?lang=${lang}`, {
    method: 'DELETE',
    credentials: 'same-origin',
  })
  return { ok: response.status === 204, status: response.status }
}
