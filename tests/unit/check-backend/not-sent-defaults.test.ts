import { describe, expect, it } from 'vitest'
import { endpoints } from '#contract/endpoints.ts'
import { footerSettingsSchema, globalSettingsSchema } from '#contract/settings.ts'
import { defaulted, type Report, runCheck } from '#scripts/check-backend/core.ts'
import { formatTable } from '#scripts/check-backend/report.ts'

/**
 * Review F10: check-backend said nothing of the fields an answer leaves out when the shop takes a
 * default for them (a product's home_delivery true, card_payment_available true; the settings'
 * flags false): a back end that never sends them passed with a plain "ok", and its operator never
 * learned which of the shop's features it leaves at their defaults. They are warnings now (the call
 * passes), each with the value the shop uses; a field that reads as nothing (a value taken from
 * another field, or none to show) is not named.
 */

const card = { productId: 1, title: 'P', url: 'p', price: 10, active: true, available: true, is_stock: true }
const names = (schema: unknown, body: unknown) =>
  defaulted(schema, body)
    .filter((i) => i.absent)
    .map((i) => `${i.path}: ${i.detail}`)

describe('defaulted names the fields an answer leaves out, with what the shop uses', () => {
  it.each([
    [
      'a product card without its delivery, payment and gift fields',
      endpoints.productsByIds.response,
      [card],
      [
        '[*].home_delivery: not sent: the shop uses true',
        '[*].card_payment_available: not sent: the shop uses true',
        '[*].age_restricted: not sent: the shop uses false',
        '[*].gift_id: not sent: the shop uses null',
        '[*].stock: not sent: the shop uses null: not counted, is_stock decides',
      ],
      // read as nothing: set by the storefront itself, or taken from another field
      ['[*].age_hidden', '[*].slugs'],
    ],
    [
      'settings without the flags and groups of their features',
      globalSettingsSchema,
      { project: 'Shop' },
      [
        'hide_price_for_guests: not sent: the shop uses false',
        'has_product_of_the_day: not sent: the shop uses false',
        'header_pages: not sent: the shop uses []',
        'menu_tree: not sent: the shop uses []',
        'additional_settings: not sent: the shop uses its default (object)',
      ],
      ['project', 'main_email', 'text_delivery_info'],
    ],
    [
      'a nested group sent in part: only its missing fields',
      globalSettingsSchema,
      { project: 'Shop', additional_settings: { is_user_cabinet: true } },
      ['additional_settings.age_restriction: not sent: the shop uses false'],
      ['additional_settings', 'additional_settings.is_user_cabinet'],
    ],
    ['a footer without columns', footerSettingsSchema, { developers: [] }, ['columns: not sent: the shop uses []'], []],
  ])('%s', (_name, schema, body, named, unnamed) => {
    const list = names(schema, body)
    for (const line of named) expect(list).toContain(line)
    for (const path of unnamed) expect(list.some((l) => l.startsWith(`${path}:`))).toBe(false)
  })

  it.each([
    ['sent (false is a value)', { ...card, home_delivery: false }],
    ['sent as null (the back end says none)', { ...card, home_delivery: null }],
  ])('a field %s is not named', (_name, item) => {
    expect(names(endpoints.productsByIds.response, [item])).not.toContainEqual(
      expect.stringMatching(/^\[\*\]\.home_delivery:/),
    )
  })

  it('counts each field once across a list, and lists what was sent wrong before what was not sent', () => {
    const list = defaulted(endpoints.productsByIds.response, [card, { ...card, productId: 2, rating: 'five' }])
    expect(list.find((i) => i.path === '[*].home_delivery')).toMatchObject({ count: 2, absent: true })
    expect(list[0]).toMatchObject({ path: '[*].rating', kind: 'defaulted' })
    expect(list[0]?.absent).toBeUndefined()
  })
})

describe('the report: warnings, not failures', () => {
  let report: Report
  it('passes the call and says how many fields were not sent', async () => {
    report = await runCheck({
      baseUrl: 'http://127.0.0.1:9',
      siteToken: 't',
      only: ['globalSettings'],
      fetcher: async () => Response.json({ project: 'Shop', colors: 'red' }),
    })
    const row = report.rows[0]!
    expect(row).toMatchObject({ endpoint: 'globalSettings', outcome: 'ok' })
    expect(report.summary).toMatchObject({ failed: 0, withDefaults: 1, withAbsent: 1 })
    const table = formatTable(report)
    expect(table).toMatch(
      /globalSettings .* ok - 1 field\(s\) replaced by the shop's defaults - WARNING: \d+ field\(s\) not sent, the shop uses its defaults/,
    )
    expect(table).toMatch(/^ +- project_currency: not sent: the shop uses "MDL"$/m)
    expect(row.issues).toContainEqual(
      expect.objectContaining({ path: 'hide_price_for_guests', detail: 'not sent: the shop uses false', absent: true }),
    )
    expect(table).toMatch(/, 1 ok with fields not sent \(warnings: the shop uses its defaults\)/)
    expect(table).toMatch(/^PASS: /m)
  })
})
