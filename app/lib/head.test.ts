import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { addMessageGroup, resetLazyMessages, withLoadedGroups } from '../i18n/lazy-messages'
import { loadMessages, type MessageId, textIntl } from '../i18n/messages'
import { headText, layoutTitle, listDescription, type PageHead, pageHead } from './head'

// The language layout's loader data (its language and project) sits among the matches; the texts are
// that language's messages, loaded before any head() runs. Ids the catalogue lacks are cast: the type
// of `titleId` refuses them.
const matches = [{ loaderData: undefined }, { loaderData: { locale: 'en', project: 'Shop' } }, { loaderData: {} }]
const FAQ = en['content.faq.title']
beforeAll(() => loadMessages('en'))

describe('pageHead', () => {
  it.each<[string, PageHead, ReturnType<typeof pageHead>['meta']]>([
    [
      'a title from its message, with the project name',
      { titleId: 'content.faq.title', descriptionId: 'content.faq.description' },
      [{ title: `${FAQ} | Shop` }, { name: 'description', content: en['content.faq.description'] }],
    ],
    [
      'an SEO title and description from the back end, as they are',
      { titleId: 'content.faq.title', seoTitle: 'About | Brand', description: ' Text ' },
      [{ title: 'About | Brand' }, { name: 'description', content: 'Text' }],
    ],
    [
      "the page's own title wins over its message",
      { title: 'Album', titleId: 'content.faq.title' },
      [{ title: 'Album | Shop' }],
    ],
    [
      'a message with robots noindex',
      { titleId: 'search.title', noindex: true },
      [{ title: `${en['search.title']} | Shop` }, { name: 'robots', content: 'noindex, follow' }],
    ],
    [
      'a description is cut at 300 characters',
      { title: 'Brand', description: 'x'.repeat(400) },
      [{ title: 'Brand | Shop' }, { name: 'description', content: 'x'.repeat(300) }],
    ],
    ['a missing message: the project name alone', { titleId: 'nope' as MessageId }, [{ title: 'Shop' }]],
    // the crawler review: a promotion titled "Autumn sale - Shop" was "Autumn sale - Shop | Shop"
    [
      'a title that names the shop already: not named twice',
      { title: 'Autumn sale - Shop' },
      [{ title: 'Autumn sale - Shop' }],
    ],
  ])('%s', (_name, head, meta) => expect(pageHead(matches, head).meta).toEqual(meta))

  it('appends extra tags and works without the layout', () => {
    expect(pageHead(matches, { title: 'A' }, [{ name: 'robots', content: 'noindex, follow' }]).meta).toEqual([
      { title: 'A | Shop' },
      { name: 'robots', content: 'noindex, follow' },
    ])
    expect(pageHead([], { titleId: 'x' as MessageId }).meta).toEqual([{ title: '' }])
    expect(headText(matches, 'content.faq.title')).toBe(FAQ)
    expect(headText(matches, 'search.title')).toBe(en['search.title'])
  })
})

describe("a description made of the page's list", () => {
  const named = (...names: string[]) => names.map((name) => ({ name }))
  const withShop = [{ loaderData: { locale: 'en', project: 'Shop', description: 'Shop: Things.' } }, {}]
  it.each<[string, Parameters<typeof listDescription>[0], string[], string]>([
    ['the names after the label', withShop, ['Acme', 'Bolt'], 'Brands: Acme, Bolt'],
    [
      'the first ten names',
      withShop,
      Array.from({ length: 12 }, (_, i) => `B${i + 1}`),
      'Brands: B1, B2, B3, B4, B5, B6, B7, B8, B9, B10',
    ],
    ["no names: the label and the shop's description (the language layout's)", withShop, [], 'Brands - Shop: Things.'],
    ["no names and no shop's description: the label", matches, [], 'Brands'],
  ])('%s', (_name, list, names, text) => expect(listDescription(list, 'Brands', named(...names))).toBe(text))

  it("pageHead: a page's own description wins; without one, its list's titles; an empty list, the shop's", () => {
    const list = [{ title: 'Kettle' }, { title: 'Toaster' }]
    expect(pageHead(withShop, { title: 'Sale', description: 'Own text.', list }).meta[1]).toEqual({
      name: 'description',
      content: 'Own text.',
    })
    expect(pageHead(withShop, { title: 'Sale', list }).meta).toEqual([
      { title: 'Sale | Shop' },
      { name: 'description', content: 'Sale: Kettle, Toaster' },
    ])
    expect(pageHead(withShop, { title: 'Sale', list: [] }).meta[1]).toEqual({
      name: 'description',
      content: 'Sale - Shop: Things.',
    })
    // without a list, none (a page that asks for none: search, the cart)
    expect(pageHead(withShop, { title: 'Sale' }).meta).toEqual([{ title: 'Sale | Shop' }])
  })
})

describe('layoutTitle', () => {
  it.each<[string, Parameters<typeof layoutTitle>[0], string]>([
    ['a page that was found: the project name', matches.map((m) => ({ ...m, status: 'success' })), 'Shop'],
    ['a route below found nothing', [...matches, { status: 'notFound' }], `${en.pageErrorTitle} | Shop`],
    ['no route matched the path', [{ ...matches[1], globalNotFound: true }], `${en.pageErrorTitle} | Shop`],
    ["without the layout's language: the project name", [{ status: 'notFound' }], 'Shop'],
  ])('%s', (_name, list, title) => expect(layoutTitle(list, 'Shop')).toBe(title))

  it("a page's head when a route found nothing: the not-found title, noindex, nothing of the page", () => {
    const lost = [...matches, { status: 'notFound' }]
    expect(
      pageHead(lost, { title: 'Article', description: 'About it' }, [{ name: 'og:title', content: 'Article' }]).meta,
    ).toEqual([{ title: `${en.pageErrorTitle} | Shop` }, { name: 'robots', content: 'noindex' }])
  })
})

describe('the messages head() reads: the core with the groups loaded so far', () => {
  it('stay one object until a group loads, so head() reuses one intl object per language', async () => {
    resetLazyMessages()
    const core = await loadMessages('en')
    const first = withLoadedGroups('en', core)
    expect(withLoadedGroups('en', core)).toBe(first)
    expect(textIntl('en', withLoadedGroups('en', core))).toBe(textIntl('en', first))
    addMessageGroup('later', 'en', { 'test.laterOnly': 'Later text', 'search.title': 'not the core' })
    const next = withLoadedGroups('en', core)
    expect(next).not.toBe(first)
    expect(withLoadedGroups('en', core)).toBe(next)
    // a group's text is read; the core's own text wins over a group's
    expect(headText(matches, 'test.laterOnly' as MessageId)).toBe('Later text')
    expect(headText(matches, 'search.title')).toBe(en['search.title'])
    resetLazyMessages()
  })
})
