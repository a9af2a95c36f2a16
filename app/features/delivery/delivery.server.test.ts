import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetOtherPaths } from '#platform/shared/not-offered.ts'

const call = vi.fn()
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))

const { carrierCities, carrierStreets, createAddress, deliveryTimes, failed, pickupStores } = await import(
  './delivery.server'
)

const failure = (status: number, body: unknown) => ({
  ok: false,
  status,
  body,
  kind: 'status',
  message: `POST /x/: HTTP ${status}`,
})

describe('delivery failures are the body, never the transport summary', () => {
  it.each([
    ['field errors', { fields: { shipping_street_id: ['Unknown street'] } }, ['Unknown street']],
    ['a list body', { city: ['City is required'], non_field_errors: ['Try later'] }, ['City is required', 'Try later']],
    ['an error string', { error: 'Carrier is down' }, ['Carrier is down']],
    ['an empty body', {}, []],
    ['an HTML error page', '<html>502</html>', []],
    ['no body', null, []],
  ])('%s', (_n, body, expected) => {
    expect(failed(failure(400, body))).toEqual({ ok: false, errors: expected })
  })

  beforeEach(() => call.mockReset())

  it.each([
    ['carrier cities', () => carrierCities('ro', 'Ki')],
    ['a saved address', () => createAddress('ro', {} as never)],
    ['store delivery times', () => deliveryTimes('ro', 1)],
  ])('%s: a 400 without messages gives no "HTTP" text', async (_n, run) => {
    call.mockResolvedValue(failure(400, {}))
    const r = (await run()) as { ok: boolean; errors: string[] }
    expect(r).toEqual({ ok: false, errors: [] })
    call.mockResolvedValue(failure(500, { detail: 'Nova Poshta timeout' }))
    expect(((await run()) as { errors: string[] }).errors).toEqual(['Nova Poshta timeout'])
  })
})

describe('rule 175: a refused delivery address shows its field errors as returned (accounts spec 5 and 8)', () => {
  it('each field message of the body, in the body order, for the address form', async () => {
    call.mockResolvedValue(
      failure(400, {
        error: 'Invalid body',
        fields: { shipping_city_id: ['Неизвестный населённый пункт'], shipping_building: ['обязательно'] },
      }),
    )
    expect(await createAddress('ru', { shipping_city_id: 999, shipping_building: '' } as never)).toEqual({
      ok: false,
      errors: ['Неизвестный населённый пункт', 'обязательно'],
    })
  })
})

describe("the carrier's calls at either spec's paths (v2 in the storefront spec, /general/novapost/ in the accounts spec)", () => {
  const cities = { ok: true, status: 200, data: { data: [{ ref: 'r1', name: 'Kyiv' }] } }
  beforeEach(() => {
    call.mockReset()
    forgetOtherPaths()
  })

  it('a back end without the v2 path is asked at the other, and from then on there first', async () => {
    call.mockImplementation((_l: string, name: string) =>
      Promise.resolve(name === 'npCity' ? failure(404, {}) : cities),
    )
    expect(await carrierCities('ro', 'Ki')).toEqual({ ok: true, data: [{ ref: 'r1', name: 'Kyiv' }] })
    expect(call.mock.calls.map((c) => c[1])).toEqual(['npCity', 'npCityV1'])
    call.mockClear()
    call.mockResolvedValue({ ok: true, status: 200, data: { data: [] } })
    await carrierStreets('ro', 'r1', 'Kh')
    expect(call.mock.calls.map((c) => c[1])).toEqual(['npStreetV1'])
  })

  it.each([
    ['a v2 that fails (500): not asked elsewhere', failure(500, { detail: 'down' }), ['npCity'], ['down']],
    ['a v2 that refuses (400): not asked elsewhere', failure(400, { detail: 'bad query' }), ['npCity'], ['bad query']],
  ])('%s', async (_n, answer, asked, errors) => {
    call.mockResolvedValue(answer)
    expect(await carrierCities('ro', 'Ki')).toEqual({ ok: false, errors })
    expect(call.mock.calls.map((c) => c[1])).toEqual(asked)
  })

  it('the other path gone too (a back end changed): v2 is asked again', async () => {
    call.mockImplementation((_l: string, name: string) =>
      Promise.resolve(name === 'npCity' ? failure(404, {}) : cities),
    )
    await carrierCities('ro', 'Ki')
    call.mockReset()
    call.mockImplementation((_l: string, name: string) =>
      Promise.resolve(name === 'npCityV1' ? failure(404, {}) : cities),
    )
    expect(await carrierCities('ro', 'Ki')).toEqual({ ok: true, data: [{ ref: 'r1', name: 'Kyiv' }] })
    expect(call.mock.calls.map((c) => c[1])).toEqual(['npCityV1', 'npCity'])
  })

  it('neither path offered: the first answer is the one reported, and v2 stays first', async () => {
    call.mockResolvedValue(failure(404, { detail: 'Not found.' }))
    expect(await carrierCities('ro', 'Ki')).toEqual({ ok: false, errors: ['Not found.'] })
    call.mockClear()
    await carrierCities('ro', 'Ki')
    expect(call.mock.calls.map((c) => c[1])).toEqual(['npCity', 'npCityV1'])
  })
})

describe('pickupStores: the stores by `sorted`; a failed call null ("try later"), a call not offered no stores', () => {
  beforeEach(() => call.mockReset())
  const store = (shopId: number, sorted: number) => ({
    shopId,
    sorted,
    title: `S${shopId}`,
    address: 'a',
    isOpen: true,
  })

  it.each<[string, unknown, number[] | null]>([
    ['listed', { ok: true, status: 200, data: [store(2, 5), store(1, 1)] }, [1, 2]],
    ['the call failed (502)', failure(502, {}), null],
    ['no answer (0)', failure(0, null), null],
    ['a back end without /shop/get-stores/ (404)', failure(404, { detail: 'Not found.' }), []],
    ['405', failure(405, {}), []],
  ])('%s', async (_n, answer, ids) => {
    call.mockResolvedValue(answer)
    const stores = await pickupStores('ro')
    expect(stores === null ? null : stores.map((s) => s.shopId)).toEqual(ids)
  })
})
