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
 * The slug of every cart product in the new language (spec 4, Language): one slug_check per
 * product, in parallel. A product the back end does not know keeps its slug (absent from the
 * answer); any other failure fails the whole answer, so the cart stays as it was.
 */
export async function translateCartSlugs(
  from: Locale,
  to: Locale,
  lines: { id: number; slug: string }[],
): Promise<SlugAnswer> {
  const answers = await mapLimited(lines, CART_SLUG_REWRITE.concurrency, (line) =>
    callForRequest(to, 'slugCheck', {
      body: { new_lang: to, current_slug: line.slug, object_type: 'product', current_lang: from },
    }),
  )
  const slugs: Record<number, string> = {}
  for (const [i, answer] of answers.entries()) {
    if (answer.ok) {
      if (answer.data.slug) slugs[lines[i]!.id] = answer.data.slug
    } else if (answer.status !== 404) {
      console.warn(`[cart-slugs] ${answer.message}`)
      return { ok: false }
    }
  }
  return {
    ok: true,
    slugs,
    titles: await titlesIn(
      to,
      lines.map((l) => l.id),
    ),
  }
}

/** The products' titles in the new language (products-by-ids); none when the call fails (the slugs still apply). */
async function titlesIn(locale: Locale, ids: number[]): Promise<Record<number, string>> {
  const answer = await callForRequest(locale, 'productsByIds', { query: { ids } })
  if (!answer.ok) {
    console.warn(`[cart-slugs] titles: ${answer.message}`)
    return {}
  }
  return Object.fromEntries(answer.data.map((p) => [p.productId, p.title]))
}
