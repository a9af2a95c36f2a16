import { describe, expect, it } from 'vitest'
import { type ControlCheck, controlProblem, controlProblems } from './control-problems'

const valid = { valid: true, valueMissing: false, typeMismatch: false, tooShort: false, tooLong: false }
const check = (validity: Partial<ControlCheck['validity']>, over: Partial<ControlCheck> = {}): ControlCheck => ({
  name: 'email',
  type: 'email',
  minLength: -1,
  maxLength: 254,
  validity: { ...valid, valid: false, ...validity },
  ...over,
})

describe('controlProblem: what the browser found, as a message of the page', () => {
  it.each<[string, ControlCheck, ReturnType<typeof controlProblem>]>([
    ['valid', { ...check({}), validity: valid }, null],
    ['missing', check({ valueMissing: true }), { id: 'content.form.error.required' }],
    ['not an e-mail', check({ typeMismatch: true }), { id: 'content.form.error.email' }],
    [
      'a short new password',
      check({ tooShort: true }, { name: 'password', type: 'password', minLength: 8 }),
      { id: 'content.form.error.tooShort', values: { min: 8 } },
    ],
    ['too long', check({ tooLong: true }), { id: 'content.form.error.tooLong', values: { max: 254 } }],
    ['anything else', check({}), { id: 'content.form.error.invalid' }],
    // The browser counts these as filled; no shopper sees anything in them.
    ...['   ', '\u200b\u200b', '\u200e\u200f\u200b', '\u202e', '\u2060 ', '\ufeff'].map(
      (value): [string, ControlCheck, ReturnType<typeof controlProblem>] => [
        `required, only ${JSON.stringify(value)}`,
        { ...check({}), validity: valid, required: true, value },
        { id: 'content.form.error.required' },
      ],
    ),
    [
      'required, a name with a zero-width joiner',
      { ...check({}), validity: valid, required: true, value: 'A\u200dna' },
      null,
    ],
    ['not required, only invisible', { ...check({}), validity: valid, required: false, value: '\u200b' }, null],
  ])('%s', (_, control, problem) => {
    expect(controlProblem(control)).toEqual(problem)
  })
})

describe('controlProblems: the first problem of each named control, as field errors', () => {
  it('names each field once, skips the valid and the unnamed, and is null when all are valid', () => {
    const elements = [
      check({ valueMissing: true }),
      check({ typeMismatch: true }),
      { ...check({}), validity: valid, name: 'first_name' },
      { ...check({ valueMissing: true }), name: '' },
      check({ tooShort: true }, { name: 'password', minLength: 8 }),
    ]
    const t = (id: string, values?: Record<string, number>) => `${id}${values ? JSON.stringify(values) : ''}`
    expect(controlProblems({ elements } as unknown as HTMLFormElement, t)).toEqual({
      ok: false,
      fields: { email: 'content.form.error.required', password: 'content.form.error.tooShort{"min":8}' },
      messages: [],
    })
    expect(controlProblems({ elements: [elements[2]] } as unknown as HTMLFormElement, t)).toBeNull()
    expect(controlProblems(null, t)).toBeNull()
  })
})
