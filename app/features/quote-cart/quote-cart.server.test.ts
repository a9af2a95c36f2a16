import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The quote cart's send on a theme with and without the area (decision 0024). */
const theme = vi.hoisted(() => ({ THEME: 'business' }))
const status = vi.hoisted(() => vi.fn())
const call = vi.hoisted(() => vi.fn())
vi.mock('cloudflare:workers', () => ({ env: theme }))
vi.mock('@tanstack/react-start/server', () => ({ setResponseStatus: status }))
vi.mock('#platform/request.server.ts', () => ({ callForRequest: call }))
const { refusal, sendQuote } = await import('./quote-cart.server')

const items = [{ product_id: 3, count: 1, target_price: 1 }]

describe('sendQuote', () => {
  beforeEach(() => {
    status.mockReset()
    call.mockReset()
    call.mockResolvedValue({ ok: true, status: 201, data: { orderId: 9, number: 'Q-1' } })
  })

  it.each([['electro'], ['home'], ['pharma'], ['market'], ['meals']])(
    'on the %s theme (no quote cart): 404, nothing sent to the back end',
    async (name) => {
      theme.THEME = name
      expect(await sendQuote('ro', items)).toEqual({
        ok: false,
        signedOut: false,
        messages: ['Not Found: this shop has no quote cart'],
      })
      expect(status).toHaveBeenCalledWith(404)
      expect(call).not.toHaveBeenCalled()
    },
  )

  it('on the business theme: sent with the session, the number answered', async () => {
    theme.THEME = 'business'
    expect(await sendQuote('ro', items)).toEqual({ ok: true, orderId: 9, number: 'Q-1' })
    expect(call).toHaveBeenCalledWith('ro', 'sendQuote', { body: { items } }, true)
    expect(status).not.toHaveBeenCalled()
  })

  it("a refusal's line errors (items.N.field) by line, the rest as the form's messages (r43: no line was named)", async () => {
    theme.THEME = 'business'
    call.mockResolvedValue({
      ok: false,
      status: 400,
      body: {
        error: 'Неверные данные',
        fields: {
          'items.0.count': ['должно быть кратно 1'],
          'items.0.target_price': ['не больше 2 знаков после запятой'],
          'items.2.product_id': ['Unknown product'],
          company_id: ['not one of your companies'],
        },
      },
    })
    expect(await sendQuote('ru', items)).toEqual({
      ok: false,
      signedOut: false,
      messages: ['not one of your companies'],
      lines: {
        0: { count: ['должно быть кратно 1'], target_price: ['не больше 2 знаков после запятой'] },
        2: { product_id: ['Unknown product'] },
      },
    })
    expect(refusal({ error: 'Quote requests are for company accounts' })).toEqual({
      messages: ['Quote requests are for company accounts'],
    })
  })
})
