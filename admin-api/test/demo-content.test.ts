import { describe, expect, it } from 'vitest'
import { STATIC_PAGES } from '#contract/static-pages.ts'
import { SITE_THEMES } from '../seed/generate'
import { SITE_VARIANTS } from '../seed/site-look'
import { page, shownTexts } from './demo-texts'
import { api, LOCALES } from './helpers'

/**
 * The demo sites read as a shop's editor would write them. News: the newest first (the back end
 * orders by the editor's sort, then id; the seed's sort follows the dates); before, the oldest
 * article of the seed opened /{lang}/articles. Contacts: the opening days in the page's language.
 * Static pages: a few sections of text (they were one line, "ElectroHub: Доставка.").
 */
describe.each(SITE_THEMES.map((theme) => `demo-${theme}-token`))('%s', (site) => {
  it.each(['ro', 'ru'])('articles (%s): every page and tab newest first', async (lang) => {
    for (const query of ['page=1', 'page=2', 'page=1&status_id=2']) {
      const res = await api(`/base/articles/?${query}`, { lang, site })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { data: { created_at: string }[] }
      const dates = body.data.map((a) => Date.parse(a.created_at))
      expect(dates.length, query).toBeGreaterThan(1)
      expect(dates, query).toEqual([...dates].sort((a, b) => b - a))
    }
  })

  it.each([
    ['ro', 'Luni-Vineri'],
    ['ru', 'Пн-Пт'],
    ['uk', 'Пн-Пт'],
    ['en', 'Mon-Fri'],
  ])('contacts (%s): the opening days say "%s"', async (lang, days) => {
    const res = await api('/base/page-contacts/', { lang, site })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { schedule: { days: string }[] }
    expect(body.schedule.map((s) => s.days)).toEqual([days])
  })

  it.each(['ro', 'ru', 'uk', 'en'])(
    'static pages (%s): sections of text in the language, no second h1',
    async (lang) => {
      for (const kind of STATIC_PAGES) {
        const res = await api(`/settings/${kind}`, { lang, site })
        expect(res.status, kind).toBe(200)
        const { content } = (await res.json()) as { content: string }
        expect(content, kind).not.toContain('<h1')
        expect(content.match(/<h2>/g)?.length ?? 0, kind).toBeGreaterThanOrEqual(3)
        expect(content.replace(/<[^>]+>/g, ' ').split(/\s+/).length, kind).toBeGreaterThan(60)
        if (lang === 'ru' || lang === 'uk') expect(content, kind).toMatch(/[а-яіїє]{4}/)
        if (kind === 'delivery_page')
          expect(content).toContain(
            { ro: '50\u00a0lei', ru: '50\u00a0лей', uk: '50\u00a0лей', en: '50\u00a0lei' }[lang]!,
          )
      }
    },
  )
})

/**
 * A sum of money keeps its number and currency on one line: "RON 20", "50 lei" and "100 грн" broke
 * between the two on a 390 px screen. Every demo site's static pages and the texts its settings,
 * contacts and cart show write a no-break space there.
 */
const MONEY_WITH_A_BREAKING_SPACE = /\d (?:lei|лей|грн|UAH|RON|MDL)(?!\p{L})|(?<!\p{L})(?:UAH|RON|MDL) \d/u
describe.each([...SITE_THEMES.map((theme) => `demo-${theme}-token`), ...SITE_VARIANTS.map((v) => v.token)])(
  '%s: money on one line',
  (site) => {
    it.each(LOCALES)('static pages and shown texts (%s)', async (lang) => {
      for (const kind of STATIC_PAGES)
        expect(await page(kind, site, lang), kind).not.toMatch(MONEY_WITH_A_BREAKING_SPACE)
      // A site without credit calculators has no branches to read (the meals demo answers 404 there).
      const branches = (await api('/calculator/filials/', { site, lang })).status === 200
      for (const part of await shownTexts(site, lang, { branches }))
        expect(JSON.stringify(part)).not.toMatch(MONEY_WITH_A_BREAKING_SPACE)
    })
  },
)
