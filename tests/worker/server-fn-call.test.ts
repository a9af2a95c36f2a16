import { describe, expect, it, vi } from 'vitest'
import { send } from './helpers'

/**
 * A stranger's server-function call that cannot be one (review r3): on the demo each of these was
 * TanStack Start's 500 for every one of the 117 functions. Through the whole Worker they are a 4xx
 * that says why, with the private Cache-Control every server-function answer has. The middleware's
 * own cases (Start's 500s for an unknown id): worker/middleware/server-fn-call/index.test.ts.
 */
const ORIGIN = 'https://shop.test'
const FN = '/_serverFn/7baa4df0b5970959245787802e8c349a3c7cd8bfa1e4465e9eabf68a461f23c2'
const post = (body: string, type = 'application/json') =>
  send(FN, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': type }, body })

describe('a server-function call that cannot be one', () => {
  it.each([
    ['not JSON', 'not json {', 'Bad Request: the call is not JSON'],
    ['JSON null', 'null', 'Bad Request: the call is not a server-function payload'],
    ['a plain object', '{"lang":"ro"}', 'Bad Request: the call is not a server-function payload'],
    [
      'an envelope nested 10,000 deep',
      `{"t":${'{"t":9,"a":['.repeat(10_000)}{"t":0,"s":1}${']}'.repeat(10_000)},"f":63,"m":[]}`,
      'Bad Request: a server-function payload may nest at most 96 levels',
    ],
  ])('%s is a 400 that says why', async (_, body, text) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(await res.text()).toBe(text)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  // h2's sweep (session 69): Start answered these 400 too, after logging each with its whole stack
  // (fifteen lines a call). Now the Worker refuses them before Start, and nothing is logged.
  it.each([
    ['a RegExp that is no pattern', { t: 6, i: 1, c: '(', m: '' }],
    ['a BigInt of letters', { t: 3, s: 'abc' }],
  ])('an envelope seroval cannot read (%s) is a 400 with nothing logged', async (_, n) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const res = await post(JSON.stringify({ t: { t: 10, i: 0, p: { k: ['data'], v: [n] }, o: 0 }, f: 63, m: [] }))
      expect(res.status).toBe(400)
      expect(await res.text()).toBe('Bad Request: the call cannot be read')
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })

  it('a multipart form that does not parse is a 400', async () => {
    const res = await post('garbage', 'multipart/form-data; boundary=x')
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Bad Request: the form cannot be read')
  })

  it('a GET whose payload is not JSON is a 400', async () => {
    const res = await send(`${FN}?payload=%7B%22t%22%3A`, { headers: { Origin: ORIGIN } })
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Bad Request: the call is not JSON')
  })

  it.each(['/_serverFn/', '/_serverFn/a%00b'])('%s names no function: a 404', async (path) => {
    const res = await send(path, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' } })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('Not Found: no such server function')
  })
})
