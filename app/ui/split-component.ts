import { type ComponentType, lazy } from 'react'

/**
 * A component whose code is a chunk of its own, for parts a first load does not need at once (below
 * the fold, behind a LazyHydrate gate). Unlike a bare `lazy`, it never makes a server render wait:
 * the server starts loading the chunk when this module loads, and once the chunk is there `lazy` is
 * given a thenable that answers at once, so React renders the component in place rather than
 * streaming it later. In the browser the chunk loads when React first renders the component - for a
 * gated part, when its gate opens, with the server's HTML kept on screen meanwhile.
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: { default: ComponentType<P> } | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const start = () => {
    loading ??= load().then((component) => {
      loaded = { default: component }
      return loaded
    })
    return loading
  }
  if (import.meta.env.SSR) start().catch(() => {}) // a failure shows when React asks for it
  return lazy(() => {
    if (!loaded) return start()
    const ready = loaded
    // A thenable that calls back at once: `lazy` marks itself resolved before it returns (React's
    // lazy reads no status fields, only whether its callback has run).
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point
    const now = { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(ready) }
    return now as unknown as Promise<{ default: ComponentType<P> }>
  })
}
