import { describe, expect, it } from 'vitest'
import { bodyMessages } from '#platform/shared/error-body.ts'
import { refusedReview, reviewFailure, voteRefusal } from './review-failure'

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

describe('a review write refused for want of a session asks to sign in (the form says it in the page language)', () => {
  it.each([
    ['a guest (401)', 401, { detail: 'Authentication credentials were not provided.' }],
    ['a 401 without a body', 401, null],
    [
      'a session the back end does not take (403)',
      403,
      { detail: 'You do not have permission to perform this action.' },
    ],
  ])("%s: sign in, none of the back end's English", (_, status, body) => {
    expect(refusedReview(status, body)).toEqual({ ok: false, errors: [], signIn: true })
  })

  it.each([
    [
      'one review per product a day (429)',
      429,
      { error: 'Вы уже оставили отзыв об этом товаре сегодня' },
      ['Вы уже оставили отзыв об этом товаре сегодня'],
    ],
    [
      'a field refusal (400)',
      400,
      { text: ['Recenzia conține cuvinte interzise.'] },
      ['Recenzia conține cuvinte interzise.'],
    ],
    ['a bare 500', 500, null, []],
  ])("%s: the back end's words", (_, status, body, errors) => {
    expect(refusedReview(status, body)).toEqual({ ok: false, errors, signIn: false })
  })
})

describe('a refused vote beside its review', () => {
  const texts = { signIn: 'Войдите, чтобы голосовать за отзывы.', fallback: FALLBACK }
  it.each([
    [
      'a guest (401): sign in',
      refusedReview(401, { detail: 'Authentication credentials were not provided.' }),
      [texts.signIn],
    ],
    [
      'the same vote again (409): its words',
      refusedReview(409, { error: 'Вы уже оценили этот отзыв' }),
      ['Вы уже оценили этот отзыв'],
    ],
    ['a bare 429: the fallback', refusedReview(429, null), [FALLBACK]],
    ['no answer: the fallback', null, [FALLBACK]],
  ])('%s', (_, result, shownTexts) => expect(voteRefusal(result, texts)).toEqual(shownTexts))
})
