import { describe, expect, it } from 'vitest'
import { quickFailure, refusedQuickOrder } from './failure'

/**
 * What the quick-order modals (one-click, pre-order, first-to-know, bulk) show when the back end does
 * not take the request: it limits each kind per client (admin-api services/write-limits.ts) with a 429
 * that says why in the page's language; a 429 that says nothing readable shows the page's own
 * 'something went wrong', never the English 'Unknown error' or a blank form.
 */
const TEXTS = {
  unavailable: 'Comanda nu a putut fi trimisă acum. Încercați din nou.',
  fallback: 'Ceva nu a funcționat. Încercați din nou mai târziu.',
}
const refused = (body: unknown) =>
  quickFailure({ ok: false, ...refusedQuickOrder(body), number: null, unavailable: false }, TEXTS)

describe('a refused quick order', () => {
  it("shows the back end's 429 text as it came", () => {
    const error = 'Acest formular a fost trimis de prea multe ori din rețeaua dvs., încercați mai târziu'
    expect(refused({ error })).toMatchObject({ ok: false, fields: {}, messages: [error] })
  })

  it.each([null, '', '  ', '<html><body>429 Too Many Requests</body></html>', {}, { error: '' }, []])(
    'shows the page text for a body that says nothing readable: %j',
    (body) => {
      expect(refused(body)).toMatchObject({ ok: false, fields: {}, messages: [TEXTS.fallback] })
    },
  )

  it('keeps field errors next to their fields, with no extra text', () => {
    expect(refused({ error: 'Invalid body', fields: { phone: ['Invalid phone'] } })).toMatchObject({
      fields: { phone: 'Invalid phone' },
      messages: [],
    })
  })

  it('says the back end could not answer when it could not (down, slow), whatever came', () => {
    const down = { ok: false, fields: {}, messages: [], number: null, unavailable: true }
    expect(quickFailure(down, TEXTS).messages).toEqual([TEXTS.unavailable])
  })

  it('leaves an accepted request alone', () => {
    const sent = { ok: true, fields: {}, messages: [], number: 'OC-000001', unavailable: false }
    expect(quickFailure(sent, TEXTS)).toBe(sent)
  })
})
