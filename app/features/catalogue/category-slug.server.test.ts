import { describe, expect, it } from 'vitest'
import { ownSlug } from './category-slug.server'

const phones = { url: 'telefony', slugs: { ro: 'telefoane', ru: 'telefony', uk: 'telefoni', en: 'phones' } }

describe('ownSlug: another language slug of the page is redirected to its own', () => {
  it.each([
    ['telefoane', 'telefony'],
    ['phones', 'telefony'],
    ['PHONES', 'telefony'],
    ['telefony', null],
    // an address the back end resolves otherwise (an id, an old slug) keeps its page
    ['7', null],
    ['old-phones', null],
  ])('%s -> %s', (requested, expected) => expect(ownSlug(requested, phones)).toBe(expected))
})
