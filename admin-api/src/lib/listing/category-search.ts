import { searchWords } from './fuzzy-search.ts'
import type { CategoryRow } from './types.ts'

/**
 * The categories a search names (issue 52 point 7): shoppers type the kind of product ('telefon',
 * 'телефон', 'ноутбук') where titles say 'Smartphone' or 'Laptop'. A category is named when every
 * word of the search (3 letters or more) begins a word of its name in any of the four languages,
 * all but its last letter when it has 5 or more (so 'telefon' names 'Telefoane', the Romanian plural);
 * diacritics and case are ignored. Its products and those of its subcategories then join the title
 * matches, after them. A misspelt or transliterated word names no category: the title search's
 * correction (fuzzy-search.ts) handles it, and says so (corrected_query).
 */
export function categoriesNamed(categories: readonly CategoryRow[], text: string): number[] {
  const words = searchWords(fold(text)).filter((w) => w.length >= 3)
  if (!words.length) return []
  return categories
    .filter((cat) => {
      const names = nameWords(cat)
      return words.every((word) => names.some((n) => n.startsWith(stem(word))))
    })
    .map((cat) => cat.id)
}

/** A word as it begins its inflected forms: all but the last letter of a word of 5 letters or more. */
const stem = (word: string) => (word.length >= 5 ? word.slice(0, -1) : word)

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

function nameWords(cat: CategoryRow): string[] {
  return fold([cat.title_ro, cat.title_ru, cat.title_uk, cat.title_en].join(' ')).match(/[\p{L}\p{N}]+/gu) ?? []
}
