import type { Locale } from '#config'

type Texts = Record<Locale, string>

/**
 * A named thing of the adverts area (a lookup's region, location, sector, category, attribute or
 * option; an advert's nested reference) in the page's language: its `titles[locale]` (the back end's
 * `title_ro`, `title_ru`, ..., read by contract/adverts.ts namedAs) when sent and not blank, else its
 * title as answered (the first language sent, or the back end's `title` / `name`).
 */
export function inLanguage<R extends { title: string; titles?: Texts }>(item: R, locale: Locale): R {
  const title = item.titles?.[locale]?.trim() ? item.titles[locale] : item.title
  return title === item.title ? item : { ...item, title }
}

/** A lookup's items in the page's language (inLanguage). */
export const listInLanguage = <R extends { title: string; titles?: Texts }>(list: readonly R[], locale: Locale): R[] =>
  list.map((item) => inLanguage(item, locale))

const REFERENCES = ['category', 'region', 'location', 'sector'] as const
type Reference = { title: string; titles?: Texts } | null | undefined

/**
 * An advert in the page's language. A back end that sends the spec's per-language texts (`title_ro`,
 * `title_ru`, ...: accounts spec 3) answers every language at once, read into `titles` and
 * `descriptions` (contract/adverts.ts); the page's own is shown when it has one, else the text as
 * answered (ours is already in the request's language, the spec's the first language it sent). Its
 * category and places nested with per-language titles are read so too.
 */
export function advertInLanguage<
  A extends {
    title: string
    description: string
    titles?: Texts
    descriptions?: Texts
    category?: Reference
    region?: Reference
    location?: Reference
    sector?: Reference
  },
>(advert: A, locale: Locale): A {
  const title = advert.titles?.[locale]?.trim() ? advert.titles[locale] : advert.title
  const description = advert.descriptions?.[locale]?.trim() ? advert.descriptions[locale] : advert.description
  const refs: Partial<Record<(typeof REFERENCES)[number], Reference>> = {}
  for (const key of REFERENCES) {
    const ref = advert[key]
    if (ref && inLanguage(ref, locale) !== ref) refs[key] = inLanguage(ref, locale)
  }
  if (title === advert.title && description === advert.description && Object.keys(refs).length === 0) return advert
  return { ...advert, title, description, ...refs }
}
