import { describe, expect, it } from 'vitest'
import { globalSettingsSchema } from '#contract/settings.ts'
import { defaulted } from '#scripts/check-backend/core.ts'

/**
 * Review R1: check-backend said "social_media: expected array, got an object: the shop uses its
 * default" for the spec's "entries keyed by slug" as an object, which the shop reads (its footer
 * showed the links): it walked a preprocessed field's schema with the answer as sent, not as read.
 */
describe('defaulted: a field the contract reshapes before reading it', () => {
  const settings = (over: Record<string, unknown>) => ({ project: 'Shop', ...over })
  it('social_media keyed by slug and langs as Locale entries are read, not replaced', () => {
    const body = settings({
      social_media: { facebook: { url: 'https://facebook.com/x' }, instagram: 'https://instagram.com/x' },
      langs: [{ code: 'ro', iso: 'ro-RO' }, { code: 'ru' }],
    })
    const paths = defaulted(globalSettingsSchema, body).map((i) => i.path)
    expect(paths).not.toContain('social_media')
    expect(paths).not.toContain('langs')
  })
  it('what the reshaped field still cannot read is reported', () => {
    const paths = defaulted(globalSettingsSchema, settings({ langs: [{ iso: 'de-DE' }] })).map((i) => i.path)
    expect(paths).toContain('langs')
  })
})
