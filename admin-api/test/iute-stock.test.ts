import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { patchGlobalSettings } from '../src/services/settings'
import { api } from './helpers'

/**
 * An iute credit order takes the lines create-order would take (cold review r66: 50 of a product with
 * 43 left was 201): more than the stock is the order's own 400 not_enough_stock, unless the site
 * allows negative stock.
 */
const SITE = 'demo-electro-token'
const product = async () =>
  (await env.DB.prepare(
    'SELECT id, stock FROM products WHERE active = 1 AND available = 1 AND is_stock = 1 AND multiplicity = 1 AND stock BETWEEN 2 AND 40 AND price BETWEEN 300 AND 1500 ORDER BY id LIMIT 1',
  ).first<{ id: number; stock: number }>())!
const iute = (lines: { product_id: number; count: number }[], requestId: string) =>
  api('/general/iute-credit/create-order/', {
    method: 'POST',
    site: SITE,
    body: JSON.stringify({ products: lines, months: 12, name: 'Ana', phone: '+37369000111', request_id: requestId }),
  })

afterEach(async () => {
  await patchGlobalSettings(env.DB, SITE, { allow_negative_stock: false })
})

describe('iute credit order: the stock', () => {
  it('refuses more than is left with the order route answer, and takes what is left', async () => {
    const p = await product()
    const over = await iute([{ product_id: p.id, count: p.stock + 1 }], 'iute-stock-000001')
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({
      errors: [{ product_id: p.id, code: 'not_enough_stock', available_count: p.stock }],
    })
    // two lines of the same product count together
    const split = await iute(
      [
        { product_id: p.id, count: p.stock },
        { product_id: p.id, count: 1 },
      ],
      'iute-stock-000002',
    )
    expect(split.status).toBe(400)
    expect((await iute([{ product_id: p.id, count: p.stock }], 'iute-stock-000003')).status).toBe(201)
  })

  it('takes more than the stock where the site allows negative stock', async () => {
    const p = await product()
    await patchGlobalSettings(env.DB, SITE, { allow_negative_stock: true })
    expect((await iute([{ product_id: p.id, count: p.stock + 1 }], 'iute-stock-000004')).status).toBe(201)
  })

  it('an available product with none left: refused, unless the site allows negative stock (review r67)', async () => {
    const p = await product()
    await env.DB.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(p.id).run()
    expect((await iute([{ product_id: p.id, count: 2 }], 'iute-stock-000005')).status).toBe(400)
    await patchGlobalSettings(env.DB, SITE, { allow_negative_stock: true })
    expect((await iute([{ product_id: p.id, count: 2 }], 'iute-stock-000006')).status).toBe(201)
  })
})
