import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The quote cart's send on a theme with and without the area (decision 0024). */
const theme = vi.hoisted(() => ({ THEME: 'business' }))
const status = vi.hoisted(() => vi.fn())
const call = vi.hoisted(() => vi.fn())
vi.mock('cloudflare:workers', () => ({ env: theme }))
vi.mock('@tanstack/react-start/server', () => ({ setResponseStatus: status }))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: call,
  shopperIpHeaders: () => ({ 'X-Forwarded-For': '203.0.113.7' }),
}))
const { quoteCompanies, refusal, sendQuote } = await import('./quote-cart.server')

const items = [{ product_id: 3, count: 1, target_price: 1 }]

describe('sendQuote', () => {
  beforeEach(() => {
    status.mockReset()
    call.mockReset()
    call.mockResolvedValue({ ok: true, status: 201, data: { orderId: '9', number: 'Q-1' } })
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

  // session 63: the quote's order named by a text id (and no number) is told by that id
  it('on the business theme: an order id as text and no number: the id is the number', async () => {
    theme.THEME = 'business'
    call.mockResolvedValue({ ok: true, status: 201, data: { orderId: 'ORD-5005', number: '' } })
    expect(await sendQuote('ro', items)).toEqual({ ok: true, orderId: 'ORD-5005', number: 'ORD-5005' })
  })

  it('on the business theme: sent with the session, the number answered', async () => {
    theme.THEME = 'business'
    expect(await sendQuote('ro', items)).toEqual({ ok: true, orderId: '9', number: 'Q-1' })
    expect(call).toHaveBeenCalledWith(
      'ro',
      'sendQuote',
      { body: { items }, headers: { 'X-Forwarded-For': '203.0.113.7' } },
      true,
    )
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
      messages: [],
      company: ['not one of your companies'],
      lines: {
        0: { count: ['должно быть кратно 1'], target_price: ['не больше 2 знаков после запятой'] },
        2: { product_id: ['Unknown product'] },
      },
    })
    expect(refusal({ error: 'Quote requests are for company accounts' })).toEqual({
      messages: ['Quote requests are for company accounts'],
    })
  })

  it('the company the buyer chose is sent as company_id; none chosen, none sent', async () => {
    theme.THEME = 'business'
    await sendQuote('ro', items, '12')
    expect(call).toHaveBeenLastCalledWith(
      'ro',
      'sendQuote',
      { body: { items, company_id: 12 }, headers: { 'X-Forwarded-For': '203.0.113.7' } },
      true,
    )
    // a company named by id text goes as it came (session 64)
    await sendQuote('ro', items, 'c5')
    expect(call).toHaveBeenLastCalledWith(
      'ro',
      'sendQuote',
      { body: { items, company_id: 'c5' }, headers: { 'X-Forwarded-For': '203.0.113.7' } },
      true,
    )
    await sendQuote('ro', items)
    expect(call).toHaveBeenLastCalledWith(
      'ro',
      'sendQuote',
      { body: { items }, headers: { 'X-Forwarded-For': '203.0.113.7' } },
      true,
    )
  })

  // Session 61's operator audit: the back end's English "Not found." showed, and the button stayed live.
  it.each([
    [404, { detail: 'Not found.' }, { ok: false, signedOut: false, messages: [], notOffered: true }],
    [405, { detail: 'Method "POST" not allowed.' }, { ok: false, signedOut: false, messages: [], notOffered: true }],
    [501, null, { ok: false, signedOut: false, messages: [], notOffered: true }],
    [
      400,
      { detail: 'Quote requests are for company accounts' },
      { ok: false, signedOut: false, messages: ['Quote requests are for company accounts'] },
    ],
    [
      401,
      { detail: 'Authentication credentials were not provided.' },
      { ok: false, signedOut: true, messages: ['Authentication credentials were not provided.'] },
    ],
  ])('a back end answering %s: %j', async (code, body, read) => {
    theme.THEME = 'business'
    call.mockResolvedValue({ ok: false, kind: 'status', status: code, body, message: `HTTP ${code}` })
    expect(await sendQuote('ru', items)).toEqual(read)
  })

  it("a company refused (not the buyer's) is the company choice's note, not the form's", () => {
    expect(refusal({ error: 'Неверные данные', fields: { company_id: ['это не ваша компания'] } })).toEqual({
      messages: [],
      company: ['это не ваша компания'],
    })
  })
})

describe('quoteCompanies', () => {
  beforeEach(() => call.mockReset())

  it("the buyer's companies and the account's default one (user data's `company`), with the session", async () => {
    theme.THEME = 'business'
    const company = (id: number, name: string, status: string) => ({ id, name, status, idno: '1', address: 'a' })
    call.mockResolvedValue({
      ok: true,
      status: 200,
      data: {
        company: company(12, 'Beta', 'active'),
        companies: [company(11, 'Alfa', 'pending'), company(12, 'Beta', 'active')],
      },
    })
    expect(await quoteCompanies('ro')).toEqual({
      ok: true,
      companies: [
        { id: 11, name: 'Alfa', status: 'pending' },
        { id: 12, name: 'Beta', status: 'active' },
      ],
      defaultId: 12,
    })
    expect(call).toHaveBeenCalledWith('ro', 'userGroup', { query: { t: expect.any(String) } }, true)
  })

  it('a failure, or a theme without the quote cart: no companies (the page offers no choice)', async () => {
    theme.THEME = 'business'
    call.mockResolvedValue({ ok: false, status: 500, body: null })
    expect(await quoteCompanies('ro')).toEqual({ ok: false })
    theme.THEME = 'electro'
    call.mockReset()
    expect(await quoteCompanies('ro')).toEqual({ ok: false })
    expect(call).not.toHaveBeenCalled()
  })
})
