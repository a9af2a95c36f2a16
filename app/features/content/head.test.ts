import { describe, expect, it } from 'vitest'
import { headText, pageHead } from './head'
import { stripLeadingH1 } from './rules'

const matches = [{ loaderData: undefined }, { loaderData: { messages: { 'content.faq.title': 'FAQ', 'content.faq.description': 'Answers' }, project: 'Shop' } }, { loaderData: {} }]

describe('pageHead', () => {
  it('titles a page from its message with the project name', () => {
    expect(pageHead(matches, { titleId: 'content.faq.title', descriptionId: 'content.faq.description' })).toEqual({
      meta: [{ title: 'FAQ | Shop' }, { name: 'description', content: 'Answers' }],
    })
  })
  it('uses an SEO title and description from the back end as they are', () => {
    expect(pageHead(matches, { titleId: 'content.faq.title', seoTitle: 'About | Brand', description: ' Text ' }).meta).toEqual([{ title: 'About | Brand' }, { name: 'description', content: 'Text' }])
  })
  it('falls back to the project name and skips an empty description', () => {
    expect(pageHead([], { titleId: 'x' }).meta).toEqual([{ title: '' }])
    expect(pageHead(matches, { title: 'Album' }).meta).toEqual([{ title: 'Album | Shop' }])
    expect(headText(matches, 'content.faq.title')).toBe('FAQ')
  })
})

describe('stripLeadingH1', () => {
  it.each([
    ['<h1>About</h1><p>Text</p>', '<p>Text</p>'],
    ['  <h1 class="x">About</h1>\n<p>Text</p>', '<p>Text</p>'],
    ['<p>Text</p><h1>Later</h1>', '<p>Text</p><h1>Later</h1>'],
  ])('%s', (html, expected) => {
    expect(stripLeadingH1(html)).toBe(expected)
  })
})
