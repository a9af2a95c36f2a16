import { describe, expect, it } from 'vitest'
import { api } from './helpers'

/**
 * The own courier's street search (GET /base/address, a saved address's street) in any case and without
 * the marks of Latin letters: SQLite's LIKE kept them, so "Stefan" and the cedilla "Ştefan" found no
 * "bd. Ștefan cel Mare și Sfînt", and a shopper's typed street went unchosen (a probe of the forms).
 */
const streets = async (query: string) => {
  const res = await api(`/base/address?locality_id=1&query=${encodeURIComponent(query)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { name: string }[]).map((s) => s.name)
}

describe('street search of a locality', () => {
  it.each(['Ștefan', 'stefan', 'STEFAN', 'Ştefan', 'ștefan cel', 'sfint'])(
    '%j finds bd. Ștefan cel Mare',
    async (q) => {
      expect(await streets(q)).toEqual(['bd. Ștefan cel Mare și Sfînt'])
    },
  )

  it('keeps the order by name, takes % literally, and a query that matches nothing finds nothing', async () => {
    const all = await streets('')
    expect(all.length).toBeGreaterThan(10)
    expect(all).toEqual([...all].sort())
    expect(await streets('%')).toEqual([])
    expect(await streets('zzz')).toEqual([])
    expect(await streets('bd.')).toEqual(all.filter((n) => n.startsWith('bd.')))
  })
})
