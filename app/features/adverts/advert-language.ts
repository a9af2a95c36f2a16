import type { Locale } from '#config'

type Texts = Record<Locale, string>

/**
 * An advert in the page's language. A back end that sends the spec's per-language texts (`title_ro`,
 * `title_ru`, ...: accounts spec 3) answers every language at once, read into `titles` and
 * `descriptions` (contract/adverts.ts); the page's own is shown when it has one, else the text as
 * answered (ours is already in the request's language, the spec's the first language it sent).
 */
export function advertInLanguage<
  A extends { title: string; description: string; titles?: Texts; descriptions?: Texts },
>(advert: A, locale: Locale): A {
  const title = advert.titles?.[locale]?.trim() ? advert.titles[locale] : advert.title
  const description = advert.descriptions?.[locale]?.trim() ? advert.descriptions[locale] : advert.description
  return title === advert.title && description === advert.description ? advert : { ...advert, title, description }
}
