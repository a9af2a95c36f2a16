import type { Plugin } from 'vite'

/**
 * A server function's client stub (TanStack Start's createClientRpc) imports the fetcher, and with
 * it seroval and the frame decoder (~11 kB gzip), at load time. A cached page calls no server
 * function before the shopper does something (decision 0011), so the client build loads the fetcher
 * on the first call instead (decision 0018). Framework seam for @tanstack/start-client-core 1.170.x:
 * the build fails if the library's code changed shape, and server-fn-fetcher.test.ts fails first.
 *
 * Upstream: @tanstack/start-client-core@1.170.39 · issue: none found
 */
export const CREATE_CLIENT_RPC = /\/start-client-core\/dist\/esm\/client-rpc\/createClientRpc\.js$/
const STATIC_IMPORT = 'import { serverFnFetcher } from "./serverFnFetcher.js";'
const CALL = 'return serverFnFetcher(url, args, startFetch ?? fetch);'

/** createClientRpc.js with the fetcher imported on the first call; null when the source changed shape. */
export function fetcherOnFirstCall(code: string): string | null {
  if (!code.includes(STATIC_IMPORT) || !code.includes(CALL)) return null
  return code
    .replace(STATIC_IMPORT, 'const loadFetcher = () => import("./serverFnFetcher.js");')
    .replace(
      CALL,
      'return loadFetcher().then(({ serverFnFetcher }) => serverFnFetcher(url, args, startFetch ?? fetch));',
    )
}

export function serverFnFetcherOnFirstCall(): Plugin {
  return {
    name: 'server-fn-fetcher-on-first-call',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!CREATE_CLIENT_RPC.test(id)) return
      const rewritten = fetcherOnFirstCall(code)
      if (rewritten === null) this.error(`${id} changed: update platform/framework/server-fn-fetcher.ts`)
      return { code: rewritten, map: null }
    },
  }
}
