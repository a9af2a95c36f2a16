import { describe, expect, it } from 'vitest'
import { messageText } from '#app/i18n/messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import type { FilterGroup } from '#contract/catalogue.ts'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import { titledGroups } from './filter-titles'

const group = (title: string, keyword: string): FilterGroup =>
  ({ id: keyword, title, keyword, type: 'checkbox', options: [] }) as unknown as FilterGroup

describe("the spec's filter group titles are shown in the page's language (review r52)", () => {
  it.each([
    ['ro', ro, 'brandsTitle', 'Marcă'],
    ['ro', ro, 'category', 'Categorie'],
    ['ru', ru, 'brandsTitle', 'Бренд'],
    ['ru', ru, 'category', 'Категория'],
    ['ro', ro, 'Culoare', 'Culoare'],
    ['ro', ro, 'constructor', 'constructor'],
  ] as const)('%s: %s', (locale, messages, title, shown) => {
    const text = (id: Parameters<typeof messageText>[2]) => messageText(locale, compactMessages(messages), id)
    expect(titledGroups([group(title, 'k')], text)[0]!.title).toBe(shown)
  })
})
