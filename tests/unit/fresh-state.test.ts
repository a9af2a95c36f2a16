import { describe, expect, it } from 'vitest'
import { stateToReset } from '#scripts/fresh-state.mjs'

/** scripts/fresh-state.mjs: what a server of the end-to-end run deletes before it starts (FRESH_STATE=1). */
describe('fresh state per end-to-end run', () => {
  it.each([
    // the server that runs the reference back end: the back end's D1/R2 and its own storefront
    [{ stateDir: '/s', port: 8787, ownsBackEnd: true }, ['/s/v3', '/s/storefront-8787']],
    // a theme variant pointed at that back end: only its own storefront, never the back end a sibling is seeding
    [{ stateDir: '/s', port: 8789, ownsBackEnd: false }, ['/s/storefront-8789']],
  ])('%j deletes %j', (options, expected) => {
    expect(stateToReset(options)).toEqual(expected)
  })
})
