import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fetcherOnFirstCall } from './server-fn-fetcher'

const require = createRequire(import.meta.url)
const clientCore = dirname(
  require.resolve('@tanstack/start-client-core/package.json', {
    paths: [require.resolve('@tanstack/react-start/package.json')],
  }),
)
const upstream = readFileSync(join(clientCore, 'dist/esm/client-rpc/createClientRpc.js'), 'utf8')

describe('the server-function fetcher loads on the first call', () => {
  it('upstream: the installed createClientRpc still has the import and the call the seam rewrites', () => {
    const out = fetcherOnFirstCall(upstream)
    expect(out).not.toBeNull()
    expect(out).not.toContain('import { serverFnFetcher }')
    expect(out).toContain('import("./serverFnFetcher.js")')
    expect(out).toContain('startFetch ?? fetch')
  })

  it('refuses a source of another shape instead of shipping it half-rewritten', () => {
    expect(fetcherOnFirstCall(upstream.replace('startFetch ?? fetch', 'customFetch'))).toBeNull()
    expect(fetcherOnFirstCall('export {}')).toBeNull()
  })
})
