/** Text, number and time helpers of the seed (its own plain rounding: the data must not change). */

export const round2 = (n: number) => Math.round(n * 100) / 100

/** Cyrillic letters in Latin (ru, uk): slugs here, forgiving search spellings in src/lib/listing/fuzzy-search.ts. */
export const CYR: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
}

/** URL slug from a title in any of the four languages. */
export function slugify(text: string): string {
  let out = ''
  for (const ch of text.toLowerCase().normalize('NFD')) {
    const code = ch.charCodeAt(0)
    if (code >= 0x300 && code <= 0x36f) continue
    if (CYR[ch] !== undefined) out += CYR[ch]
    else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) out += ch
    else out += '-'
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '')
}

export const SEED_BASE_TIME = Date.UTC(2026, 10, 1, 9, 0, 0) // fixed: 2026-11-01T09:00:00Z
export const iso = (ms: number) => new Date(ms).toISOString()
