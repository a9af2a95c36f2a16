import { describe, expect, it } from 'vitest'
import { refusedForm } from './refused-form'
import { formFailure } from './rules'

/**
 * What the user request, resume and consultation forms show when the back end refuses them: the back
 * end limits each form per client (a 429 saying why, in the page's language); a 429 that says nothing
 * readable shows the page's own text, never a blank form or the English 'Unknown error'.
 */
const FALLBACK = 'Ceva nu a funcționat. Încercați din nou mai târziu.'
const shown = (body: unknown) => formFailure({ ok: false, ...refusedForm(body) }, FALLBACK)

describe('a refused content form', () => {
  it("shows the back end's 429 text as it came", () => {
    const error = 'Acest formular a fost trimis de prea multe ori din rețeaua dvs., încercați mai târziu'
    expect(shown({ error })).toEqual({ ok: false, fields: {}, messages: [error] })
  })

  it.each([null, '', '   ', '<html><body>429 Too Many Requests</body></html>', {}, { error: '' }, []])(
    'shows the page text for a body that says nothing readable: %j',
    (body) => {
      expect(shown(body)).toEqual({ ok: false, fields: {}, messages: [FALLBACK] })
    },
  )

  it('keeps field errors next to their fields, with no extra text', () => {
    expect(shown({ error: 'Invalid body', fields: { phone: ['Invalid phone'] } })).toEqual({
      ok: false,
      fields: { phone: 'Invalid phone' },
      messages: [],
    })
  })

  it('leaves a sent form alone', () => {
    expect(formFailure({ ok: true, fields: {}, messages: [] }, FALLBACK)).toEqual({
      ok: true,
      fields: {},
      messages: [],
    })
  })
})
