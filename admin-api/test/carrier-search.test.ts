import { describe, expect, it } from 'vitest'
import { searchFold } from '../src/services/carrier'
import { api } from './helpers'

/**
 * The carrier directory's city and street search (decision 0010) in any case and without the Latin
 * diacritics: SQLite's LIKE folded ASCII only, so "київ" found nothing while "Київ" found Kyiv
 * (cold review r66).
 */
const post = (path: string, body: unknown) => api(path, { method: 'POST', body: JSON.stringify(body) })
type Row = { ref: string; description: string; descriptionRo: string }
const cities = async (query: string) =>
  ((await (await post('/general/v2/novapost/city/', { query })).json()) as { data: Row[] }).data
const streets = async (cityRef: string, query: string) =>
  ((await (await post('/general/v2/novapost/street/', { cityRef, query })).json()) as { data: Row[] }).data

describe('carrier search in any case', () => {
  it('finds a city by its Cyrillic name in lower or upper case', async () => {
    for (const q of ['київ', 'КИЇВ', 'Київ', 'иїв'])
      expect(
        (await cities(q)).map((c) => c.description),
        q,
      ).toEqual(['Київ'])
  })

  it('finds a city by its Romanian name without or with its diacritics, in any case', async () => {
    for (const q of ['cernauti', 'CERNĂUȚI', 'Cernăuţi', 'vinnita']) expect((await cities(q)).length, q).toBe(1)
    expect((await cities('cernauti'))[0]?.description).toBe('Чернівці')
  })

  it('finds a street in lower case and a Romanian one without its diacritics', async () => {
    const [kyiv] = await cities('Київ')
    expect((await streets(kyiv!.ref, 'гр')).map((s) => s.description)).toEqual(['Грушевського'])
    expect((await streets(kyiv!.ref, 'ГРУШ')).map((s) => s.description)).toEqual(['Грушевського'])
    expect((await streets(kyiv!.ref, 'hrusevski')).map((s) => s.descriptionRo)).toEqual(['Hrușevski'])
    expect((await streets(kyiv!.ref, 'gradinilor')).map((s) => s.descriptionRo)).toEqual(['Grădinilor'])
    // a name starting with the query comes before one that holds it inside
    expect((await streets(kyiv!.ref, 'шев')).map((s) => s.description)).toEqual(['Шевченка', 'Грушевського'])
  })

  it('keeps the order by name and a query that matches nothing finds nothing', async () => {
    const all = await cities('')
    expect(all.map((c) => c.description)).toEqual([...all.map((c) => c.description)].sort())
    expect(all.length).toBe(8)
    expect(await cities('zzz')).toEqual([])
    expect(await cities('%')).toEqual([])
  })

  it('folds case and Latin marks, not Cyrillic letters', () => {
    expect(searchFold('Hrușevski')).toBe('hrusevski')
    expect(searchFold('ŞEVCENKO')).toBe('sevcenko')
    expect(searchFold('Київ')).toBe('київ')
    expect(searchFold('ЙОГО')).toBe('його')
  })
})
