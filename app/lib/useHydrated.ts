import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}

/**
 * False on the server and while React hydrates what the server sent; true right after (React renders
 * the component again once it has hydrated) and in every browser render that is not a hydration
 * (a client-side navigation).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  )
}
