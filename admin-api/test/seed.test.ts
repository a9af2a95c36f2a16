import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { generateShop, SEED_COLUMNS } from '../seed/generate'
import { dbChecksum, seedD1 } from './seed-d1'
import { TEST_SEED } from './setup'

/** Hash of every generated row, in order. */
async function generatorHash(opts: { seed: string; products: number }) {
  const parts: string[] = []
  const counts: Record<string, number> = {}
  await generateShop(opts, {
    row(table, values) {
      // Password hashes use PBKDF2 over a seeded salt: deterministic too.
      parts.push(`${table}:${JSON.stringify(values)}`)
      counts[table] = (counts[table] ?? 0) + 1
    },
  })
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\n'))))
  return { hash: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''), counts }
}

async function wipe() {
  const tables = [
    ...Object.keys(SEED_COLUMNS),
    'cart_items',
    'reservations',
    'favorites',
    'revoked_tokens',
    'submissions',
    'category_facets',
    'category_brands',
    'facet_index',
    'product_facts',
    'user_emails',
    'user_phones',
    'advert_favorites',
    'complaints',
    'phone_registrations',
  ]
  await env.DB.batch([
    ...tables.map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
    env.DB.prepare("INSERT INTO product_search (product_search) VALUES ('delete-all')"),
  ])
}

describe('seed generator', () => {
  it('is deterministic: same seed and size give the same rows, another seed other rows', async () => {
    const a = await generatorHash({ seed: 'det', products: 150 })
    const b = await generatorHash({ seed: 'det', products: 150 })
    const c = await generatorHash({ seed: 'other', products: 150 })
    expect(a.hash).toBe(b.hash)
    expect(c.hash).not.toBe(a.hash)
  })

  it('builds a believable shop', async () => {
    const { counts } = await generatorHash({ seed: 'storefront', products: 2000 })
    // The catalogue's 2000, then the meal plans' 4 (seed/meal-plans.ts).
    expect(counts.products).toBe(2004)
    expect(counts.categories).toBeGreaterThanOrEqual(38)
    expect(counts.categories).toBeLessThanOrEqual(48)
    expect(counts.brands).toBeGreaterThanOrEqual(60)
    // Moldova's 19 regions, and five each for the Ukrainian and the Romanian sites (migration 0023)
    expect(counts.regions).toBe(29)
    expect(counts.product_texts).toBe(8016)
    expect(counts.sites).toBe(8)
    const q = <T>(sql: string) => env.DB.prepare(sql).first<T>()
    expect((await q<{ n: number }>('SELECT count(*) AS n FROM categories WHERE level = 3'))!.n).toBeGreaterThan(20)
    expect(
      (await q<{ n: number }>("SELECT count(*) AS n FROM brands WHERE substr(name, 1, 1) BETWEEN '0' AND '9'"))!.n,
    ).toBeGreaterThanOrEqual(5)
    const capital = "SELECT count(*) AS n FROM localities WHERE country_code = 'MD' AND region_id = 3"
    expect((await q<{ n: number }>(capital))!.n).toBe(12)
    expect(
      await q("SELECT id FROM localities WHERE country_code = 'MD' AND region_id = 3 AND slug = 'kishinev'"),
    ).toBeTruthy()
    for (const m of [0.5, 6])
      expect(
        (await q<{ n: number }>(`SELECT count(*) AS n FROM products WHERE multiplicity = ${m}`))!.n,
      ).toBeGreaterThan(0)
    // Compatible products are of the same department as the product (accessories, not groceries, for a phone).
    expect((await q<{ n: number }>("SELECT count(*) AS n FROM product_links WHERE kind = 'c'"))!.n).toBeGreaterThan(100)
    const strangers =
      "SELECT count(*) AS n FROM product_links l JOIN products a ON a.id = l.product_id JOIN products b ON b.id = l.other_id WHERE l.kind = 'c' AND a.cat1 != b.cat1"
    expect((await q<{ n: number }>(strangers))!.n).toBe(0)
    // Product names speak the shopper's language, units too: "128 ГБ", "0,5 л", "60 шт." in ru and uk.
    const all = <T>(sql: string) =>
      env.DB.prepare(sql)
        .all<T>()
        .then((r) => r.results)
    const names = await all<{ ru: string; uk: string; ro: string; en: string }>(
      'SELECT title_ru AS ru, title_uk AS uk, title_ro AS ro, title_en AS en FROM products',
    )
    const english = /\d (GB|pcs|l|g|kg)\b|\d\.\d/
    expect(
      names
        .filter((n) => english.test(n.ru) || english.test(n.uk))
        .map((n) => n.ru)
        .slice(0, 5),
    ).toEqual([])
    expect(
      names
        .filter((n) => /\d\.\d|\d pcs/.test(n.ro))
        .map((n) => n.ro)
        .slice(0, 5),
    ).toEqual([])
    for (const unit of ['ГБ', 'л', 'г', 'шт.'])
      expect(
        names.some((n) => n.ru.includes(` ${unit}`)),
        unit,
      ).toBe(true)
    expect(names.some((n) => / \d+ GB/.test(n.en))).toBe(true)
    expect((await q<{ n: number }>('SELECT count(*) AS n FROM products WHERE stock = 0'))!.n).toBeGreaterThan(0)
    expect(
      (await q<{ n: number }>('SELECT count(*) AS n FROM products WHERE stock BETWEEN 1 AND 5'))!.n,
    ).toBeGreaterThan(0)
    expect((await q<{ n: number }>('SELECT count(*) AS n FROM products WHERE is_recipe = 1'))!.n).toBeGreaterThan(0)
    expect(
      (await q<{ n: number }>('SELECT count(*) AS n FROM products WHERE old_price > price AND discount > 0'))!.n,
    ).toBeGreaterThan(0)
    expect((await q<{ n: number }>('SELECT count(*) AS n FROM reviews WHERE likes > 0'))!.n).toBeGreaterThan(0)
    expect((await q<{ n: number }>('SELECT count(DISTINCT status) AS n FROM orders'))!.n).toBeGreaterThanOrEqual(4)
    expect((await q<{ n: number }>('SELECT count(DISTINCT kind) AS n FROM product_links'))!.n).toBe(3)
  })

  it('writes the same database twice for the same seed (table checksums)', async () => {
    await wipe()
    await seedD1(env.DB, TEST_SEED)
    const first = await dbChecksum(env.DB)
    await wipe()
    await seedD1(env.DB, TEST_SEED)
    const second = await dbChecksum(env.DB)
    expect(second).toEqual(first)
    await wipe()
    await seedD1(env.DB, { ...TEST_SEED, seed: 'different' })
    const third = await dbChecksum(env.DB)
    expect(third.products).not.toBe(first.products)
    // Leave the test shop as the setup made it.
    await wipe()
    await seedD1(env.DB, TEST_SEED)
    expect((await dbChecksum(env.DB)).products).toBe(first.products)
  })
})
