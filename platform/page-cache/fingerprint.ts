import type { GlobalSettings } from '#contract/settings.ts'

/**
 * The settings a cached page was rendered with, as a short fingerprint (decision 0128): the page
 * cache stores it with the page and, on a hit, compares it with the settings the isolate holds now;
 * a page rendered with other settings is rendered again. Every normalised field of the site settings
 * counts (the name, languages, main language, currency, hidden prices, cart settings, the menu, the
 * logo and colours, the header's pages, the tags: each shapes the layout every page has), except
 * those that move with the catalogue rather than with the operator's choices.
 */
const NOT_A_CHOICE = new Set<string>(['active_products_count'])

/** cyrb53 (a public-domain 53-bit string hash): fast and well spread; two seeds give 106 bits. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/**
 * Per settings object, its fingerprint: the isolate's memo hands every render and every hit the same
 * object until it loads the settings again, so a 1 MB menu is hashed once per load, not per hit.
 */
const known = new WeakMap<GlobalSettings, string>()

export function settingsFingerprint(settings: GlobalSettings): string {
  const kept = known.get(settings)
  if (kept !== undefined) return kept
  const text = JSON.stringify(settings, (key, value) => (NOT_A_CHOICE.has(key) ? undefined : value))
  const print = `${cyrb53(text, 1).toString(36)}.${cyrb53(text, 2).toString(36)}`
  known.set(settings, print)
  return print
}
