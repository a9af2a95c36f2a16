import { describe, expect, it } from 'vitest'
import { coversAny, overlaps, sharedArea, TOASTER_TOP, takesTheTap, toasterBottomPlace, toasterTop } from './keep-clear'

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom })

describe('keep clear', () => {
  it.each([
    ['apart', box(0, 0, 10, 10), box(20, 20, 30, 30), false],
    ['touching edges', box(0, 0, 10, 10), box(10, 0, 20, 10), false],
    ['overlapping corner', box(0, 0, 10, 10), box(5, 5, 15, 15), true],
    ['one inside the other', box(0, 0, 100, 100), box(40, 40, 60, 60), true],
    ['same columns, other rows', box(322, 560, 374, 612), box(200, 700, 380, 740), false],
  ])('overlaps: %s', (_name, a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected)
    expect(overlaps(b, a)).toBe(expected)
  })

  it('a floating button covers a price under it, not one beside it; a hidden (empty) box covers nothing', () => {
    const button = box(322, 644, 374, 696)
    expect(coversAny(button, [box(16, 650, 120, 670)])).toBe(false)
    expect(coversAny(button, [box(16, 650, 120, 670), box(250, 680, 374, 700)])).toBe(true)
    expect(coversAny(box(0, 0, 0, 0), [box(0, 0, 390, 844)])).toBe(false)
  })

  // The call-us button at 390 px (322-374 x 644-696) and a card's 36 px compare toggle.
  it.each([
    ['the toggle wholly under it', box(330, 650, 366, 686), 1296, true],
    ['a third of it under it (the pharmacy product of the day)', box(330, 622, 366, 658), 36 * 14, true],
    ['exactly a quarter under it', box(356, 678, 392, 714), 18 * 18, false],
    ['a sliver under it', box(340, 687, 376, 723), 34 * 9, false],
    ['beside it', box(270, 650, 306, 686), 0, false],
    ['an empty (hidden) control', box(340, 660, 340, 660), 0, false],
  ])('takes the tap: %s', (_name, control, area, expected) => {
    const button = box(322, 644, 374, 696)
    expect(sharedArea(button, control)).toBe(area)
    expect(takesTheTap(button, control)).toBe(expected)
    expect(coversAny(button, [], [control])).toBe(expected)
  })

  it('a control partly covered does not count as a price would', () => {
    const button = box(322, 644, 374, 696)
    const corner = box(356, 678, 392, 714)
    expect(coversAny(button, [corner])).toBe(true)
    expect(coversAny(button, [], [corner])).toBe(false)
  })

  it('the toasts bottom place keeps their width and height and ends above the bottom bar', () => {
    expect(toasterBottomPlace(box(20, 16, 370, 76), 764)).toEqual(box(20, 704, 370, 764))
  })

  it.each([
    ['no dialog open', [], TOASTER_TOP],
    ["a phone drawer's header under the top place", [box(0, 0, 390, 64)], 72],
    ['a centred dialog lower down', [box(20, 200, 370, 260)], TOASTER_TOP],
    ["a desktop drawer's header beside the toasts", [box(1040, 0, 1440, 64)], TOASTER_TOP],
    ['two headers, the lower wins', [box(0, 0, 390, 64), box(0, 10, 390, 90)], 98],
  ])('the toasts at the top: %s', (_name, headers, top) => {
    // The toaster as measured (60 px high, centred on a 390 px phone; 420 px wide on a desktop).
    expect(toasterTop(box(20, 700, 370, 760), headers)).toBe(top)
  })
})
