import { createIntl } from '@formatjs/intl'
import { describe, expect, it } from 'vitest'
import { SITE_TIME_ZONE } from '#config'
import { orderDate } from './order-date'

const intl = createIntl({ locale: 'ro-RO', timeZone: SITE_TIME_ZONE })

describe("an order's date as the back end wrote it (session 60's operator audit)", () => {
  it.each([
    ['a date only: the day, no invented time', '2024-05-02', true, '2 mai 2024'],
    ['a date-time without a zone: the wall-clock time as written', '2024-05-02 09:00:00', true, '2 mai 2024, 09:00'],
    ['the same with T', '2024-05-02T23:30', true, '2 mai 2024, 23:30'],
    ["a UTC date-time: the time in the shop's zone", '2024-05-02T06:00:00Z', true, '2 mai 2024, 09:00'],
    ["an offset date-time: the time in the shop's zone", '2024-05-02T09:00:00+03:00', true, '2 mai 2024, 09:00'],
    ['the list: the day only', '2024-05-02 23:30:00', false, '2 mai 2024'],
    ['a naive late evening stays on its day', '2024-05-02T23:30:00', false, '2 mai 2024'],
  ])('%s', (_name, value, withTime, expected) => {
    expect(orderDate(intl, value, withTime)).toBe(expected)
  })
})
