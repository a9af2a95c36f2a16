import { describe, expect, it } from 'vitest'
import { PHONE_MASKS } from '#config'
import { ADVERT_SCALAR_FIELDS, ADVERTS } from '#contract/advert-rules.ts'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import {
  activeBody,
  advertBody,
  attributeChanges,
  contactsOf,
  coordinateField,
  decimalField,
  emptyAdvertForm,
  errorField,
  errorPlace,
  FIELD_LABELS,
  imageProblems,
  phoneProblems,
  publishCheck,
} from './form-rules'

const LOCALES = { en, ro, ru, uk }

const MB = 1024 * 1024

describe('imageProblems', () => {
  it.each([
    ['a jpeg', [{ name: 'a.jpg', type: 'image/jpeg', size: MB }], 0, [0], []],
    ['a webp at the limit', [{ name: 'a.webp', type: 'image/webp', size: ADVERTS.images.maxBytes }], 0, [0], []],
    ['an svg', [{ name: 'x.svg', type: 'image/svg+xml', size: 100 }], 0, [], [{ name: 'x.svg', reason: 'type' }]],
    ['a pdf', [{ name: 'x.pdf', type: 'application/pdf', size: 100 }], 0, [], [{ name: 'x.pdf', reason: 'type' }]],
    [
      'one byte over',
      [{ name: 'big.png', type: 'image/png', size: ADVERTS.images.maxBytes + 1 }],
      0,
      [],
      [{ name: 'big.png', reason: 'size' }],
    ],
    [
      'the eleventh image',
      [
        { name: 'a.png', type: 'image/png', size: 1 },
        { name: 'b.png', type: 'image/png', size: 1 },
      ],
      9,
      [0],
      [{ name: 'b.png', reason: 'count' }],
    ],
  ] as const)('%s', (_name, files, kept, accepted, problems) => {
    expect(imageProblems([...files], kept)).toEqual({ accepted, problems })
  })
})

describe('emptyAdvertForm (spec 5 defaults)', () => {
  it('is negotiable, in EUR, in m2, active, of the first type the back end defines', () => {
    const f = emptyAdvertForm()
    expect([f.negotiable, f.default_currency, f.default_area_unit, f.isActive, f.type]).toEqual([
      true,
      'EUR',
      'm2',
      true,
      ADVERTS.types[0],
    ])
  })
})

describe('decimalField', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['12,345', '12.35'],
    ['12.3', '12.3'],
    ['-5', '0'],
    ['1000000000', '999999999'],
  ])('%j -> %j', (raw, out) => expect(decimalField(raw, ADVERTS.priceMax)).toBe(out))
})

describe('advertBody', () => {
  const entries = (f: FormData) =>
    [...f.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`])

  it('leaves empty fields out, always sends the flags and uses the defaults (spec 5: negotiable, EUR, m2)', () => {
    expect(
      entries(
        advertBody(
          { ...emptyAdvertForm(), title_ro: ' Bicicletă ', title_ru: '', address: '   ', phones: ['', '  '] },
          true,
        ),
      ),
    ).toEqual([
      ['type', 'sale'],
      ['title_ro', 'Bicicletă'],
      ['default_currency', 'EUR'],
      ['default_area_unit', 'm2'],
      ['is_active', 'true'],
      ['is_draft', 'true'],
      ['is_negotiable_price', 'true'],
    ])
  })

  it('sends both languages, the type, the place, contacts without whitespace, images in order (the first is the preview) and the deletion list', () => {
    const file = new File(['x'], 'new.png', { type: 'image/png' })
    const state = {
      ...emptyAdvertForm(),
      type: 'rent' as const,
      title_ro: 'Casa',
      title_ru: 'Дом',
      description_ro: 'Cu grădină',
      description_ru: 'С садом',
      price: '1000',
      negotiable: false,
      address: 'str. Pușkin 1',
      lat: '47,0105',
      lon: '28.8638',
      cadastral_number: '0100-123/45',
      contactName: ' Ion ',
      phones: ['+373 60 000 000', '+373\t69 111\u00a0222'],
      isActive: false,
      images: [{ id: 7, url: '' }, file],
      deletedImages: [3],
    }
    expect(entries(advertBody(state, false))).toEqual([
      ['type', 'rent'],
      ['title_ro', 'Casa'],
      ['title_ru', 'Дом'],
      ['description_ro', 'Cu grădină'],
      ['description_ru', 'С садом'],
      ['address', 'str. Pușkin 1'],
      ['lat', '47.0105'],
      ['lon', '28.8638'],
      ['cadastral_number', '0100-123/45'],
      ['price', '1000'],
      ['default_currency', 'EUR'],
      ['default_area_unit', 'm2'],
      ['is_active', 'false'],
      ['is_draft', 'false'],
      ['is_negotiable_price', 'false'],
      ['images', '7'],
      ['images', 'file:new.png'],
      ['contacts', '[{"name":"Ion","phone":"+37360000000"},{"name":"Ion","phone":"+37369111222"}]'],
      ['deleted_images', '3'],
    ])
  })

  it('pause and resume send only the three flags (every other field keeps its stored value)', () => {
    expect(entries(activeBody({ is_draft: false, is_negotiable_price: false }, false))).toEqual([
      ['is_active', 'false'],
      ['is_draft', 'false'],
      ['is_negotiable_price', 'false'],
    ])
    expect(entries(activeBody({ is_draft: false, is_negotiable_price: true }, true))).toEqual([
      ['is_active', 'true'],
      ['is_draft', 'false'],
      ['is_negotiable_price', 'true'],
    ])
  })
})

describe('contactsOf (spec 5: phones have all whitespace removed before sending)', () => {
  it.each([
    ['no phones', '', [''], []],
    ['spaces, tabs and no-break spaces go', '', [' +373 60\t000\u00a0000 '], [{ phone: '+37360000000' }]],
    [
      'the name goes with every phone',
      ' Ana ',
      ['060000000', '069000000'],
      [
        { name: 'Ana', phone: '060000000' },
        { name: 'Ana', phone: '069000000' },
      ],
    ],
    ['a repeat (after whitespace) is sent once', '', ['+373 60', '+37360'], [{ phone: '+37360' }]],
    [
      'at most ADVERTS.contactsMax',
      '',
      ['1111', '2222', '3333', '4444'],
      [{ phone: '1111' }, { phone: '2222' }, { phone: '3333' }],
    ],
  ] as const)('%s', (_name, name, phones, out) => expect(contactsOf(name, [...phones])).toEqual(out))

  // A shopper audit: the seller's 069 123 456 was published as +069123456 (tel:+069123456). A whole
  // number of the site's mask goes in the international form; another country's as typed.
  it.each([
    ['069 123 456', PHONE_MASKS.moldova, '+37369123456'],
    ['69123456', PHONE_MASKS.moldova, '+37369123456'],
    ['+373 69 123 456', PHONE_MASKS.moldova, '+37369123456'],
    ['0037369123456', PHONE_MASKS.moldova, '+37369123456'],
    ['(069) 123-456', PHONE_MASKS.moldova, '+37369123456'],
    ['0721 234 567', PHONE_MASKS.romania, '+40721234567'],
    ['+40 721 234 567', PHONE_MASKS.romania, '+40721234567'],
    ['+40 721 234 567', PHONE_MASKS.moldova, '+40721234567'],
    ['+49 176 12345678', PHONE_MASKS.moldova, '+4917612345678'],
  ])('%j on a site with %s -> %j', (typed, mask, sent) =>
    expect(contactsOf('', [typed], mask)).toEqual([{ phone: sent }]),
  )
})

describe('phoneProblems (cold review r43 point 8: the registration phone rule, + and 8 to 15 digits)', () => {
  it.each([['javascript:alert(1)'], ['abc def'], ['+373 69'], ['+37369000002999999'], ['tel:+37369000002']])(
    '%s is refused under its own field',
    (phone) => {
      expect(phoneProblems(['+37369000001', phone])).toEqual({ 'phones[1]': 'authFlow.code.badPhone' })
    },
  )

  it.each([['+37369 000 002'], ['+373 (69) 000-002'], ['069.000.002'], ['069 123 456'], ['69123456'], [' '], ['']])(
    '%s passes on a Moldovan site (an empty phone is no contact)',
    (phone) => {
      expect(phoneProblems([phone], PHONE_MASKS.moldova)).toEqual({})
    },
  )

  // A national number after a + names no country (a shopper audit's advert showed +069123456).
  it.each([['+069 123 456'], ['+0721 234 567']])('%s is refused', (phone) => {
    expect(phoneProblems([phone], PHONE_MASKS.moldova)).toEqual({ 'phones[0]': 'authFlow.code.badPhone' })
  })

  it('says so in all four languages', () => {
    for (const [lang, messages] of Object.entries(LOCALES))
      expect((messages as Record<string, string>)['authFlow.code.badPhone'], lang).toBeTruthy()
  })

  it("a back end's contact error goes to the contacts fieldset", () => {
    expect(errorField('contacts.0.phone')).toBe('contacts')
    expect(errorField('contacts')).toBe('contacts')
    expect(errorField('price')).toBe('price')
    expect(errorPlace(errorField('contacts.2.phone'), [])).toBe('field')
  })
})

describe('coordinateField', () => {
  it.each([
    ['', 90, ''],
    ['47,0105', 90, '47.0105'],
    ['47.01051234', 90, '47.010512'],
    ['-28.5', 180, '-28.5'],
    ['91', 90, ''],
    ['181', 180, ''],
    ['north', 90, ''],
  ] as const)('%j (|x| <= %d) -> %j', (raw, limit, out) => expect(coordinateField(raw, limit)).toBe(out))
})

describe('attributeChanges (spec 5: attributes sent, removed ones as a deletion list)', () => {
  it.each([
    ['a new value', { '5': '3' }, [], [5, 7], [{ attribute: 5, value: 3 }], []],
    ['a decimal with a comma', { '7': '12,5' }, [], [5, 7], [{ attribute: 7, value: 12.5 }], []],
    ['a stored one cleared', { '5': '' }, [5], [5, 7], [], [5]],
    ['a stored one never shown again (other category): neither', { '9': '2' }, [9], [5, 7], [], []],
    ['not a number: a stored one is deleted', { '7': 'abc' }, [7], [5, 7], [], [7]],
    ['lookups not loaded: nothing', { '5': '3' }, [5], null, [], []],
  ] as const)('%s', (_name, values, stored, applicable, attributes, deleted) => {
    expect(
      attributeChanges(
        { attributes: { ...values }, storedAttributes: [...stored] },
        applicable === null ? null : [...applicable],
      ),
    ).toEqual({ attributes, deletedAttributes: deleted })
  })

  it('reaches the multipart body as JSON and deleted_attributes', () => {
    const body = advertBody(
      { ...emptyAdvertForm(), sector: '4', attributes: { '5': '3', '7': '' }, storedAttributes: [7] },
      false,
      [5, 7],
    )
    expect(JSON.parse(String(body.get('attributes')))).toEqual([{ attribute: 5, value: 3 }])
    expect(body.getAll('deleted_attributes')).toEqual(['7'])
    expect(body.get('sector')).toBe('4')
  })
})

describe('an emptied field on edit is sent as cleared (issue 51 point 4; decision 0066)', () => {
  const stored = {
    ...emptyAdvertForm(),
    title_ro: 'Casa',
    title_ru: 'Дом',
    description_ro: 'Cu grădină',
    description_ru: 'С садом',
    category: '2',
    region: '3',
    location: '1',
    sector: '1',
    price: '1000',
    area: '54,3',
    address: 'str. Pușkin 1',
    lat: '47.0105',
    lon: '28.8638',
    cadastral_number: '0100-123/45',
    contactName: 'Ion',
    phones: ['+373 60 000 000', '+373 69 111 222'],
  }
  it.each([
    ['address', { address: ' ' }, { address: '' }],
    ['cadastral number', { cadastral_number: '' }, { cadastral_number: '' }],
    ['coordinates', { lat: '', lon: '' }, { lat: '', lon: '' }],
    ['area', { area: '' }, { area: '' }],
    ['sector', { sector: '' }, { sector: '' }],
    ['description (ro)', { description_ro: '', description_ru: 'С садом' }, { description_ro: '' }],
    ['description (ru)', { description_ro: 'Cu grădină', description_ru: '' }, { description_ru: '' }],
    ['price (a draft)', { price: '' }, { price: '' }],
  ] as const)('%s', (_name, patch, sent) => {
    const body = advertBody({ ...stored, ...patch }, false, null, true)
    for (const [k, v] of Object.entries(sent)) expect(body.getAll(k), k).toEqual([v])
    expect(body.get('title_ro')).toBe('Casa')
    // On create nothing empty is sent (spec 5: empty fields are left out).
    const created = advertBody({ ...stored, ...patch }, false)
    for (const k of Object.keys(sent)) expect(created.has(k), k).toBe(false)
  })

  it.each([
    ['contact name', { contactName: '' }, [{ phone: '+37360000000' }, { phone: '+37369111222' }]],
    ['phone 2 emptied', { phones: ['+373 60 000 000', ' '] }, [{ name: 'Ion', phone: '+37360000000' }]],
    ['every phone emptied', { phones: ['', ''] }, []],
    ['every phone removed', { contactName: '', phones: [''] }, []],
  ] as const)('%s', (_name, patch, contacts) => {
    const body = advertBody(
      { ...stored, ...patch, phones: [...('phones' in patch ? patch.phones : stored.phones)] },
      false,
      null,
      true,
    )
    expect(JSON.parse(String(body.get('contacts')))).toEqual(contacts)
  })

  it('a typed coordinate that is not a number is left out, not cleared', () => {
    const body = advertBody({ ...stored, lat: '1000' }, false, null, true)
    expect(body.has('lat')).toBe(false)
  })

  it('a new locality without sectors: the sector the form cleared is sent empty (issue 51 point 3)', () => {
    const body = advertBody({ ...stored, location: '2', sector: '' }, false, null, true)
    expect(body.get('location')).toBe('2')
    expect(body.getAll('sector')).toEqual([''])
  })
})

describe('publish errors in the page language, next to their field (issue 51 point 1)', () => {
  const publishable = {
    ...emptyAdvertForm(),
    title_ro: 'Casa',
    title_ru: '',
    category: '2',
    region: '3',
    location: '1',
    price: '10',
  }
  it.each([
    ['publishable', {}, {}],
    ['no title in any language', { title_ro: ' ', title_ru: '' }, { title_ro: 'advertsArea.form.titleRequired' }],
    ['no category', { category: '' }, { category: 'advertsArea.form.required' }],
    [
      'no region and locality',
      { region: '', location: '' },
      { region: 'advertsArea.form.required', location: 'advertsArea.form.required' },
    ],
    ['no price', { price: '' }, { price: 'advertsArea.form.required' }],
    ['a price that is not a number', { price: 'abc' }, { price: 'advertsArea.form.required' }],
  ] as const)('%s', (_name, patch, expected) => {
    expect(publishCheck({ ...publishable, ...patch }, false)).toEqual(expected)
    // A draft may be saved with anything missing.
    expect(publishCheck({ ...publishable, ...patch }, true)).toEqual({})
  })

  it('counts a stored title in a language the form does not show (same rule as the back end)', () => {
    expect(publishCheck({ ...publishable, title_ro: '', title_ru: '' }, false, ['', 'House'])).toEqual({})
  })

  it('has a label in all four languages for every field the contract can name, never the key', () => {
    const keys = [...ADVERT_SCALAR_FIELDS, ...Object.values(ADVERTS.formLists), ADVERTS.images.field].filter(
      (k) => k !== 'is_draft',
    )
    for (const k of keys) expect(FIELD_LABELS[k], k).toBeDefined()
    for (const [lang, messages] of Object.entries(LOCALES))
      for (const [k, label] of Object.entries(FIELD_LABELS))
        expect((messages as Record<string, string>)[label.id], `${lang} ${k}`).toBeTruthy()
    for (const [lang, messages] of Object.entries(LOCALES))
      for (const id of [
        'advertsArea.form.required',
        'advertsArea.form.titleRequired',
        'advertsArea.form.checkFields',
        'advertsArea.form.saveFailed',
      ])
        expect((messages as Record<string, string>)[id], `${lang} ${id}`).toBeTruthy()
  })

  it.each([
    ['price', [], 'field'],
    ['attributes.7', [7], 'field'],
    ['attributes.9', [7], 'list'],
    ['title_uk', [], 'list'],
    ['deleted_images', [], 'list'],
  ] as const)('%s shows in the %s', (key, ids, place) => {
    expect(errorPlace(key, ids)).toBe(place === 'field' ? 'field' : 'list')
  })
})
