import { createFileRoute, redirect } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import {
  ArticlesPage,
  articlesHref,
  contentHead,
  needsSearchCleanup,
  parseListSearch,
} from '#app/features/content/index.ts'
import type { PageAddresses } from '#app/shell/seo.ts'
import { LOCALES } from '#config'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

/** /{lang}/articles?tab=&page=: tab 0 and page 1 (and junk) are removed from the URL with a 301. */
export const Route = createFileRoute('/$lang/articles/')({
  validateSearch: (raw: Record<string, unknown>) => parseListSearch(raw),
  beforeLoad: ({ location, params }) => {
    const raw = Object.fromEntries(new URLSearchParams(location.searchStr))
    if (needsSearchCleanup(raw)) {
      const clean = parseListSearch(raw)
      const rest = new URLSearchParams(location.searchStr)
      rest.delete('tab')
      rest.delete('page')
      const href = articlesHref(params.lang as never, clean)
      const extra = rest.toString()
      throw redirect({ href: extra ? `${href}${href.includes('?') ? '&' : '?'}${extra}` : href, statusCode: 301 })
    }
  },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 0, page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const data = await context.queryClient.ensureQueryData(
      contentQuery({ kind: 'articles', lang: context.lang, tab: deps.tab, page: deps.page }),
    )
    // Canonical and hreflang: each page of the list is its own, as a category's (`?page=2`), and so is
    // each tab (`?tab=1`): a section of the articles the tab bar links, a list of its own, not an order
    // or a filter of the same one.
    const addresses = Object.fromEntries(LOCALES.map((l) => [l, articlesHref(l, deps)])) as PageAddresses
    return { unavailable: data.unavailable, addresses }
  },
  // The articles failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  // Failed, noindex.
  head: contentHead('articles'),
  component: ArticlesRoute,
})

function ArticlesRoute() {
  const { tab, page } = Route.useLoaderDeps()
  return <ArticlesPage tab={tab} page={page} />
}
