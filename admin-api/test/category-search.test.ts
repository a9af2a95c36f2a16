import { describe, expect, it } from 'vitest'
import { categoriesNamed } from '../src/lib/listing/category-search'
import type { CategoryRow } from '../src/lib/listing/types'
import { api } from './helpers'

/**
 * Issue 52 point 7: the search also matches category names and their translations, so what a
 * shopper types for a kind of product finds that category's products, ranked below title matches.
 */

const cat = (id: number, [ro, ru, uk, en]: [string, string, string, string]) =>
  ({ id, title_ro: ro, title_ru: ru, title_uk: uk, title_en: en }) as unknown as CategoryRow
const tree = [
  cat(1, ['Telefoane', 'Телефоны', 'Телефони', 'Phones']),
  cat(2, ['Accesorii pentru telefoane', 'Аксессуары для телефонов', 'Аксесуари для телефонів', 'Phone accessories']),
  cat(3, ['Laptopuri', 'Ноутбуки', 'Ноутбуки', 'Laptops']),
  cat(4, ['Căști', 'Наушники', 'Навушники', 'Headphones']),
]

describe('categoriesNamed', () => {
  it.each<[string, number[]]>([
    ['telefon', [1, 2]], // ro, the start of 'Telefoane'
    ['телефон', [1, 2]], // ru and uk
    ['ноутбук', [3]], // another language's name: the ro page finds laptops too
    ['noutbuk', []], // a Cyrillic word typed in Latin letters: the title search corrects it (fuzzy-search.test.ts)
    ['casti', [4]], // diacritics ignored
    ['TELEFOANE', [1, 2]],
    ['accesorii telefon', [2]], // every word must name the category
    ['telefon samsung', []],
    ['te', []], // under 3 letters: too short to name a category
    ['', []],
    ['fon', []], // the start of a word, not any part of it
    ['telefonul', []], // one letter may differ at the end, not three
    ['cast', [4]], // a short word is a plain prefix
  ])('%s -> %j', (text, ids) => expect(categoriesNamed(tree, text)).toEqual(ids))
})

interface Found {
  totalCount: number
  products: { title: string; category: { categoryTitle: string; subcategoryTitle?: string }[] }[]
}
async function search(query: string, lang: string, site = 'demo-electro-token'): Promise<Found> {
  const r = await api(`/general/v2/search/search/?query=${encodeURIComponent(query)}&page=1&page_size=100`, {
    lang,
    site,
  })
  expect(r.status).toBe(200)
  return (await r.json()) as Found
}

describe('GET search by a category name', () => {
  it.each([
    ['telefon', 'ro', /^(Smartphone|Husă) /],
    ['телефон', 'ru', /^(Смартфон|Чехол) /],
    ['телефон', 'uk', /^(Смартфон|Чохол) /],
    ['ноутбук', 'ro', /^Laptop /],
    ['ноутбук', 'ru', /^Ноутбук /],
  ])("'%s' (%s) finds the products of the categories it names, though no title says it", async (query, lang, title) => {
    const found = await search(query, lang)
    expect(found.totalCount).toBeGreaterThan(0)
    expect(found.products).toHaveLength(found.totalCount)
    for (const p of found.products) expect(p.title).toMatch(title)
  })

  it("'telefon' (ro) finds every phone and phone accessory: as many as the 'Telefoane' category holds", async () => {
    const found = await search('telefon', 'ro')
    const category = await api('/general/v2/category/telefoane/?page=1&page_size=1', { lang: 'ro' })
    expect(category.status).toBe(200)
    expect(found.totalCount).toBe(((await category.json()) as { totalCount: number }).totalCount)
  })

  it("title matches come first: 'birou' on the office shop lists desks and office chairs before the office's paper", async () => {
    const found = await search('birou', 'ro', 'demo-business-token')
    const titled = found.products.map((p) => /\bbirou\b/i.test(p.title))
    expect(titled.filter(Boolean).length).toBeGreaterThan(0)
    expect(titled.filter((t) => !t).length).toBeGreaterThan(0)
    // every title match, then every category-only match
    expect(titled).toEqual([...titled].sort((a, b) => Number(b) - Number(a)))
    expect(found.products.at(-1)?.title).toMatch(/^Hârtie/)
  })

  it('a word that names no category keeps the title search (and its typo correction)', async () => {
    const found = await search('samsnug', 'ro')
    expect(found.totalCount).toBeGreaterThan(0)
    for (const p of found.products) expect(p.title).toMatch(/Samsung/)
  })
})
