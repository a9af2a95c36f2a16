/**
 * Work the browser must finish before the page hydrates, run inside the router's own `hydrate`
 * option (router-core 1.171: `hydrate()` in load-client.js awaits `router.options.hydrate` before it
 * matches the routes and React hydrates; setupRouterSsrQueryIntegration installs one, which this wraps).
 * The language's messages use it: they are not in the page's HTML (issue 31), so the browser loads
 * their chunk before the first render that needs them (app/i18n/hydrate-messages.ts).
 *
 * Upstream: @tanstack/router-core@1.171.39 · issue: none found
 */
interface HydratableRouter {
  // biome-ignore lint/suspicious/noExplicitAny: the router's own hydrate signature (its dehydrated shape is internal)
  options: { hydrate?: (dehydrated: any) => Promise<void> | void }
}

export function beforeHydration(router: HydratableRouter, task: () => Promise<unknown>) {
  const original = router.options.hydrate
  router.options.hydrate = async (dehydrated: unknown) => {
    await Promise.all([task(), original?.(dehydrated)])
  }
}
