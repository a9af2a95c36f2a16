import type { Locale } from '../../../app.config'

/**
 * The browser's side of the advert add/edit/delete calls: they go to the Worker's /api/adverts
 * routes (worker/advert-api.ts; decision 0030), which stream the multipart body to the back end
 * with the session's token. A server function would refuse a body over 256 KiB.
 */

export type SaveResult = { ok: true; slug: string; id: number; isDraft: boolean } | { ok: false; status: number; fields: Record<string, string>; messages: string[] }

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
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
  // loaded on a failure only: it stays in the chunk the shop's forms share
  const { formErrors } = await import('../../lib/error-body')
  return { ok: false, status: response.status, ...formErrors(parsed) }
}

/** Delete: 204 means gone (the page then flags it deleted, spec 4). */
export async function deleteAdvert(lang: Locale, slug: string): Promise<{ ok: boolean; status: number }> {
  const response = await fetch(`/api/adverts/${encodeURIComponent(slug)}?lang=${lang}`, { method: 'DELETE', credentials: 'same-origin' })
  return { ok: response.status === 204, status: response.status }
}
