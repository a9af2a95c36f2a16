import { describe, expect, it } from 'vitest'
import { checkForm } from '#app/ui/form/index.ts'
import { REVIEW, reviewRating } from './review-form'

describe('the review form', () => {
  it.each([
    [
      { author: ' Ana ', rating: '4', text: 'Bun.' },
      { author: ' Ana ', rating: '4', text: 'Bun.' },
    ],
    [
      { author: 'Ana', text: 'x', junk: 1 },
      { author: 'Ana', rating: '', text: 'x' },
    ],
  ])('%j -> %j', (values, sent) => {
    expect(checkForm(REVIEW, values)).toEqual({ ok: true, value: sent })
  })
  it.each([
    ['4', 4],
    ['1', 1],
    ['', 5],
  ])('rating %j is sent as %d', (typed, sent) => expect(reviewRating(typed)).toBe(sent))
})
