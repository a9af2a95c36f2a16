import { describe, expect, it } from 'vitest'
import {
  bookConsultation,
  sendResume,
  sendUserRequest,
  subscribeNewsletter,
} from '#app/features/content/content.server.ts'

/**
 * The content forms' server-side check (the contract's schema, before anything reaches the back end):
 * a refused field is told in the page's language, as the form's own checks tell it, never in zod's
 * English (cold review r14: a 10 KB name on /ru/contacts showed 'Too big: expected string to have
 * <=120 characters', `ион@пример.рф` 'Invalid email address').
 */
const PHONE = '+373 22 000 000'

describe('a content form the contract refuses', () => {
  it.each([
    ['ru', { name: 'Я'.repeat(10_240), phone: PHONE, message: 'Привет' }, { name: 'Не более 120 символов.' }],
    [
      'ro',
      { name: 'Ana', email: 'ион@пример.рф', message: 'Salut' },
      { email: 'Introduceți o adresă de e-mail validă.' },
    ],
    [
      'uk',
      { name: '   ', phone: 'abc', message: 'x'.repeat(5001) },
      {
        name: 'Заповніть це поле.',
        phone: 'Введіть правильний номер телефону.',
        message: 'Не більше 5 000 символів.',
      },
    ],
  ])('user request, %s', async (lang, body, fields) => {
    const result = await sendUserRequest(lang as 'ru', body)
    // a number's group separator is a no-break space
    const shown = Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [k, v.replace(/\s/g, ' ')]))
    expect({ ...result, fields: shown }).toEqual({ ok: false, fields, messages: [] })
  })

  // A shopper audit: a number with a digit cut (`+(373)69123-45`) or the country code typed twice passed
  // the 8-15 digits check; a phone must be a whole number of the site's mask (phoneComplete).
  it.each(['+(373)69123-45', '+(373)37369-12'])(
    'a phone that is not a whole number, %j: the phone text, nothing sent',
    async (phone) => {
      expect(await sendUserRequest('ro', { name: 'Ana', phone, message: 'Salut' })).toEqual({
        ok: false,
        fields: { phone: 'Introduceți un număr de telefon valid.' },
        messages: [],
      })
      expect((await bookConsultation('ro', { name: 'Ana', phone })).fields).toEqual({
        phone: 'Introduceți un număr de telefon valid.',
      })
    },
  )

  it('newsletter, ru: an address zod refuses is the e-mail text', async () => {
    expect(await subscribeNewsletter('ru', { email: 'ион@пример.рф' })).toEqual({
      ok: false,
      fields: { email: 'Введите правильный адрес эл. почты.' },
      messages: [],
    })
  })

  it("consultation and resume, ro: the name, the date and the CV file in the shop's words", async () => {
    expect(await bookConsultation('ro', { name: 'Ana', phone: PHONE, date: 'x'.repeat(41) })).toEqual({
      ok: false,
      fields: { date: 'Cel mult 40 de caractere.' },
      messages: [],
    })
    const resume = await sendResume('ro', {
      name: 'Ana',
      phone: '',
      file: { name: 'cv.exe', type: 'application/x-msdownload', data: 'AAAA' },
    })
    expect(resume.fields).toEqual({
      phone: 'Completați acest câmp.',
      file: 'Acest tip de fișier nu este acceptat.',
    })
  })
})
