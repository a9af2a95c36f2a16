import { describe, expect, it } from 'vitest'
import { globalSettingsSchema } from '#contract/settings.ts'
import { api, LOCALES } from './helpers'

/** POST /__dev/site-settings (development only): an operator tries a setting on a demo site. */

const patch = (body: unknown) => api('/__dev/site-settings', { method: 'POST', body: JSON.stringify(body), site: null })
const SITE = 'demo-meals-token'
const settingsOf = async (lang: string) =>
  globalSettingsSchema.parse(await (await api('/settings/global_site_settings', { site: SITE, lang })).json())

describe('POST /__dev/site-settings', () => {
  it('lays the settings over the site in every language: objects merge, null gives the default back', async () => {
    const before = await settingsOf('ru')
    expect(before.is_romanian).toBe(false)
    const r = await patch({
      site: SITE,
      settings: { is_romanian: true, additional_settings: { font_file: '/fonts/brand.woff2' }, langs: ['ro', 'ru'] },
    })
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ site: SITE, languages: LOCALES.length })
    try {
      for (const lang of LOCALES) {
        const s = await settingsOf(lang)
        expect(s.is_romanian, lang).toBe(true)
        expect(s.langs, lang).toEqual(['ro', 'ru'])
        // the other keys of the object stay
        expect(s.additional_settings, lang).toMatchObject({
          font_file: '/fonts/brand.woff2',
          is_user_cabinet: before.additional_settings.is_user_cabinet,
        })
      }
      // another site is untouched
      const other = globalSettingsSchema.parse(
        await (await api('/settings/global_site_settings', { site: 'demo-electro-token' })).json(),
      )
      expect(other.is_romanian).toBe(false)
    } finally {
      const back = await patch({
        site: SITE,
        settings: { is_romanian: false, additional_settings: { font_file: null }, langs: before.langs },
      })
      expect(back.status).toBe(200)
    }
    // null removed the key: the storefront reads the missing font_file as none, as the seed's null
    const after = await settingsOf('ru')
    expect(after.additional_settings.font_file ?? null).toBeNull()
    expect({ ...after, additional_settings: { ...after.additional_settings, font_file: null } }).toEqual(before)
  })

  it.each([
    [{ site: 'no-such-token', settings: { is_romanian: true } }, 404],
    [{ site: SITE, settings: [1] }, 400],
    [{ settings: {} }, 400],
    ['{', 400],
  ])('%j: %i', async (body, status) => {
    const r =
      typeof body === 'string'
        ? await api('/__dev/site-settings', { method: 'POST', body, site: null })
        : await patch(body)
    expect(r.status).toBe(status)
  })
})
