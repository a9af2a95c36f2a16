import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { flagValue, intId, intNum, num, wholeCount } from './common'
import { endpoints } from './endpoints'
import { globalSettingsSchema } from './settings'

/**
 * A back end may send its numbers as JSON strings (PHP/Laravel, decimal columns): every number the
 * shop reads from an answer takes a JSON number or the canonical text of one (common.ts), and
 * nothing looser - no Number("") = 0, no padding, no exponent, no hex, no Infinity/NaN.
 */
const REFUSED_EVERYWHERE = [
  '',
  ' ',
  ' 12 ',
  '12 ',
  '\t7',
  '1e3',
  '1E3',
  '0x1f',
  '0b1',
  '+1',
  '007',
  '.5',
  '5.',
  '1,5',
  '1_000',
  '12abc',
  'abc',
  'Infinity',
  '-Infinity',
  'NaN',
  '--1',
  '1'.repeat(400),
]

describe('the number readers: accepted and refused text per kind', () => {
  const read = (schema: z.ZodType, v: unknown) => {
    const r = schema.safeParse(v)
    return r.success ? r.data : 'refused'
  }
  it.each([
    // any number: prices, totals, coordinates, rates
    ['num', num, '1299.00', 1299],
    ['num', num, '1299', 1299],
    ['num', num, '0', 0],
    ['num', num, '0.19', 0.19],
    ['num', num, '-12.5', -12.5],
    ['num', num, '47.0245', 47.0245],
    ['num', num, 12.5, 12.5],
    ['num', num, true, 'refused'],
    ['num', num, null, 'refused'],
    ['num', num, [1], 'refused'],
    ['num', num, Number.POSITIVE_INFINITY, 'refused'],
    ['num', num, Number.NaN, 'refused'],
    // an integer (a day, a position, a number of months)
    ['intNum', intNum, '7', 7],
    ['intNum', intNum, '7.0', 7],
    ['intNum', intNum, '-3', -3],
    ['intNum', intNum, '7.5', 'refused'],
    ['intNum', intNum, 7.5, 'refused'],
    ['intNum', intNum, '9007199254740993', 'refused'],
    // a count (totalCount, pages, stock counts)
    ['wholeCount', wholeCount, '3', 3],
    ['wholeCount', wholeCount, '0', 0],
    ['wholeCount', wholeCount, '3.000', 3],
    ['wholeCount', wholeCount, '3.5', 'refused'],
    ['wholeCount', wholeCount, '-1', 'refused'],
    ['wholeCount', wholeCount, -1, 'refused'],
    // an id: digits only
    ['intId', intId, '42', 42],
    ['intId', intId, '0', 0],
    ['intId', intId, '999999999999999', 999_999_999_999_999],
    ['intId', intId, 42, 42],
    ['intId', intId, '4.2', 'refused'],
    ['intId', intId, '42.0', 'refused'],
    ['intId', intId, '-42', 'refused'],
    ['intId', intId, '42abc', 'refused'],
    ['intId', intId, '1000000000000000', 'refused'],
    ['intId', intId, 4.2, 'refused'],
    // a flag stays a flag: "1"/"0", not any number
    ['flagValue', flagValue, '1', true],
    ['flagValue', flagValue, '0', false],
    ['flagValue', flagValue, '2', 'refused'],
  ] as const)('%s reads %j as %j', (_name, schema, input, expected) => {
    expect(read(schema, input)).toBe(expected)
  })

  it.each([
    ['num', num],
    ['intNum', intNum],
    ['wholeCount', wholeCount],
    ['intId', intId],
  ] as const)('%s refuses every non-canonical text', (_name, schema) => {
    for (const text of REFUSED_EVERYWHERE) expect(read(schema, text), JSON.stringify(text)).toBe('refused')
  })

  it("a field's own rule applies to the number read: bounds, integers", () => {
    const days = num.pipe(z.number().int().min(1).max(60))
    expect(read(days, '60')).toBe(60)
    expect(read(days, '61')).toBe('refused')
    expect(read(days, '0')).toBe('refused')
    expect(read(days, '7.5')).toBe('refused')
  })
})

describe('the settings answer reads numbers sent as text', () => {
  it('days_ahead "7" is 7 and every other settings number is its value, not its default', () => {
    const s = globalSettingsSchema.parse({
      calendar_settings: { enabled: '1', days_ahead: '14', days_off: ['6', '7'] },
      popups_configuration: { delay: '2500' },
      active_products_count: '195',
      cart_settings: { min_order_total: '150.50' },
      captcha: { site_key: 'k', version: '3' },
      brands_position: '2',
    })
    expect(s.calendar_settings).toMatchObject({ enabled: true, days_ahead: 14, days_off: [6, 7] })
    expect(s.popups_configuration.delay).toBe(2500)
    expect(s.active_products_count).toBe(195)
    expect(s.cart_settings.min_order_total).toBe(150.5)
    expect(s.captcha.version).toBe(3)
    expect(s.brands_position).toBe(2)
    expect(globalSettingsSchema.parse({ calendar_settings: { days_ahead: '7' } }).calendar_settings.days_ahead).toBe(7)
  })

  it('a text that is no number, or out of range, still takes the default', () => {
    const s = globalSettingsSchema.parse({
      calendar_settings: { days_ahead: '' },
      popups_configuration: { delay: '5 s' },
      cart_settings: { min_order_total: '-1' },
      captcha: { version: '1e1' },
    })
    expect(s.calendar_settings.days_ahead).toBe(7)
    expect(s.popups_configuration.delay).toBe(5000)
    expect(s.cart_settings.min_order_total).toBe(0)
    expect(s.captcha.version).toBe(2)
    expect(globalSettingsSchema.parse({ calendar_settings: { days_ahead: '61' } }).calendar_settings.days_ahead).toBe(7)
  })
})

/**
 * Every number in every answer schema of the registry goes through a reader (num, intNum, wholeCount,
 * intId and pipes from them, flags): a bare z.number() in an answer is a field a back end sending
 * "42" fails. A union that takes any string already reads text (a filter option's id, a code). And
 * every yes/no flag goes through flagValue: a bare z.boolean() lost the whole card, cart line, order
 * or list item of a back end that sends 1/0 (session 56's audit of the spec's open shapes).
 */
describe('no answer field reads JSON numbers only, nor flags as true/false only', () => {
  type S = { _zod: { def: Record<string, unknown> & { type: string } } }
  const def = (s: unknown) => (s as S)._zod.def
  // num and intId, and their copies (.refine keeps the options)
  const readerOptions = [num, intId].map((r) => def(r).options)

  function bareNumbers(s: S, path: string, out: string[], seen: Set<unknown>): void {
    if (!s?._zod || seen.has(s)) return
    const d = def(s)
    // num, intId and anything built on them (.pipe, .refine, .nullable ...) reach a reader's union
    if (d.type === 'union' && readerOptions.includes(d.options)) return
    const next = new Set(seen).add(s)
    const items = (z.globalRegistry.get(s as never) as { items?: S } | undefined)?.items
    if (items) {
      bareNumbers(items, `${path}[*]`, out, next)
      return
    }
    const walk = (child: unknown, p = path) => bareNumbers(child as S, p, out, next)
    switch (d.type) {
      case 'number':
        out.push(path || '(answer)')
        return
      // a yes/no flag read as true/false only: a back end sending 1/0 (PHP, MySQL tinyint) loses the
      // card, the cart line or the list it sits in (flagValue reads both)
      case 'boolean':
        out.push(`${path || '(answer)'} (a flag)`)
        return
      case 'literal':
        if ((d.values as unknown[]).some((v) => typeof v === 'number')) out.push(`${path} (literal)`)
        return
      case 'object':
        for (const [k, v] of Object.entries(d.shape as Record<string, unknown>)) walk(v, `${path}.${k}`)
        return
      case 'array':
        walk(d.element, `${path}[*]`)
        return
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
        walk(d.innerType)
        return
      case 'pipe':
        walk(d.in)
        if (def(d.in).type === 'transform') walk(d.out)
        return
      case 'union': {
        const options = d.options as S[]
        // a flag (true/false or 1/0), or a field that takes any string (read as the string): its scalar
        // options are no bare number; its objects and lists are walked all the same
        const scalarOk = options.some((o) => ['boolean', 'string'].includes(def(o).type))
        for (const o of options) if (!scalarOk || ['object', 'array', 'record', 'tuple'].includes(def(o).type)) walk(o)
        return
      }
      case 'lazy':
        walk((d.getter as () => unknown)())
        return
      case 'record':
        walk(d.valueType, `${path}{*}`)
        return
      case 'tuple':
        for (const [i, item] of (d.items as unknown[]).entries()) walk(item, `${path}[${i}]`)
        return
      case 'intersection':
        walk(d.left)
        walk(d.right)
        return
    }
  }

  it('every endpoint answer', () => {
    const found: string[] = []
    for (const [name, e] of Object.entries(endpoints)) {
      const out: string[] = []
      bareNumbers((e as { response: unknown }).response as S, '', out, new Set())
      found.push(...out.map((p) => `${name} ${p}`))
    }
    expect(found).toEqual([])
  })

  it('the walk finds a bare number and a bare flag (it would fail without the readers)', () => {
    const out: string[] = []
    bareNumbers(
      z.object({
        a: num,
        b: z.array(z.object({ c: z.number().nullable(), d: z.boolean(), e: flagValue })),
      }) as unknown as S,
      '',
      out,
      new Set(),
    )
    expect(out).toEqual(['.b[*].c', '.b[*].d (a flag)'])
  })
})
