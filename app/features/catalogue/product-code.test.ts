import { describe, expect, it } from 'vitest'
import { globalSettingsSchema } from '#contract/settings.ts'
import { shownProductCode } from './product-code'

describe('shownProductCode: buttonsSettings.show_product_code', () => {
  it.each([
    [true, 'ABC-1', 'ABC-1'],
    [true, '  280001122 ', '280001122'],
    [true, '', null],
    [true, '   ', null],
    [true, null, null],
    [true, undefined, null],
    [false, 'ABC-1', null],
    [false, '', null],
  ] as const)('show %s, code %j -> %j', (show, code, expected) => {
    expect(shownProductCode({ show_product_code: show }, code)).toBe(expected)
  })

  it.each([
    ['settings without buttonsSettings', { project: 'Shop' }, false],
    ['missing field', { buttonsSettings: { display_side_menu: true } }, false],
    ['malformed field', { buttonsSettings: { show_product_code: 'yes' } }, false],
    ['on', { buttonsSettings: { show_product_code: true } }, true],
    ['off', { buttonsSettings: { show_product_code: false } }, false],
  ])('the setting read from the back end: %s -> %s', (_name, answer, expected) => {
    expect(globalSettingsSchema.parse(answer).buttonsSettings.show_product_code).toBe(expected)
  })
})
