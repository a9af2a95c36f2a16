/**
 * The one spelling of a filter selection on the wire (spec 2.3: "a comma-separated list of
 * key:value-list pairs", `brand_id:3,color:black,white,price:100-500`): keys sorted, the price last
 * as in that example, values as given, empty groups left out. The shop's listings (filter-query.ts
 * toApiFilters), check-backend's probes and the reference back end's tests all spell filters with it;
 * parseFilterQuery (catalogue.ts) reads it back. Its own module so that the listing's client code
 * takes it without the catalogue's schemas.
 */
export function formatFilterQuery(sel: Readonly<Record<string, readonly string[]>>): string {
  return Object.keys(sel)
    .sort((a, b) => Number(a === 'price') - Number(b === 'price') || (a < b ? -1 : a > b ? 1 : 0))
    .filter((k) => (sel[k] ?? []).length > 0)
    .map((k) => `${k}:${(sel[k] ?? []).join(',')}`)
    .join(',')
}

/**
 * A filter key (a group's keyword) and a value (an option's keyword, an id, a range) as the URL and
 * the wire carry them: letters of any script, digits and marks, so `roșu`, `красный`, `128 GB` and a
 * group keyworded `12` are filters too (session 60's operator audit: ticking them did nothing). Never
 * the separators (`,` `;` `:`), quotes or angle brackets (both readers trim each token); no key that
 * is an object's own property name.
 */
export const FILTER_KEY = /^(?!(?:__proto__|constructor|prototype)$)[\p{L}\p{N}][\p{L}\p{N}\p{M}_-]{0,39}$/u
export const FILTER_VALUE = /^[\p{L}\p{N}\p{M} ._+/-]{1,60}$/u
/** The price's `from-to`, either side a bound of up to 9 digits and 2 decimals, either side may be empty (`price:100-`). */
export const PRICE_RANGE = /^(\d{1,9}(?:\.\d{1,2})?)?-(\d{1,9}(?:\.\d{1,2})?)?$/
