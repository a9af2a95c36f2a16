import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Answer, answerTable } from '#platform/backend/answer-table.fixture.ts'

/**
 * Saved delivery addresses against a back end that answers in the accounts spec's shapes (review
 * r31, mode A2): the create and delete calls show no answer the shop needs (decision 0037), so the
 * server reads the list again after either.
 */
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock(
  '#platform/request.server.ts',
  async () => (await import('#platform/backend/answer-table.fixture.ts')).answerTable.request,
)

const D = await import('./delivery.server')
const { answers, sent } = answerTable
const none: Answer = { status: 204 }
const addresses = [
  { shipping_address_id: 31, shipping_city_id: 1, shipping_building: '12', is_default: true },
  { shipping_address_id: 101, shipping_city_id: 2, shipping_building: '77', is_default: false },
]

beforeEach(() => {
  answerTable.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('saved delivery addresses: the list is read again after a create or a delete (accounts spec 3, 7)', () => {
  it.each([
    [
      "create answers the spec's [{ shipping_address_id }]",
      'create',
      { status: 201, body: [{ shipping_address_id: 101 }] },
    ],
    ['create answers 204', 'create', none],
    ['delete answers 204', 'delete', none],
    ['delete answers {}', 'delete', { status: 200, body: {} }],
  ] as const)('%s', async (_name, kind, answer) => {
    answers.set(`POST /general/cart/${kind}-delivery-address/`, answer)
    answers.set('GET /general/cart/get-delivery-addresses/', { status: 200, body: addresses })
    const r =
      kind === 'create'
        ? await D.createAddress('ro', { shipping_city_id: 2, shipping_building: '77' } as never)
        : await D.deleteAddress('ro', 32)
    expect(r.ok && r.data?.map((a) => a.shipping_address_id)).toEqual([31, 101])
    expect(sent).toEqual([`POST /general/cart/${kind}-delivery-address/`, 'GET /general/cart/get-delivery-addresses/'])
  })

  it('a saved address whose list cannot be read again is still saved (no failure the shopper would answer with a duplicate)', async () => {
    answers.set('POST /general/cart/create-delivery-address/', { status: 201, body: [{ shipping_address_id: 101 }] })
    answers.set('GET /general/cart/get-delivery-addresses/', { status: 503, body: { detail: 'down' } })
    expect(await D.createAddress('ro', { shipping_city_id: 2, shipping_building: '77' } as never)).toEqual({
      ok: true,
      data: null,
    })
  })
})
