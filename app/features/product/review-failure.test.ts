import { describe, expect, it } from 'vitest'
import { bodyMessages } from '#platform/shared/error-body.ts'
import { reviewFailure } from './review-failure'

/**
 * What a refused review or vote shows (the server functions pass the back end's texts through
 * bodyMessages): the back end's 429 or 409 text, else the page's own; never blank, never the English
 * 'Unknown error' the reviews form showed for a bare 429 before.
 */
const FALLBACK = 'Что-то пошло не так. Попробуйте позже.'
const shown = (body: unknown) => reviewFailure(bodyMessages(body), FALLBACK)

describe('a refused review or vote', () => {
  it.each([
    ['one review per product a day (429)', 'Вы уже оставили отзыв об этом товаре сегодня'],
    ['ten reviews a day (429)', 'Слишком много отзывов из вашей сети за сегодня, попробуйте завтра'],
    ['the same vote again (409)', 'Вы уже оценили этот отзыв'],
  ])("%s: the back end's text", (_, error) => {
    expect(shown({ error })).toEqual([error])
  })

  it.each([null, '', '<html>429 Too Many Requests</html>', {}, { error: '  ' }])(
    'the page text for a body that says nothing readable: %j',
    (body) => {
      expect(shown(body)).toEqual([FALLBACK])
    },
  )
})
