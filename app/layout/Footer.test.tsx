import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import ro from '#locales/ro.json'

/**
 * The footer's social links as rendered (storefront spec 3 "social_media": viber and telegram are
 * left out of the footer). nav-rules.test.ts tests the filter; this tests that the footer uses it.
 */
const shell = vi.hoisted(() => ({
  settings: {
    project: 'Shop',
    main_email: null,
    phones: { mainPhoneNumber: null },
    discount_card_settings: { enabled: false },
    mobile_apps_settings: { ios: null, android: null },
    social_media: [] as { slug: string; url: string; title?: string | null }[],
  },
  footer: { columns: [], copyright: 'c', developers: [] },
}))
vi.mock('#app/shell/useShell.tsx', () => ({
  useShell: () => shell,
  useShopName: () => shell.settings.project,
  useLocale: () => 'ro',
}))
vi.mock('../features/content', () => ({ NewsletterForm: () => null }))

const { Footer } = await import('./Footer')

function socialSlugs(): string[] {
  const html = renderToString(
    <LocaleProvider locale="ro" messages={compactMessages(ro)}>
      <Footer />
    </LocaleProvider>,
  )
  return [...html.matchAll(/data-social="([^"]+)"/g)].map((m) => m[1] as string)
}

const link = (slug: string) => ({ slug, url: `https://${slug}.example/shop`, title: null })

describe('the footer renders the social links but viber and telegram', () => {
  it.each([
    [
      ['facebook', 'viber', 'instagram', 'telegram'],
      ['facebook', 'instagram'],
    ],
    [['telegram', 'youtube'], ['youtube']],
    [['viber', 'telegram'], []],
    [[], []],
  ])('%j -> %j', (given, shown) => {
    shell.settings.social_media = given.map(link)
    expect(socialSlugs()).toEqual(shown)
  })
})
