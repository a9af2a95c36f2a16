import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dateText, flagValue, intId, isoDateText, num, orDefault } from './common'
import { itemsOf, parseCollectingDrops } from './items'

/**
 * orDefault: a field the shop can default takes its default when absent, null or malformed (a wrong
 * type, a value its schema refuses); it never fails the item or the answer. Required fields stay
 * strict. (Before, a wrong type failed the whole answer: `category.level: "3"` emptied every
 * category page.)
 */
describe('orDefault: absent, null or malformed is the default', () => {
  const UNSET = Symbol('unset')
  it.each([
    ['a number field: a number', orDefault(num, 1), 3, 3],
    ['a number field: a decimal string is its value', orDefault(num, 1), '3', 3],
    ['a number field: absent', orDefault(num, 1), UNSET, 1],
    ['a number field: null', orDefault(num, 1), null, 1],
    ['a number field: a word', orDefault(num, 1), 'three', 1],
    ['a number field: a boolean', orDefault(num, 1), true, 1],
    ['a number field: an object', orDefault(num, 1), { level: 3 }, 1],
    ['a number field: a list', orDefault(num, 1), [3], 1],
    ['an id field: a string of digits', orDefault(intId, null), '42', 42],
    ['an id field: a fraction', orDefault(intId, null), 4.2, null],
    [
      'a refined number: refused by its rule',
      orDefault(
        num.refine((n) => n > 0),
        1,
      ),
      0,
      1,
    ],
    ['a string field: a number', orDefault(z.string(), ''), 12, ''],
    ['a string field: an object', orDefault(z.string(), null), { ro: 'x' }, null],
    ['a flag: 1', orDefault(flagValue, false), 1, true],
    ['a flag: "0"', orDefault(flagValue, true), '0', false],
    ['a flag: "yes" is no flag', orDefault(flagValue, true), 'yes', true],
    ['a flag: 2 is no flag', orDefault(flagValue, false), 2, false],
    ['a list field: a string', orDefault(z.array(z.string()), []), 'red', []],
    ['a list field: an object', orDefault(z.array(z.string()), []), { 0: 'red' }, []],
    [
      'an object field: a string',
      orDefault(z.object({ id: intId, name: z.string() }), { id: 0, name: '' }),
      'Acme',
      { id: 0, name: '' },
    ],
    [
      'an object field missing a required key of its own',
      orDefault(z.object({ id: intId, name: z.string() }), { id: 0, name: '' }),
      { id: 3 },
      { id: 0, name: '' },
    ],
  ])('%s', (_, schema, input, expected) => {
    const answer = z.object({ field: schema as z.ZodType })
    const parsed = answer.safeParse(input === UNSET ? {} : { field: input })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.field).toEqual(expected)
  })

  it('a list with some bad items keeps the rest (item by item), a list of another type is the default', () => {
    const schema = z.object({ tags: orDefault(itemsOf(z.object({ id: intId }), 'tags'), []) })
    const { result, drops } = parseCollectingDrops(schema, { tags: [{ id: 1 }, { id: 'x' }, { id: '3' }] })
    expect(result.data?.tags).toEqual([{ id: 1 }, { id: 3 }])
    expect(drops).toHaveLength(1)
    expect(schema.parse({ tags: 'none' }).tags).toEqual([])
  })

  it('each parse gets its own copy of an object or list default', () => {
    const schema = z.object({
      list: orDefault(z.array(z.number()), [] as number[]),
      brand: orDefault(z.object({ id: num }), { id: 0 }),
    })
    const a = schema.parse({ list: 'x', brand: 'x' })
    const b = schema.parse({})
    a.list.push(1)
    a.brand.id = 9
    expect(b.list).toEqual([])
    expect(b.brand).toEqual({ id: 0 })
    expect(schema.parse({ brand: null }).brand).toEqual({ id: 0 })
  })

  it('required fields beside it stay strict', () => {
    const schema = z.object({ id: intId, price: num, level: orDefault(num, 1) })
    expect(schema.safeParse({ id: 1, price: '2.50', level: 'x' }).data).toEqual({ id: 1, price: 2.5, level: 1 })
    for (const bad of [
      { id: 'one', price: 2, level: 1 },
      { id: 1, price: 'two', level: 1 },
      { id: 1, level: 1 },
    ])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})

describe('flagValue: a flag sent as a boolean, 1/0 or their strings', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    [' TRUE ', true],
    ['false', false],
  ])('%j -> %s', (input, expected) => expect(flagValue.parse(input)).toBe(expected))
  it.each([[2], ['yes'], [''], [null], [{}]])('%j is no flag', (input) =>
    expect(flagValue.safeParse(input).success).toBe(false),
  )
})

describe('isoDateText: a date as ISO text (session 59)', () => {
  it.each([
    ['2024-05-02', '2024-05-02'],
    ['2024-05-02T14:30:00+03:00', '2024-05-02T14:30:00+03:00'],
    ['2024-05-02 14:30:00', '2024-05-02T14:30:00'],
    ['02.05.2024', '2024-05-02'],
    ['2.5.2024', '2024-05-02'],
    ['02.05.2024 14:30', '2024-05-02T14:30:00'],
    ['31.02.2024', ''],
    ['', ''],
    ['  ', ''],
    ['soon', ''],
    ['Thu, 02 May 2024 10:00:00 GMT', 'Thu, 02 May 2024 10:00:00 GMT'],
  ])('%j -> %j', (text, iso) => {
    expect(isoDateText(text)).toBe(iso)
  })
})

/**
 * Unix time (session 63's operator audit, item 7: `{"dates":"epoch"}` emptied the promotions, since
 * dateText took text only): a number or a digit string, seconds below 1e11, milliseconds from 1e11.
 * Every form read before reads as before.
 */
describe('dateText: Unix time in seconds or milliseconds, as a number or digits', () => {
  it.each([
    ['seconds', 1767225600, '2026-01-01T00:00:00.000Z'],
    ['milliseconds', 1767225600000, '2026-01-01T00:00:00.000Z'],
    ['seconds as digits', '1767225600', '2026-01-01T00:00:00.000Z'],
    ['milliseconds as digits', '1767225600000', '2026-01-01T00:00:00.000Z'],
    ['digits with spaces around', ' 1767225600 ', '2026-01-01T00:00:00.000Z'],
    ['seconds with a fraction', 1767225600.5, '2026-01-01T00:00:00.500Z'],
    ['the last seconds value, 1e11 - 1', 99_999_999_999, '5138-11-16T09:46:39.000Z'],
    ['1e11: milliseconds', 100_000_000_000, '1973-03-03T09:46:40.000Z'],
    ['ISO date, as before', '2024-05-02', '2024-05-02'],
    ['ISO with offset, as before', '2024-05-02T14:30:00+03:00', '2024-05-02T14:30:00+03:00'],
    ['a space for the T, as before', '2024-05-02 14:30:00', '2024-05-02T14:30:00'],
    ['day first, as before', '02.05.2024 14:30', '2024-05-02T14:30:00'],
    ['an HTTP date, as before', 'Thu, 02 May 2024 10:00:00 GMT', 'Thu, 02 May 2024 10:00:00 GMT'],
    ['a year, as Date reads it, as before', '2024', '2024'],
    ['8 digits that make a day: that day (a compact ISO date)', '20240502', '2024-05-02'],
    ['8 digits as a number: seconds', 20240502, '1970-08-23T06:21:42.000Z'],
  ])('%s: %j -> %j', (_, input, iso) => {
    expect(dateText.parse(input)).toBe(iso)
  })

  it.each([
    ['0, an unset field (empty: zero)', 0],
    ['8 digits of a day that is none (31 February)', '20240231'],
    ['8 digits of a month that is none (13)', '20241302'],
    ['0 as digits', '00000'],
    ['a number no Date holds', 1e20],
    ['digits no Date holds', '99999999999999999999'],
    ['no date', 'soon'],
    ['empty', ''],
    ['a flag', true],
    ['null', null],
  ])('%s (%j) is no date', (_, input) => {
    expect(dateText.safeParse(input).success).toBe(false)
  })
})
