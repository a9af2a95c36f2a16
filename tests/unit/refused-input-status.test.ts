import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * A server-function call whose input its validator refuses answers 400 (it was TanStack Start's 200
 * for every failed call); a page whose loader calls a function on the server keeps its own status.
 */
const calls = vi.hoisted(() => ({ path: '/', status: vi.fn() }))
vi.mock('@tanstack/react-start/server', () => ({
  getRequestUrl: () => new URL(`https://shop.test${calls.path}`),
  setResponseStatus: calls.status,
}))

const { InputError, record } = await import('#app/api/input.ts')
const { answerRefusedInputWith400, REFUSED_INPUT_HOOK } = await import('#platform/input-status.server.ts')

afterEach(() => {
  calls.status.mockReset()
  delete (globalThis as Record<symbol, unknown>)[REFUSED_INPUT_HOOK]
})

describe('answerRefusedInputWith400', () => {
  it.each([
    ['a server-function call', '/_serverFn/abc', [[400]]],
    ['a page render', '/ro/cart', []],
  ])('%s (%s) whose validator throws: status %j', (_name, path, expected) => {
    answerRefusedInputWith400()
    calls.path = path
    expect(() => record(12345)).toThrow('expected an object')
    expect(calls.status.mock.calls).toEqual(expected)
  })

  it('unset (the browser), a refused input only throws', () => {
    calls.path = '/_serverFn/abc'
    expect(() => record(null)).toThrow(InputError)
    expect(calls.status).not.toHaveBeenCalled()
  })

  it('without a request in scope it marks nothing and still throws the input error', () => {
    answerRefusedInputWith400()
    calls.path = '::not a path'
    expect(() => record([])).toThrow('expected an object')
  })
})
