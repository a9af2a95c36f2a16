import { describe, expect, it } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS, type GlobalSettings } from '#contract/settings.ts'
import { settingsFingerprint } from './fingerprint'

const with_ = (fields: Partial<GlobalSettings>): GlobalSettings => ({ ...DEFAULT_GLOBAL_SETTINGS, ...fields })

describe('settingsFingerprint (decision 0128)', () => {
  it('the same settings give the same fingerprint; each choice that shapes the pages changes it', () => {
    const base = settingsFingerprint(with_({ project: 'A' }))
    expect(settingsFingerprint(with_({ project: 'A' }))).toBe(base)
    for (const change of [
      { project: 'B' },
      { hide_price_for_guests: true },
      { langs: ['ro', 'ru'] },
      { project_currency: 'EUR' },
      { cart_settings: { ...DEFAULT_GLOBAL_SETTINGS.cart_settings, server_cart: true } },
      { menu_tree: [{ id: 1, title: 'Phones', url: 'phones', subcategories: [] }] },
    ] as Partial<GlobalSettings>[])
      expect(settingsFingerprint(with_({ project: 'A', ...change }))).not.toBe(base)
  })

  it('the count of active products moves with the catalogue, not the settings: not counted', () => {
    expect(settingsFingerprint(with_({ active_products_count: 5 }))).toBe(
      settingsFingerprint(with_({ active_products_count: 6 })),
    )
  })
})
