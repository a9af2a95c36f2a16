import { LIMITS } from '#config'

/** The key under which every brand that starts with a digit is grouped (spec 5: digits 1-9 under 1, first). */
export const DIGIT_GROUP = '1'
/** Brands whose name starts with neither a letter nor a digit. */
export const OTHER_GROUP = '#'

/**
 * The alphabet group of a brand name: '1' for a leading digit, the first letter in upper case
 * without diacritics for a letter (Kärcher -> K, Șapte -> S, Яблоко -> Я), '#' otherwise.
 * A leading 0 counts as a digit too (a name cannot sort before the digit group otherwise).
 */
export function brandGroupKey(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
  if (!first) return OTHER_GROUP
  if (/\d/.test(first)) return DIGIT_GROUP
  if (/\p{L}/u.test(first)) return first.toLocaleUpperCase()
  return OTHER_GROUP
}

export interface BrandGroup<T> {
  key: string
  brands: T[]
}

/** Group rank: digits first, then letters (Latin before other scripts, each alphabetical), '#' last. */
function rank(key: string): number {
  if (key === DIGIT_GROUP) return 0
  if (key === OTHER_GROUP) return 3
  return /[A-Z]/.test(key) ? 1 : 2
}

/**
 * Brands in alphabetical groups: the digit group '1' first, then letters in alphabetical order,
 * names sorted inside a group (numeric aware: 2E before 10X). Blank names are dropped.
 */
export function groupBrands<T extends { name: string }>(brands: readonly T[], locale = 'en'): BrandGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const groups = new Map<string, T[]>()
  for (const brand of brands) {
    if (!brand.name.trim()) continue
    const key = brandGroupKey(brand.name)
    groups.set(key, [...(groups.get(key) ?? []), brand])
  }
  return [...groups.entries()]
    .map(([key, list]) => ({ key, brands: [...list].sort((a, b) => collator.compare(a.name.trim(), b.name.trim())) }))
    .sort((a, b) => rank(a.key) - rank(b.key) || collator.compare(a.key, b.key))
}

/** Featured brands: the first 12 as the back end orders them. */
export function featuredBrands<T>(brands: readonly T[]): T[] {
  return brands.slice(0, LIMITS.featuredBrands)
}

/** What a featured brand's link shows: the home page's data carries these fields of the first 12, not the whole list (decision 0053). */
export type FeaturedBrand = { id: number; name: string; slug: string; image: string | null }

/** The home page's featured brands, with only the fields their links read. */
export function featuredBrandLinks(brands: readonly FeaturedBrand[]): FeaturedBrand[] {
  return featuredBrands(brands).map(({ id, name, slug, image }) => ({ id, name, slug, image }))
}

/** The URL of a brand page. */
export function brandHref(lang: string, brand: { slug: string }): string {
  return `/${lang}/brands/${encodeURIComponent(brand.slug)}`
}
