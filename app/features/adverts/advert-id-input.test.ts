import { describe, expect, it, vi } from 'vitest'

// The input check only: the server half (which reaches the Worker's bindings) is not run here.
vi.mock('./mine.server', () => ({}))
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({}))
const { advertId } = await import('./mine.functions')
const { InputError } = await import('#app/api/input.ts')

/** The favourite and complaint server functions' advert id (contract advert-id.ts): text, or refused with a 400. */
describe('advertId (the favourite and complaint inputs)', () => {
  it.each([
    [7, '7'],
    ['7', '7'],
    ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001'],
    ['adv_01H', 'adv_01H'],
  ])('%j is the advert %j', (value, id) => {
    expect(advertId(value)).toBe(id)
  })
  it.each([['a/b'], ['..'], ['a\u0000b'], ['a'.repeat(65)], [''], [-1], [1.5], [null]])('%j is refused', (value) => {
    expect(() => advertId(value)).toThrow(InputError)
  })
})
