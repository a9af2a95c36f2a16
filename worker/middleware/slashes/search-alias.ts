import { LOCALES } from '#config'

const SEARCH_PAGE = new RegExp(`^/(${LOCALES.join('|')})/search$`)

/**
 * `?q=`, what a shopper or another site usually writes, is the search page's `?query=`: the address
 * with `q` renamed (first value; the other keys as they were), or null when there is nothing to
 * rename. Without it the router answered `?q=ab` with a 307 to `?q=ab&query=ab`, both names in
 * every shared link.
 */
export function searchAliasTarget(url: URL): string | null {
  if (!SEARCH_PAGE.test(url.pathname) || !url.searchParams.has('q')) return null
  const params = new URLSearchParams(url.search)
  const text = params.get('q') ?? ''
  params.delete('q')
  if (!params.has('query')) params.set('query', text)
  return `${url.pathname}?${params}`
}
