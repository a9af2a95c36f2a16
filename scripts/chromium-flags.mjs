/**
 * The flags every Chromium this project starts runs with (the end-to-end tests, the first-load
 * measure, the benches): no sandbox (root in a container), no GPU, and nothing the browser would fetch
 * or update on its own (component updates, sync, background networking, QUIC), so a run measures the
 * shop alone.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
