import type { Locale } from '#config'

/**
 * The browser's side of the advert add/edit/delete calls: they go to the Worker's /api/adverts
 * routes (worker/api/advert.ts; decision 0029), which stream the multipart body to the back end
 * with the session's token. A server function would refuse a body over 256 KiB.
 */

export type SaveResult =
  /** slug null: a create whose answer named no advert (the form sends the shopper to their adverts). */
  | { ok: true; slug: string | null; id: string | null; isDraft: boolean }
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
 * app/api/contract): each field's messages as one text, else the summary, else nothing (the form says it in the page's language). Not platform/shared/error-body's
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
  // The Worker sends `error` only for what no field carries (worker/api/advert.ts advertRefusal): a
  // `non_field_errors` or `detail` beside the fields is shown with them. No readable text: none here;
  // the form shows its own, in the page's language.
  const summary = record(body)?.error
  const messages = typeof summary === 'string' && summary.trim() ? [summary.trim().slice(0, 300)] : []
  return { fields, messages }
}

/** The slug a new advert proposes (the spec's POST /api/adverts/{slug}/): its title's Latin letters and digits. */
export function slugOfTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

/** Create (no slug: POST) or edit (PATCH by slug); the back end's field errors come back for the form. */
export async function saveAdvert(lang: Locale, slug: string | undefined, body: FormData): Promise<SaveResult> {
  // A create proposes a slug from the title (the Worker adds a random one when there is none).
  const title = [...body.entries()].find(([k, v]) => /^title_/.test(k) && typeof v === 'string' && v.trim())?.[1]
  const proposed = typeof title === 'string' ? slugOfTitle(title) : ''
  const url = slug
    ? `/api/adverts/${encodeURIComponent(slug)}?lang=${lang}`
    : `/api/adverts?lang=${lang}${proposed ? `&slug=${proposed}` : ''}`
  const response = await fetch(url, { method: slug ? 'PATCH' : 'POST', body, credentials: 'same-origin' })
  const parsed = await bodyOf(response)
  if (response.ok) {
    // The Worker's AdvertSaved (worker/api/advert.ts advertSaved), whatever the back end answered.
    const saved = (parsed ?? {}) as { slug?: string | null; id?: string | null; is_draft?: boolean | null }
    return { ok: true, slug: saved.slug ?? slug ?? null, id: saved.id ?? null, isDraft: saved.is_draft ?? false }
  }
  return { ok: false, status: response.status, ...contractErrors(parsed) }
}

/**
 * Delete: gone when the back end took it (the page then flags it deleted, spec 4: "after a 204"). The
 * Worker answers any 2xx of the back end as 204 (decision 0037; session 61's operator audit: a 200 or
 * 202 said "could not be deleted" of a deleted advert), so any 2xx here is gone.
 */
export async function deleteAdvert(lang: Locale, slug: string): Promise<{ ok: boolean; status: number }> {
  const response = await fetch(`/api/adverts/${encodeURIComponent(slug)}?lang=${lang}`, {
    method: 'DELETE',
    credentials: 'same-origin',
  })
  return { ok: response.ok, status: response.status }
}
