import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { countingDb } from '../src/services/query-count'
import { api } from './helpers'

describe('Server-Timing: db (the statements an answer needed)', () => {
  it('counts each prepared statement, and leaves the database working', async () => {
    const tally = { queries: 0 }
    const db = countingDb(env.DB, tally)
    const one = await db.prepare('SELECT 1 AS n').first<{ n: number }>()
    await db.batch([db.prepare('SELECT 2'), db.prepare('SELECT 3')])
    expect(one?.n).toBe(1)
    expect(tally.queries).toBe(3)
  })

  it.each([
    ['/settings/main_page_settings', 200],
    ['/no-such-path', 404],
  ])('%s answers with the count (%i)', async (path, status) => {
    const res = await api(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('Server-Timing')).toMatch(/db;desc="\d+ queries"/)
  })
})
