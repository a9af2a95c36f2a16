import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations } from '#admin-api/scripts/seed.mjs'

/**
 * admin-api/scripts/seed.mjs applyMigrations (decision 0058): the local D1 database made without a
 * wrangler run per migration, in the file and the table `wrangler d1 migrations apply --local`
 * uses, so wrangler (and `npm start`'s `wrangler dev`) find every migration applied.
 */
const stateDir = mkdtempSync(join(tmpdir(), 'admin-migrations-'))
afterAll(() => rmSync(stateDir, { recursive: true, force: true }))

const d1Dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject')
const migrations = readdirSync(join(import.meta.dirname, '../../admin-api/migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()
const dbFile = () => join(d1Dir, readdirSync(d1Dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')!)
const open = () => new DatabaseSync(dbFile(), { readOnly: true })

describe('applyMigrations on a fresh state folder', () => {
  // Applied once for the file, so each test below stands alone (in any order).
  beforeAll(() => applyMigrations(stateDir), 60_000)

  it('creates the database where Miniflare keeps it and records every migration, in order, in d1_migrations', () => {
    const db = open()
    try {
      expect(
        db
          .prepare('SELECT name FROM d1_migrations ORDER BY id')
          .all()
          .map((r) => r.name),
      ).toEqual(migrations)
      // the schema the migrations define is there (a table of the first and of the last migration)
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((r) => r.name)
      expect(tables).toEqual(expect.arrayContaining(['products', 'admin_meta']))
    } finally {
      db.close()
    }
  })

  it('is a no-op the second time', async () => {
    const before = readFileSync(dbFile())
    await applyMigrations(stateDir)
    const db = open()
    try {
      expect(db.prepare('SELECT count(*) AS n FROM d1_migrations').get()).toEqual({ n: migrations.length })
    } finally {
      db.close()
    }
    expect(readFileSync(dbFile()).equals(before)).toBe(true)
  })

  it('wrangler finds nothing left to apply', { timeout: 60_000 }, () => {
    const out = execFileSync(
      join(import.meta.dirname, '../../node_modules/.bin/wrangler'),
      ['d1', 'migrations', 'apply', 'DB', '--local', '-c', 'admin-api/wrangler.toml', '--persist-to', stateDir],
      {
        cwd: join(import.meta.dirname, '../..'),
        env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
        encoding: 'utf8',
      },
    )
    expect(out).toContain('No migrations to apply')
  })
})
