import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { readChosenCompany } from './company-choice'
import { companyLabel } from './company-label'

/**
 * One label of a company everywhere a company order is shown (the checkout's and the quote request's
 * choices, the quote's "sent" line, the order-success page): its name, and its status in brackets while
 * it is not confirmed - the quote page once wrote "(În verificare)" where the checkout wrote "(în verificare)".
 */
const intl = { ro, ru, uk, en }
const label = (lang: keyof typeof intl, status: 'pending' | 'active' | 'rejected' | null) =>
  companyLabel(
    { name: 'Beta Grup SA', status },
    createIntl({ locale: lang, messages: intl[lang], onError: (e) => expect.fail(String(e)) }).formatMessage,
  )

describe('companyLabel', () => {
  it.each([
    ['ro', 'pending', 'Beta Grup SA (în verificare)'],
    ['ro', 'rejected', 'Beta Grup SA (respinsă)'],
    ['ro', 'active', 'Beta Grup SA'],
    ['ro', null, 'Beta Grup SA'],
    ['ru', 'pending', 'Beta Grup SA (на проверке)'],
    ['ru', 'rejected', 'Beta Grup SA (отклонена)'],
    ['ru', 'active', 'Beta Grup SA'],
    ['uk', 'pending', 'Beta Grup SA (на перевірці)'],
    ['uk', 'rejected', 'Beta Grup SA (відхилена)'],
    ['uk', null, 'Beta Grup SA'],
    ['en', 'pending', 'Beta Grup SA (being checked)'],
    ['en', 'rejected', 'Beta Grup SA (rejected)'],
    ['en', 'active', 'Beta Grup SA'],
  ] as const)('%s, %s: %s', (lang, status, text) => {
    expect(label(lang, status)).toBe(text)
  })
})

describe('readChosenCompany (a company read back from storage or the history entry)', () => {
  it.each([
    [
      { name: 'Alfa', status: 'pending' },
      { name: 'Alfa', status: 'pending' },
    ],
    [
      { name: 'Alfa', status: 'active' },
      { name: 'Alfa', status: 'active' },
    ],
    [
      { name: 'Alfa', status: null },
      { name: 'Alfa', status: null },
    ],
    [
      { name: 'Alfa', status: 'weird' },
      { name: 'Alfa', status: null },
    ],
    [{ name: 'Alfa' }, { name: 'Alfa', status: null }],
    [{ name: '', status: 'active' }, null],
    [{ name: '  ', status: 'active' }, null],
    [{ name: 'x'.repeat(501) }, null],
    [{ name: 5 }, null],
    ['Alfa', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (raw, read) => {
    expect(readChosenCompany(raw)).toEqual(read)
  })
})
