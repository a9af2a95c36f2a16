import { CYR } from '#admin-api/seed/text.ts'
import type { Db } from './types.ts'

/**
 * A forgiving product search (issue 28): a word the index does not know is replaced by the Latin
 * spelling of a Cyrillic word ("самсунг" -> "samsung", as shoppers of the ru and uk pages type
 * brand names) or by the most frequent indexed word one edit away ("samsnug" -> "samsung": one
 * letter added, dropped, changed, or two neighbours swapped), and the reverse: a Cyrillic word typed
 * in Latin letters ("noutbuk" -> "ноутбук", the ru and uk titles). Words of fewer than 4 letters are
 * only transliterated: one edit in a 3-letter word is a different word.
 */

/** The Latin spelling of a lower-case word (letters outside the table are kept). */
export function transliterate(word: string): string {
  return Array.from(word, (ch) => CYR[ch] ?? ch).join('')
}

/** Latin letters (and digraphs, longest first) as a Russian or Ukrainian shopper types a Cyrillic word on a Latin keyboard. */
const LAT: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['ye', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'ж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
]

/** The Cyrillic spelling of a lower-case Latin word ("noutbuk" -> "ноутбук"); null when it has other letters. */
export function toCyrillic(word: string): string | null {
  if (!/^[a-z0-9]+$/.test(word) || !/[a-z]/.test(word)) return null
  let out = ''
  let i = 0
  while (i < word.length) {
    const hit = LAT.find(([lat]) => word.startsWith(lat, i))
    if (hit) {
      out += hit[1]
      i += hit[0].length
    } else {
      out += word[i]
      i++
    }
  }
  return out
}

/** True when `a` becomes `b` with at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2) // one swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** The words of a search as ftsExpression reads them. */
export const searchWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2).slice(0, 8)

const quoted = (w: string) => `"${w.replace(/"/g, '')}"*`

async function known(db: Db, word: string): Promise<boolean> {
  return (await db.all('SELECT 1 FROM product_search WHERE product_search MATCH ? LIMIT 1', [quoted(word)])).length > 0
}

/** The most frequent indexed term one edit away from `word`, among terms starting like it (first or second letter). */
async function nearestTerm(db: Db, word: string): Promise<string | null> {
  const starts = [...new Set([word[0]!, word[1]!])]
  let best: { term: string; doc: number } | null = null
  for (const s of starts) {
    const next = String.fromCodePoint(s.codePointAt(0)! + 1)
    const rows = await db.all<{ term: string; doc: number }>(
      'SELECT term, doc FROM product_search_vocab WHERE term >= ? AND term < ?',
      [s, next],
    )
    for (const r of rows) if (withinOneEdit(word, r.term) && (!best || r.doc > best.doc)) best = r
  }
  return best?.term ?? null
}

/**
 * An FTS5 expression for `text` with each unknown word corrected, or null when some word has no
 * correction either (the search then has no results) or nothing needed correcting.
 */
export async function correctedExpression(
  db: Db,
  text: string,
): Promise<{ expression: string; words: string[] } | null> {
  const words = searchWords(text)
  if (!words.length) return null
  let changed = false
  const out: string[] = []
  for (const word of words) {
    if (await known(db, word)) {
      out.push(word)
      continue
    }
    const latin = transliterate(word)
    let fixed: string | null = latin !== word && (await known(db, latin)) ? latin : null
    if (!fixed && word.length >= 4) fixed = await nearestTerm(db, word)
    if (!fixed && latin !== word && latin.length >= 4) fixed = await nearestTerm(db, latin)
    // the reverse: a Cyrillic word typed in Latin letters ("noutbuk" finds "ноутбук" on ru and uk titles)
    const cyr = toCyrillic(word)
    if (!fixed && cyr && (await known(db, cyr))) fixed = cyr
    if (!fixed && cyr && cyr.length >= 4) fixed = await nearestTerm(db, cyr)
    if (!fixed) return null
    changed = true
    out.push(fixed)
  }
  return changed ? { expression: out.map(quoted).join(' AND '), words: out } : null
}
