import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Whose order it is (decision 0067's amendment): the reference back end's order call takes
 * `company_id`, but the storefront sent none, so a buyer with several companies had every order filed
 * under the first. The server half: the company chosen goes in the order's body, the back end's
 * refusal of it comes back apart (for the company choice), and the checkout learns a company buyer's
 * companies with the contact fields.
 */
const state = vi.hoisted(() => ({
  token: 'session' as string | undefined,
  orderAnswer: null as null | { ok: false; kind: 'status'; status: number; body: unknown },
  group: null as unknown,
  calls: [] as { name: string; opts: { body?: Record<string, unknown>; query?: Record<string, unknown> } }[],
}))
vi.mock('cloudflare:workers', () => ({ env: { ADMIN_API_URL: 'https://admin.example/', COMPANY_GROUP_ID: '' } }))
vi.mock('#platform/site.server.ts', () => ({
  loadGlobalSettings: async () => ({ data: { cart_settings: {}, project_currency: 'MDL' }, degraded: false }),
}))
vi.mock('#platform/request.server.ts', () => ({
  requestCookie: () => state.token,
  requestDevMode: () => false,
  requestHidesPrices: async () => false,
  shopperIpHeaders: () => ({}),
  callForRequest: async (_locale: string, name: string, opts: (typeof state.calls)[number]['opts']) => {
    state.calls.push({ name, opts })
    if (name === 'userGroup') return { ok: true, status: 200, data: state.group }
    if (name === 'createOrder')
      return (
        state.orderAnswer ?? {
          ok: true,
          status: 201,
          data: { result: { payUrl: null, orderId: '7', orderNumber: '7', trans_id: null } },
        }
      )
    return { ok: false, kind: 'network', status: 0, message: 'down' }
  },
}))
const { createOrder, loadCheckoutContact } = await import('./checkout.server')
const { userGroupSchema } = await import('#contract/auth.ts')

const order = {
  lines: [{ id: 1, count: 1 }],
  customer: { name: 'Ana', phone: '+37360000000' },
  delivery: { method: 'pickup' as const, type: 'standart' as const, region_id: 3, store_id: 5 },
  payment_system_id: 1,
}
const sentBody = () => state.calls.find((c) => c.name === 'createOrder')?.opts.body

beforeEach(() => {
  state.calls = []
  state.orderAnswer = null
  state.token = 'session'
})

describe('createOrder: the company the order is for', () => {
  it('sends the chosen company_id; without one, no company_id at all', async () => {
    // an integer id's digits go as the number, as before; id text (session 64) as it came
    await createOrder('ro', { ...order, company_id: '12' })
    expect(sentBody()).toMatchObject({ company_id: 12, payment_system_id: 1 })
    state.calls = []
    await createOrder('ro', { ...order, company_id: 'c5' })
    expect(sentBody()).toMatchObject({ company_id: 'c5', payment_system_id: 1 })
    state.calls = []
    await createOrder('ro', order)
    expect(sentBody()).not.toHaveProperty('company_id')
  })

  it("the back end's refusal of the company comes apart from the form's messages", async () => {
    state.orderAnswer = {
      ok: false,
      kind: 'status',
      status: 400,
      body: { error: 'Invalid body', fields: { company_id: ['это не ваша компания'] } },
    }
    expect(await createOrder('ru', { ...order, company_id: '99' })).toEqual({
      ok: false,
      status: 400,
      errors: [],
      problems: [],
      company: ['это не ваша компания'],
    })
    // other field errors stay the form's
    state.orderAnswer = {
      ok: false,
      kind: 'status',
      status: 400,
      body: { fields: { phone: ['Phone is invalid'], company_id: ['not one of your companies'] } },
    }
    expect(await createOrder('en', { ...order, company_id: '99' })).toMatchObject({
      errors: ['Phone is invalid'],
      company: ['not one of your companies'],
    })
    state.orderAnswer = { ok: false, kind: 'status', status: 400, body: { fields: { phone: ['Phone is invalid'] } } }
    const plain = await createOrder('en', order)
    expect(plain).toMatchObject({ errors: ['Phone is invalid'] })
    expect(plain).not.toHaveProperty('company')
  })
})

const company = (id: number, name: string, status = 'active') => ({ id, name, idno: String(id), address: 'x', status })
const group = (groupId: number, companies: ReturnType<typeof company>[], defaultIndex = 0) =>
  userGroupSchema.parse({
    id: 5,
    user: { id: 5, firstName: 'Elena', lastName: 'Business', phone: '+37369123456', email: 'company@example.com' },
    company: companies[defaultIndex] ?? null,
    companies,
    group_user_type: { id: groupId, name: groupId === 2 ? 'company' : 'customer' },
  })

describe("loadCheckoutContact: the contact fields and a company buyer's companies", () => {
  it('a company account: its companies and the default one, read afresh (a timestamp)', async () => {
    state.group = group(2, [company(11, 'Demo Business SRL'), company(12, 'Demo Trade SRL', 'pending')], 1)
    expect(await loadCheckoutContact('ro')).toEqual({
      name: 'Elena Business',
      phone: '+37369123456',
      email: 'company@example.com',
      companies: [
        { id: '11', name: 'Demo Business SRL', status: 'active' },
        { id: '12', name: 'Demo Trade SRL', status: 'pending' },
      ],
      defaultCompanyId: '12',
    })
    expect(state.calls[0]?.opts.query?.t).toMatch(/^\d+$/)
  })

  it('a customer (personal) account: no companies, even with some saved (its orders stay under none)', async () => {
    state.group = group(1, [company(11, 'A SRL'), company(12, 'B SRL')])
    expect(await loadCheckoutContact('ro')).toMatchObject({ companies: [], defaultCompanyId: null })
  })

  it('a guest: nothing asked', async () => {
    state.token = undefined
    expect(await loadCheckoutContact('ro')).toBeNull()
    expect(state.calls).toEqual([])
  })
})
