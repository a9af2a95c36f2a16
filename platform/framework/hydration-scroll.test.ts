// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepScrollAtHydration } from './hydration-scroll'

function makeRouter() {
  const root = createRootRoute()
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/' }),
    createRoute({ getParentRoute: () => root, path: '/next' }),
  ])
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), scrollRestoration: false })
}

/** What the router's Transitioner emits once the hydrated page has rendered. */
function emitFirstRender(router: ReturnType<typeof makeRouter>) {
  const location = router.latestLocation
  router.emit({
    type: 'onRendered',
    fromLocation: location,
    toLocation: location,
    pathChanged: false,
    hrefChanged: false,
    hashChanged: false,
  })
}

describe('the scroll position at hydration', () => {
  afterEach(() => vi.restoreAllMocks())

  it('upstream: the first render scrolls the window to the top (why the seam exists)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    emitFirstRender(makeRouter())
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }))
  })

  it('with the seam the first render leaves the shopper where they scrolled', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = makeRouter()
    keepScrollAtHydration(router)
    emitFirstRender(router)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('a navigation inside the app still starts at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = makeRouter()
    keepScrollAtHydration(router)
    emitFirstRender(router)
    await router.navigate({ href: '/next' })
    const location = router.latestLocation
    router.emit({
      type: 'onRendered',
      fromLocation: location,
      toLocation: location,
      pathChanged: true,
      hrefChanged: true,
      hashChanged: false,
    })
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }))
  })
})
