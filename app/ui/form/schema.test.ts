import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { checkForm, email, phone, rulesSchema, text } from './schema'

const E = {
  required: 'content.form.error.required',
  phone: 'content.form.error.phone',
  email: 'content.form.error.email',
} as const

describe('the form schemas (zod/mini)', () => {
  const schema = rulesSchema({
    name: { required: true },
    phone: { required: true, kind: 'phone' },
    email: { kind: 'email' },
  })
  it.each([
    [{}, { name: E.required, phone: E.required }],
    [
      { name: ' ', phone: '' },
      { name: E.required, phone: E.required },
    ],
    [{ name: 'Ana', phone: '+373 22 000 000' }, {}],
    [{ name: 'Ana', phone: 'abc' }, { phone: E.phone }],
    // the phone field's country prefix alone (app/ui/PhoneInput) is nothing typed
    [{ name: 'Ana', phone: '+(373) ' }, { phone: E.required }],
    [{ name: 'Ana', phone: '+40' }, { phone: E.required }],
    [{ name: 'Ana', phone: '+(373) 69 123-456' }, {}],
    // invisible format characters alone are no name (an order went out with a blank-looking one)
    [{ name: '\u200b\u200b', phone: '+(373) 69 123-456' }, { name: E.required }],
    [{ name: ' \u200e\u200f\u202e\u2060\ufeff ', phone: '+(373) 69 123-456' }, { name: E.required }],
    [{ name: 'A\u200dna', phone: '+(373) 69 123-456' }, {}],
    // a part of a number (the mask lets one be typed)
    [{ name: 'Ana', phone: '+(373) 12' }, { phone: E.phone }],
    [{ name: 'Ana', phone: '+40 721 234-567' }, {}],
    [{ name: 'Ana', phone: '+(373) 69-000-000', email: 'a@b' }, { email: E.email }],
    [{ name: 'Ana', phone: '069000000', email: 'a@b.md' }, {}],
    [{ name: 'Ana', phone: '069000000', email: `${'a'.repeat(250)}@b.md` }, { email: E.email }],
  ])('%j -> %j', (values, expected) => {
    const result = checkForm(schema, values)
    expect(result.ok ? {} : result.fields).toEqual(expected)
  })

  it.each([
    [
      { name: '  Ana ', phone: ' +(373) 69 123-456 ' },
      { name: 'Ana', phone: '+(373) 69 123-456', email: '' },
    ],
    [
      { name: 'Ana', phone: '069000000', email: ' a@b.md ', junk: 'x' },
      { name: 'Ana', phone: '069000000', email: 'a@b.md' },
    ],
  ])('cleans %j to %j (trimmed, unknown keys dropped)', (values, expected) => {
    expect(checkForm(schema, values)).toEqual({ ok: true, value: expected })
  })

  it.each([
    [text(), '', null],
    [text({ required: true }), '', E.required],
    [
      text({ required: true, requiredError: 'advertsArea.report.chooseCategory' }),
      ' ',
      'advertsArea.report.chooseCategory',
    ],
    [phone(), '+(373) ', null],
    [phone({ required: true }), '+(373) 6', E.phone],
    [phone({ required: true }), '+(373) ', E.required],
    [phone({ required: true, requiredError: E.phone }), '+(373) ', E.phone],
    [email({ required: true }), 'x@y', E.email],
    [email(), 'x@y.z', null],
  ] as const)('one field: %#', (schema, value, problem) => {
    const result = checkForm(rulesSchemaOf(schema), { f: value })
    expect(result.ok ? null : result.fields.f).toBe(problem)
  })
  it('extra names are optional texts', () => {
    expect(checkForm(rulesSchema({}, ['filial_id']), {})).toEqual({ ok: true, value: { filial_id: '' } })
  })
})

function rulesSchemaOf(field: z.ZodMiniType) {
  return z.object({ f: field })
}
