import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { moduleList, varsObject, withoutEmpty } from '#scripts/miniflare-server.mjs'

/** scripts/miniflare-server.mjs: the end-to-end run's servers (decision 0054). */
describe('miniflare server options', () => {
  it.each([
    [['A:1'], { A: '1' }],
    // A value may hold colons (URLs, URL templates): only the first colon splits.
    [['ADMIN_API_URL:http://127.0.0.1:8788'], { ADMIN_API_URL: 'http://127.0.0.1:8788' }],
    [
      ['MAP_TILES_URL:http://h:1/tiles/{z}/{x}/{y}.svg', 'EMPTY:'],
      { MAP_TILES_URL: 'http://h:1/tiles/{z}/{x}/{y}.svg', EMPTY: '' },
    ],
  ])('--var strings %j become bindings', (vars, expected) => {
    expect(varsObject(vars)).toEqual(expected)
  })

  it('drops what wrangler fills with nothing, and modulesRules (Miniflare lists the modules itself)', () => {
    const kept = {
      name: 'w',
      bindings: { A: '1' },
      durableObjects: { C: { className: 'C' } },
      compatibilityFlags: ['nodejs_compat'],
    }
    expect(
      withoutEmpty({ ...kept, modulesRules: [{ type: 'ESModule' }], r2Buckets: {}, tails: [], zone: undefined }),
    ).toEqual(kept)
  })

  it('lists every module of a built Worker, the entry first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mf-modules-'))
    mkdirSync(join(dir, 'assets'))
    for (const f of ['index.js', 'a.js', 'assets/b.mjs', 'wrangler.json', 'index.js.map'])
      writeFileSync(join(dir, f), '')
    expect(moduleList(join(dir, 'index.js'))).toEqual([
      { type: 'ESModule', path: join(dir, 'index.js') },
      { type: 'ESModule', path: join(dir, 'a.js') },
      { type: 'ESModule', path: join(dir, 'assets/b.mjs') },
    ])
  })
})
