import { describe, expect, it } from 'vitest'
import { send } from './helpers'

/**
 * The page a payment provider returns the shopper to, /{lang}/order-checkout/{id} (session 63,
 * decision 0118): an order's id is text as the back end names it - an integer's digits, `ORD-5005`, a
 * UUID, Medusa's `order_01H...` - and the page opens for each (it was a 404 for anything but digits).
 * An id that could not go into the back end's path ("a/b", "..", markup, 65 characters) is the 404 page.
 */
const uuid = '3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f'
const medusa = 'order_01HQ8ZK3V6X2P4M7N9R5T1W3Y8'

describe('/{lang}/order-checkout/{id}', () => {
  it.each([
    ['5001', 'Comanda 5001'],
    ['ORD-5005', 'Comanda ORD-5005'],
    [uuid, `Comanda ${uuid}`],
    [medusa, `Comanda ${medusa}`],
    ['shop%3A17', 'Comanda shop:17'],
  ])('%s opens the order page, named by its id', async (id, title) => {
    const res = await send(`/ro/order-checkout/${id}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-testid="order-checkout"')
    expect(html).toContain(title)
    expect(html).toMatch(/<meta name="robots" content="noindex"/)
  })

  it.each([
    ['..%2Fx', 'a dot segment with an encoded slash'],
    ['a%2Fb', 'an encoded slash'],
    ['a..b', 'two dots'],
    ['%3Cscript%3E', 'markup'],
    ['ORD%205005', 'a space'],
    ['%C8%9Ba', 'non-ASCII'],
    ['-5', 'a leading dash'],
    ['a'.repeat(65), '65 characters'],
  ])('%s (%s) is the 404 page', async (id) => {
    const res = await send(`/ro/order-checkout/${id}`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('error-page')
    expect(html).not.toContain('data-testid="order-checkout"')
    expect(html).not.toContain('<script>')
  })
})
