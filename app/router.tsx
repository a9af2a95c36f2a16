import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { beforeHydration } from '#platform/framework/before-hydration.ts'
import { hydrateAsFresh } from '#platform/framework/fresh-hydration.ts'
import { keepScrollAtHydration } from '#platform/framework/hydration-scroll.ts'
import { ErrorPage } from './features/errors'
import { parseRouterSearch, stringifyRouterSearch } from './features/search'
import { messagesForHydration } from './i18n/hydrate-messages'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
}

/** The CSP nonce the Worker created for this response (server only). */
function requestNonce(): string | undefined {
  if (typeof window !== 'undefined') return undefined
  try {
    return (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce
  } catch {
    return undefined
  }
}

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: false,
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPage,
    ssr: { nonce: requestNonce() },
    // ?query is the shopper's text as written, never read as JSON (app/features/search/search-params.ts).
    parseSearch: parseRouterSearch,
    stringifySearch: stringifyRouterSearch,
  })
  // A query marked `meta: { dehydrate: false }` stays out of the page's HTML: the server renders
  // from it, the browser keeps that HTML and fetches the query when it needs it (decision 0053).
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.meta?.dehydrate !== false },
  })
  if (typeof window !== 'undefined') {
    hydrateAsFresh(router)
    keepScrollAtHydration(router)
    beforeHydration(router, () => messagesForHydration(window.location.pathname))
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
