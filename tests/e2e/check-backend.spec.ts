import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { activeAccount } from './shop'

/**
 * `npm run check-backend` (issue 32) against the reference back end that `npm start` runs: the real
 * command over real HTTP, signed in as a fresh account (the demo user's data stays as seeded), with
 * writes. It must pass at 100% and leave nothing behind. No browser: the check is a back-end tool.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

test('the reference back end passes the conformance check at 100% (signed in, with writes)', async () => {
  test.setTimeout(120_000)
  const { email, password } = await activeAccount('ro', {}, 'backcheck')
  // A generous per-call timeout: the end-to-end suite shares the machine with several storefronts.
  const args = [
    '--disable-warning=ExperimentalWarning',
    'scripts/check-backend.mjs',
    ADMIN,
    '--site-token',
    'demo-electro-token',
    '--user',
    email,
    '--allow-writes',
    '--json',
    '--timeout',
    '15000',
  ]
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, CHECK_BACKEND_PASSWORD: password } })
  let out = ''
  let err = ''
  child.stdout.on('data', (c) => {
    out += c
  })
  child.stderr.on('data', (c) => {
    err += c
  })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  expect(err).toBe('')
  const report = JSON.parse(out) as {
    exitCode: number
    rows: { endpoint: string; outcome: string; note?: string; issues: unknown[] }[]
    summary: { failed: number; passRate: number; checked: number; leftBehind: string[] }
  }
  expect(report.rows.filter((r) => r.outcome === 'failed')).toEqual([])
  expect(code).toBe(0)
  expect(report.summary).toMatchObject({ failed: 0, passRate: 100, leftBehind: [] })
  expect(report.summary.checked).toBeGreaterThan(100)
})
