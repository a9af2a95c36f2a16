import { describe, expect, it } from 'vitest'
import { THEMES } from '#config'
import { parseSitePorts, SITE_PORT_THEMES, sitePortVars } from '#scripts/site-ports.mjs'

/** scripts/site-ports.mjs: `npm start`'s SITE_PORTS, `port=token` or `port=token:theme`. */
describe('SITE_PORTS', () => {
  it('knows the themes app.config.ts knows', () => {
    expect(SITE_PORT_THEMES).toEqual([...THEMES])
  })

  it.each([
    // as before: a token, the main storefront's THEME
    ['9777=demo-electro-uah-token', [{ port: 9777, token: 'demo-electro-uah-token' }], []],
    // a token and its theme
    ['9777=demo-electro-uah-token:electro', [{ port: 9777, token: 'demo-electro-uah-token', theme: 'electro' }], []],
    [
      ' 8789=demo-home-ro-token:home , 8790=demo-pharma-token ,',
      [
        { port: 8789, token: 'demo-home-ro-token', theme: 'home' },
        { port: 8790, token: 'demo-pharma-token' },
      ],
      [],
    ],
    // an unknown theme, no token, no port, a port out of range: said, not served
    ['9777=demo-electro-uah-token:electr', [], ['9777=demo-electro-uah-token:electr']],
    ['9777=, =demo-home-token, 99999=demo-home-token', [], ['9777=', '=demo-home-token', '99999=demo-home-token']],
    [undefined, [], []],
  ])('%j', (text, variants, ignored) => {
    expect(parseSitePorts(text)).toEqual({ variants, ignored })
  })

  it('gives a theme only to the entry that names one', () => {
    expect(sitePortVars({ port: 1, token: 't', theme: 'electro' })).toEqual(['SITE_TOKEN:t', 'THEME:electro'])
    expect(sitePortVars({ port: 1, token: 't' })).toEqual(['SITE_TOKEN:t'])
  })
})
