import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/** scripts/audit-deps.mjs run as CI runs it, on a small fake lockfile and advisory list. */
// a string path: under happy-dom the global URL is not Node's, which fileURLToPath refuses
const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/audit-deps.mjs')
const dir = mkdtempSync(join(tmpdir(), 'audit-deps-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Json = Record<string, unknown>
let fileNo = 0
function file(content: unknown): string {
  const path = join(dir, `f${fileNo++}.json`)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

function lockfile(packages: Record<string, string>): Json {
  const entries: Record<string, Json> = { '': { name: 'shop', version: '1.0.0' } }
  for (const [path, version] of Object.entries(packages)) entries[path] = { version }
  return { name: 'shop', lockfileVersion: 3, requires: true, packages: entries }
}

const wsAdvisory = {
  id: 'GHSA-3h5v-q93c-6h6q',
  package: 'ws',
  severity: 'high',
  summary: 'DoS with many headers',
  affected: [
    { range: '>=7.0.0 <7.5.10', fixed: '7.5.10' },
    { range: '>=8.0.0 <8.17.1', fixed: '8.17.1' },
  ],
  reviewedOn: '2026-11-01',
}
const cookieLow = {
  id: 'GHSA-pxg6-pf52-xh8x',
  package: 'cookie',
  severity: 'low',
  summary: 'out-of-bounds characters',
  affected: [{ range: '<0.7.0', fixed: '0.7.0' }],
  reviewedOn: '2026-11-01',
}

function advisories(extra: Json = {}): Json {
  return { reviewedOn: '2026-11-01', advisories: [wsAdvisory, cookieLow], allowlist: [], ...extra }
}
const allowWs = (expires: string) => ({
  allowlist: [{ id: 'GHSA-3h5v-q93c-6h6q', package: 'ws', reason: 'dev server only, never reachable', expires }],
})

function run(lock: unknown, list: unknown, ...args: string[]) {
  const r = spawnSync(
    process.execPath,
    [script, '--lockfile', file(lock), '--advisories', file(list), '--today', '2026-11-20', ...args],
    { encoding: 'utf8' },
  )
  return { code: r.status, out: `${r.stdout}${r.stderr}` }
}

// Each case runs the script in a child Node process: seconds apiece on a loaded 2-core machine, so not vitest's 5 s default.
describe('audit-deps (offline dependency audit)', { timeout: 30_000 }, () => {
  it.each([
    {
      name: 'affected top-level version fails with package, path, id, severity and fixed version',
      lock: lockfile({ 'node_modules/ws': '8.16.0' }),
      list: advisories(),
      code: 1,
      expects: ['ws@8.16.0  node_modules/ws', 'GHSA-3h5v-q93c-6h6q (high)', 'fixed in 8.17.1', '1 finding'],
    },
    {
      name: 'affected nested copy is found at its nested lockfile path',
      lock: lockfile({ 'node_modules/ws': '8.18.0', 'node_modules/puppeteer-core/node_modules/ws': '7.5.9' }),
      list: advisories(),
      code: 1,
      expects: ['ws@7.5.9  node_modules/puppeteer-core/node_modules/ws', 'fixed in 7.5.10', '1 finding'],
    },
    {
      name: 'npm alias is matched by its real package name',
      lock: { lockfileVersion: 3, packages: { '': {}, 'node_modules/my-ws': { name: 'ws', version: '8.0.0' } } },
      list: advisories(),
      code: 1,
      expects: ['ws@8.0.0  node_modules/my-ws'],
    },
    {
      name: 'unaffected versions (the fixed version itself included) pass with a one-line summary and the list age',
      lock: lockfile({
        'node_modules/ws': '8.17.1',
        'node_modules/a/node_modules/ws': '7.5.10',
        'node_modules/cookie': '1.1.1',
      }),
      list: advisories(),
      code: 0,
      expects: [
        'audit-deps: ok - 3 packages checked against 2 advisories, no findings; advisory list reviewed 2026-11-01 (19 days ago)',
      ],
    },
    {
      name: 'allowlisted finding passes before its expiry',
      lock: lockfile({ 'node_modules/ws': '8.16.0' }),
      list: advisories(allowWs('2026-12-31')),
      code: 0,
      expects: ['accepted until 2026-12-31', 'no findings (1 accepted)'],
    },
    {
      name: 'allowlisted finding still passes on its expiry day',
      lock: lockfile({ 'node_modules/ws': '8.16.0' }),
      list: advisories(allowWs('2026-11-20')),
      code: 0,
      expects: ['(1 accepted)'],
    },
    {
      name: 'allowlisted finding fails the day after its expiry',
      lock: lockfile({ 'node_modules/ws': '8.16.0' }),
      list: advisories(allowWs('2026-11-19')),
      code: 1,
      expects: ['allowlisted until 2026-11-19: that acceptance has expired', 'FAILED'],
    },
    {
      name: 'low severity is ignored at the default level',
      lock: lockfile({ 'node_modules/cookie': '0.6.0' }),
      list: advisories(),
      code: 0,
      expects: ['no findings (1 below moderate ignored)'],
    },
    {
      name: 'an allowlist entry that matches nothing is reported as stale, not failed',
      lock: lockfile({ 'node_modules/ws': '8.17.1' }),
      list: advisories(allowWs('2026-12-31')),
      code: 0,
      expects: ['allowlist entry GHSA-3h5v-q93c-6h6q (ws) matches nothing any more'],
    },
    {
      name: 'a list older than 90 days warns but does not fail',
      lock: lockfile({ 'node_modules/ws': '8.17.1' }),
      list: advisories({ reviewedOn: '2026-07-01' }),
      code: 0,
      expects: ['WARNING the advisory list is 142 days old (limit 90)', 'audit-deps: ok'],
    },
  ])('$name', ({ lock, list, code, expects }) => {
    const r = run(lock, list)
    for (const text of expects) expect(r.out).toContain(text)
    expect(r.code).toBe(code)
  })

  it('--level low makes low-severity advisories fail too', () => {
    const r = run(lockfile({ 'node_modules/cookie': '0.6.0' }), advisories(), '--level', 'low')
    expect(r.out).toContain('cookie@0.6.0  node_modules/cookie')
    expect(r.code).toBe(1)
  })

  it.each([
    { name: 'invalid JSON', list: '{ "reviewedOn": ', expects: 'is not valid JSON' },
    { name: 'missing reviewedOn', list: { advisories: [wsAdvisory] }, expects: '"reviewedOn" must be the date' },
    {
      name: 'unknown severity',
      list: advisories({ advisories: [{ ...wsAdvisory, severity: 'medium' }] }),
      expects: '(GHSA-3h5v-q93c-6h6q): "severity" must be one of low, moderate, high, critical',
    },
    {
      name: 'range that is not semver',
      list: advisories({ advisories: [{ ...wsAdvisory, affected: [{ range: 'eight point oh', fixed: '8.17.1' }] }] }),
      expects: 'affected[0].range is not a semver range',
    },
    {
      name: 'fixed version inside its own range',
      list: advisories({ advisories: [{ ...wsAdvisory, affected: [{ range: '<9.0.0', fixed: '8.17.1' }] }] }),
      expects: 'affected[0].fixed must be a version outside its range',
    },
    {
      name: 'allowlist entry without expiry',
      list: advisories({ allowlist: [{ id: 'GHSA-3h5v-q93c-6h6q', reason: 'accepted for the bench only' }] }),
      expects: 'allowlist[0]: "expires" must be a date',
    },
  ])('malformed advisory file ($name) exits 2 with a clear error', ({ list, expects }) => {
    const r = run(lockfile({ 'node_modules/ws': '8.17.1' }), list)
    expect(r.out).toContain('audit-deps: ERROR')
    expect(r.out).toContain(expects)
    expect(r.code).toBe(2)
  })

  it('a lockfile without a v2/v3 packages map exits 2', () => {
    const r = run({ lockfileVersion: 1, dependencies: { ws: { version: '8.16.0' } } }, advisories())
    expect(r.out).toContain('has no lockfileVersion >= 2 "packages" map')
    expect(r.code).toBe(2)
  })

  it('--import-npm-audit merges npm audit --json output and marks the list reviewed today', () => {
    const list = file(advisories())
    const report = file({
      auditReportVersion: 2,
      vulnerabilities: {
        ws: {
          name: 'ws',
          severity: 'high',
          via: [
            {
              source: 1,
              name: 'ws',
              title: 'DoS with many headers',
              url: 'https://github.com/advisories/GHSA-3h5v-q93c-6h6q',
              severity: 'high',
              range: '>=8.0.0 <8.17.1',
            },
          ],
        },
        undici: {
          name: 'undici',
          severity: 'moderate',
          via: [
            {
              source: 2,
              name: 'undici',
              title: 'Bad randomness',
              url: 'https://github.com/advisories/GHSA-c76h-2ccp-4975',
              severity: 'moderate',
              range: '>=7.0.0 <7.2.3',
            },
          ],
        },
        wrangler: { name: 'wrangler', severity: 'moderate', via: ['undici'] },
      },
    })
    const r = spawnSync(
      process.execPath,
      [script, '--advisories', list, '--import-npm-audit', report, '--today', '2026-11-20'],
      { encoding: 'utf8' },
    )
    expect(r.stdout).toContain('imported 1 new and 1 changed advisories')
    expect(r.status).toBe(0)
    const merged = JSON.parse(readFileSync(list, 'utf8'))
    expect(merged.reviewedOn).toBe('2026-11-20')
    // a changed range keeps the fixed version recorded for the unchanged part
    expect(merged.advisories.find((a: Json) => a.package === 'ws').affected).toEqual([
      { range: '>=8.0.0 <8.17.1', fixed: '8.17.1' },
    ])
    expect(merged.advisories.find((a: Json) => a.package === 'undici')).toMatchObject({
      id: 'GHSA-c76h-2ccp-4975',
      severity: 'moderate',
      affected: [{ range: '>=7.0.0 <7.2.3', fixed: null }],
    })
    // and the merged list is valid input for the check
    const check = run(lockfile({ 'node_modules/undici': '7.1.0' }), merged)
    expect(check.out).toContain('undici@7.1.0  node_modules/undici')
    expect(check.out).toContain('no fixed version recorded')
    expect(check.code).toBe(1)
  })
})
