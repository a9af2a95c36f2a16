import { CART_SLUG_REWRITE, type Locale } from '#config'
import { callForRequest } from '#platform/request.server.ts'

export type SlugAnswer = { ok: true; slugs: Record<number, string>; titles: Record<number, string> } | { ok: false }

/** Runs `fn` over `items`, at most `limit` at a time, keeping the order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

/**
 * The slug of every cart product in the new language (spec 4, Language), for CART_SLUG_REWRITE's
 * cost: the products' cards in the new language (products-by-ids) name most slugs and every title;
 * a slug_check is asked for a product whose card names none, or the same slug (a back end whose card
 * does not translate it), each slug once, at most `checks` of them. A product the back end does not
 * list, or does not know (slug_check 404), keeps its slug (absent from the answer); any other failed
 * slug_check fails the whole answer, so the cart stays as it was.
 */
export async function translateCartSlugs(
  from: Locale,
  to: Locale,
  lines: { id: number; slug: string }[],
): Promise<SlugAnswer> {
  const slugOf = new Map<number, string>()
  for (const line of lines) if (!slugOf.has(line.id)) slugOf.set(line.id, line.slug)
  const cards = await cardsIn(to, [...slugOf.keys()])
  const slugs: Record<number, string> = {}
  const unnamed = new Map<string, number[]>()
  for (const [id, slug] of slugOf) {
    const card = cards?.get(id)
    if (cards && !card) continue
    if (card?.url && card.url !== slug) slugs[id] = card.url
    else unnamed.set(slug, [...(unnamed.get(slug) ?? []), id])
  }
  const asked = [...unnamed.keys()].slice(0, CART_SLUG_REWRITE.checks)
  const answers = await mapLimited(asked, CART_SLUG_REWRITE.concurrency, (slug) =>
    callForRequest(to, 'slugCheck', {
      body: { new_lang: to, current_slug: slug, object_type: 'product', current_lang: from },
    }),
  )
  for (const [i, answer] of answers.entries()) {
    if (answer.ok) {
      const next = answer.data.slug
      if (next) for (const id of unnamed.get(asked[i]!) ?? []) slugs[id] = next
    } else if (answer.status !== 404) {
      console.warn(`[cart-slugs] ${answer.message}`)
      return { ok: false }
    }
  }
  const titles: Record<number, string> = {}
  for (const [id, card] of cards ?? []) titles[id] = card.title
  return { ok: true, slugs, titles }
}

/**
 * The products' cards in the new language (products-by-ids), by id; null when the call fails (every
 * product is then asked by slug_check, within its limit, and keeps its title).
 */
async function cardsIn(locale: Locale, ids: number[]): Promise<Map<number, { title: string; url: string }> | null> {
  const answer = await callForRequest(locale, 'productsByIds', { query: { ids } })
  if (!answer.ok) {
    console.warn(`[cart-slugs] cards: ${answer.message}`)
    return null
  }
  return new Map(answer.data.map((p) => [p.productId, { title: p.title, url: p.url }]))
}
