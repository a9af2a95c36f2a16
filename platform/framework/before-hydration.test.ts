import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { beforeHydration } from './before-hydration'

describe('work before hydration (router.options.hydrate)', () => {
  it('upstream: the router awaits its hydrate option before it matches the routes React hydrates', () => {
    const require = createRequire(import.meta.url)
    const pkg = dirname(require.resolve('@tanstack/router-core/package.json'))
    const source = readFileSync(join(pkg, 'dist/esm/load-client.js'), 'utf8')
    const body = source.slice(source.indexOf('async function hydrate(router)'))
    const awaited = body.indexOf('await waitFor(router.options.hydrate?.(')
    expect(awaited).toBeGreaterThan(0)
    expect(body.indexOf('router.matchRoutes(')).toBeGreaterThan(awaited)
  })

  it('resolves only when both the task and the hydrate it wraps are done', async () => {
    const done: string[] = []
    const hydrate = async () => {
      await Promise.resolve()
      done.push('queries')
    }
    const router: { options: { hydrate?: (d: unknown) => Promise<void> } } = { options: { hydrate } }
    beforeHydration(router, async () => {
      await new Promise((r) => setTimeout(r, 5))
      done.push('messages')
    })
    await router.options.hydrate?.({})
    expect(done.sort()).toEqual(['messages', 'queries'])
  })

  it('works when the router had no hydrate of its own', async () => {
    let ran = false
    const router: { options: { hydrate?: (d: unknown) => Promise<void> | void } } = { options: {} }
    beforeHydration(router, async () => {
      ran = true
    })
    await router.options.hydrate?.({})
    expect(ran).toBe(true)
  })
})
