import { beforeEach, expect, it, vi } from 'vitest'

/**
 * The own delivery's price refused in the back end's words (an operator's back end: 400
 * `{"detail":"Adresa nu este deservită."}`) is read as that refusal, not as a failed call: the cart
 * said "Nu a putut fi calculat, operatorul îl va confirma". A 5xx, no answer, a call not offered or
 * not allowed, or an answer without words stays a failure (null: the summary's own text).
 */
const call = vi.fn()
// cart.server.ts reads the Worker's variables (COMPANY_GROUP_ID); none set here.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  requestCookie: () => undefined,
  requestDevMode: () => false,
  shopperIpHeaders: () => undefined,
  callForRequest: (...args: unknown[]) => call(...args),
}))
const { loadDeliveryCost } = await import('./cart.server')

const failure = (status: number, body: unknown, kind = 'status') => ({ ok: false, kind, status, body, message: 'x' })
beforeEach(() => {
  call.mockReset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

it.each<[string, unknown, unknown]>([
  [
    '400 detail: its words',
    failure(400, { detail: 'Adresa nu este deservită.' }),
    { refused: 'Adresa nu este deservită.' },
  ],
  ['400 non_field_errors', failure(400, { non_field_errors: ['Zonă închisă.'] }), { refused: 'Zonă închisă.' }],
  ['422 field errors, in order', failure(422, { region_id: ['Regiune?'], error: 'x' }), { refused: 'Regiune?' }],
  ['400 without words', failure(400, {}), null],
  ['500 with words', failure(500, { detail: 'Server Error' }), null],
  ['no answer', failure(0, null, 'network'), null],
  ['404: no such call', failure(404, { detail: 'Not found.' }), null],
  ['403: not allowed', failure(403, { detail: 'Authentication credentials were not provided.' }), null],
  ['a price', { ok: true, status: 200, data: { price: 45 } }, { price: 45 }],
])('%s', async (_name, answer, read) => {
  call.mockResolvedValue(answer)
  expect(await loadDeliveryCost('ro', { region_id: 1 } as never)).toEqual(read)
})
