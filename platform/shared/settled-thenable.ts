/**
 * A promise already carrying React's thenable fields as fulfilled: `use` returns its value at once,
 * without suspending. A component that may suspend calls `use` on every render, with this once the
 * value is there: React replays a component whose promise settled, and a replay that skipped `use`
 * runs the hooks after it as updates of hooks never mounted (production error #467).
 */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })
}
