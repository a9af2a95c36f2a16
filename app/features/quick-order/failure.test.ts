import { describe, expect, it } from 'vitest'
import { quickFailure, quickUnavailable, refusedQuickOrder } from './failure'

/**
 * What the quick-order modals (one-click, pre-order, first-to-know, bulk) show when the back end does
 * not take the request: it limits each kind per client (admin-api services/write-limits.ts) with a 429
 * that says why in the page's language; a 429 that says nothing readable shows the page's own
 * 'something went wrong', never the English 'Unknown error' or a blank form.
 */
const TEXTS = {
  unavailable: 'Comanda nu a putut fi trimisă acum. Încercați din nou.',
  notOffered: 'Cererea nu poate fi trimisă online.',
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
    const down = { ok: false, fields: {}, messages: [], number: null, unavailable: 'down' as const }
    expect(quickFailure(down, TEXTS).messages).toEqual([TEXTS.unavailable])
  })

  it('leaves an accepted request alone', () => {
    const sent = { ok: true, fields: {}, messages: [], number: 'OC-000001', unavailable: false as const }
    expect(quickFailure(sent, TEXTS)).toBe(sent)
  })
})

describe('quickUnavailable: why the call failed, by the status', () => {
  it.each<[number, ReturnType<typeof quickUnavailable>]>([
    [0, 'down'],
    [500, 'down'],
    [502, 'down'],
    [504, 'down'],
    [501, 'notOffered'],
    [401, 'notOffered'],
    [403, 'notOffered'],
    [404, 'notOffered'],
    [405, 'notOffered'],
    [400, false],
    [409, false],
    [429, false],
  ])('%i -> %j', (status, kind) => expect(quickUnavailable(status)).toBe(kind))

  it("a back end without the call: the page's own text, not its English words", () => {
    const missing = {
      ok: false,
      fields: {},
      messages: ['Authentication credentials were not provided.'],
      number: null,
      unavailable: 'notOffered' as const,
    }
    expect(quickFailure(missing, TEXTS).messages).toEqual([TEXTS.notOffered])
  })
})
