import { describe, expect, it } from 'vitest'
import { checkForm } from '#app/ui/form/index.ts'
import { CONTACT, CONTACT_CODE, companiesSchema, filtersSchema, PERSONAL, SUPPORT } from './forms'

/** The cabinet forms send what was typed, trimmed, under their field names; the browser's and the back end's checks refuse the rest. */
describe('the cabinet form schemas', () => {
  it.each([
    [
      'personal',
      PERSONAL,
      { full_name: '  Ana Pop ', birthday: '1990-02-03' },
      { full_name: 'Ana Pop', birthday: '1990-02-03' },
    ],
    ['personal, birthday cleared', PERSONAL, { full_name: 'Ana', birthday: '' }, { full_name: 'Ana', birthday: '' }],
    ['personal, nothing typed (the back end answers)', PERSONAL, { full_name: '   ' }, { full_name: '', birthday: '' }],
    ['contact', CONTACT, { value: ' a@b.md ', junk: 'x' }, { value: 'a@b.md' }],
    ['contact, a phone as masked', CONTACT, { value: '+(373) 69 123-456' }, { value: '+(373) 69 123-456' }],
    ['code', CONTACT_CODE, { code: ' 123456 ' }, { code: '123456' }],
    [
      'support',
      SUPPORT,
      { name: ' Ana ', email: 'a@b.md ', body: ' Hello\nthere ' },
      { name: 'Ana', email: 'a@b.md', body: 'Hello\nthere' },
    ],
    [
      'one company',
      companiesSchema(1),
      { 'name-0': ' SRL ', 'idno-0': '1003600000000' },
      { 'name-0': 'SRL', 'idno-0': '1003600000000', 'vat-0': '', 'address-0': '', 'bank-0': '', 'iban-0': '' },
    ],
    [
      'filters',
      filtersSchema(['search', 'status', 'start_date', 'end_date']),
      { search: ' 42 ', status: 'new' },
      { search: '42', status: 'new', start_date: '', end_date: '' },
    ],
  ])('%s: %j -> %j', (_, schema, values, sent) => {
    expect(checkForm(schema, values)).toEqual({ ok: true, value: sent })
  })

  it('two companies: every field of each entry, by its entry number', () => {
    const result = checkForm(companiesSchema(2), { 'name-1': 'B', 'name-2': 'not an entry' })
    expect(result.ok && Object.keys(result.value).sort()).toEqual(
      [
        'address-0',
        'address-1',
        'bank-0',
        'bank-1',
        'iban-0',
        'iban-1',
        'idno-0',
        'idno-1',
        'name-0',
        'name-1',
        'vat-0',
        'vat-1',
      ].sort(),
    )
    expect(result.ok && result.value['name-1']).toBe('B')
  })
})
