import { describe, expect, it } from 'vitest'
import type { Locale } from '#config'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import type { MenuNode } from '../api/contract/settings'
import { textIntl } from '../i18n/messages'
import { compactMessages } from '../i18n/precompile'
import { desktopMenuTree, menuTrimTexts } from './desktop-menu.server'
import { trimMenuTree } from './menu-trim'

/** The desktop's trimmed tree with its added entries' texts in the page's language, formatted on the server. */
const node = (id: number, subcategories: MenuNode[] = []): MenuNode => ({
  id,
  title: `c${id}`,
  url: `c${id}`,
  subcategories,
})
const tree = (): MenuNode[] =>
  Array.from({ length: 14 }, (_, i) =>
    node(i + 1, [
      node(
        (i + 1) * 100,
        Array.from({ length: 1234 }, (_, j) => node((i + 1) * 10000 + j)),
      ),
    ]),
  )
const LOCALES: Record<Locale, Record<string, string>> = { en, ro, ru, uk }

describe('desktopMenuTree', () => {
  it.each([
    ['ro', 'Toate (1.234)', 'Mai mult'],
    ['ru', 'Все (1 234)', 'Ещё'],
    ['uk', 'Усі (1 234)', 'Ще'],
    ['en', 'All (1,234)', 'More'],
  ] as const)('%s: "All (n)" and "More" in the language (the messages as the build ships them)', (lang, all, more) => {
    const desk = trimMenuTree(tree(), menuTrimTexts(textIntl(lang, compactMessages(LOCALES[lang]))))
    expect(desk.at(-1)?.title).toBe(more)
    expect(desk[0]?.subcategories[0]?.subcategories.at(-1)?.title.replace(/\s/g, ' ')).toBe(all)
  })

  it('trims a tree once per language: the same tree object gives the same trimmed one (the navigation renders once per it)', async () => {
    const menu = tree()
    const first = await desktopMenuTree('ro', menu)
    expect(first.length).toBeLessThan(menu.length)
    expect(await desktopMenuTree('ro', menu)).toBe(first)
    expect(await desktopMenuTree('ru', menu)).not.toBe(first)
    expect(await desktopMenuTree('ro', tree())).not.toBe(first)
    // the whole tree is left as it was: the phone's menu reads it
    expect(menu).toEqual(tree())
  })
})
