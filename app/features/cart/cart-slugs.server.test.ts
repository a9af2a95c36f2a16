import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_SLUG_REWRITE } from '#config'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * The cart's slugs after a language switch, and what they cost the back end: one stranger's request
 * of 200 lines made 201 calls (a slug_check per line, repeats included; session 62's audit).
 */
const call = vi.fn()
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))
const { translateCartSlugs } = await import('./cart-slugs.server')

afterEach(() => call.mockReset())

const card = (id: number, url: string, title = `Title ${id}`) => ({ ...testProduct(id), url, title })
type Answer = { ok: true; status: number; data: unknown } | { ok: false; status: number; message: string }
/** The back end: products-by-ids answers `cards` (or fails), slug_check answers `checked[slug]` (or 404). */
function backend(cards: ReturnType<typeof card>[] | 'failed', checked: Record<string, string | 'failed'> = {}) {
  call.mockImplementation(
    async (_lang: string, name: string, init: { body?: { current_slug: string } }): Promise<Answer> => {
      if (name === 'productsByIds')
        return cards === 'failed' ? { ok: false, status: 503, message: 'down' } : { ok: true, status: 200, data: cards }
      const next = checked[init.body!.current_slug]
      if (next === 'failed') return { ok: false, status: 500, message: 'boom' }
      return next ? { ok: true, status: 200, data: { slug: next } } : { ok: false, status: 404, message: 'Not found' }
    },
  )
}
const slugChecks = () => call.mock.calls.filter((c) => c[1] === 'slugCheck').map((c) => c[2].body.current_slug)

describe('translateCartSlugs', () => {
  it('takes the slugs the cards name in the new language, and their titles; asks slug_check for none', async () => {
    backend([card(1, 'telefon-ru', 'Телефон'), card(2, 'chainik')])
    const answer = await translateCartSlugs('ro', 'ru', [
      { id: 1, slug: 'telefon' },
      { id: 2, slug: 'ceainic' },
    ])
    expect(answer).toEqual({
      ok: true,
      slugs: { 1: 'telefon-ru', 2: 'chainik' },
      titles: { 1: 'Телефон', 2: 'Title 2' },
    })
    expect(call).toHaveBeenCalledTimes(1)
    expect(call.mock.calls[0]!.slice(0, 2)).toEqual(['ru', 'productsByIds'])
  })

  it('a card naming the same slug (not translated) is asked by slug_check, with the spec payload', async () => {
    backend([card(1, 'telefon'), card(2, 'ceainic')], { telefon: 'telefon-ru' })
    const answer = await translateCartSlugs('ro', 'ru', [
      { id: 1, slug: 'telefon' },
      { id: 2, slug: 'ceainic' },
    ])
    expect(answer.ok && answer.slugs).toEqual({ 1: 'telefon-ru' }) // ceainic: 404, kept
    expect(call).toHaveBeenCalledWith('ru', 'slugCheck', {
      body: { new_lang: 'ru', current_slug: 'telefon', object_type: 'product', current_lang: 'ro' },
    })
  })

  it('200 lines of one made-up product: one card call, one slug_check at most (it was 201 calls)', async () => {
    backend([])
    const lines = Array.from({ length: CART_SLUG_REWRITE.maxLines }, () => ({ id: 1, slug: 'x' }))
    expect(await translateCartSlugs('ro', 'ru', lines)).toEqual({ ok: true, slugs: {}, titles: {} })
    expect(call).toHaveBeenCalledTimes(1) // products-by-ids lists no product 1: nothing to ask
  })

  it('the cards call failed: each distinct slug is asked, at most CART_SLUG_REWRITE.checks of them', async () => {
    backend('failed', { s0: 'n0', s1: 'n1' })
    const lines = Array.from({ length: CART_SLUG_REWRITE.maxLines }, (_, i) => ({ id: i + 1, slug: `s${i % 50}` }))
    const answer = await translateCartSlugs('ro', 'ru', lines)
    expect(slugChecks()).toHaveLength(CART_SLUG_REWRITE.checks)
    expect(new Set(slugChecks()).size).toBe(CART_SLUG_REWRITE.checks)
    // every line of a translated slug takes it (ids 1, 51, 101, 151 had s0); titles unknown
    expect(answer.ok && answer.slugs).toMatchObject({ 1: 'n0', 51: 'n0', 101: 'n0', 151: 'n0', 2: 'n1' })
    expect(answer.ok && answer.titles).toEqual({})
  })

  it('a slug_check that failed (not a 404) fails the whole answer: the cart stays as it was', async () => {
    backend([card(1, 'telefon')], { telefon: 'failed' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await translateCartSlugs('ro', 'ru', [{ id: 1, slug: 'telefon' }])).toEqual({ ok: false })
    expect(warn).toHaveBeenCalledWith('[cart-slugs] boom')
    warn.mockRestore()
  })
})
