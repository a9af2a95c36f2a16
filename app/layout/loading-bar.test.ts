import { describe, expect, test } from 'vitest'
import { BAR_IDLE, type BarEvent, type BarState, barReducer } from './loading-bar'

const run = (events: BarEvent[], from: BarState = BAR_IDLE) => events.reduce(barReducer, from)

describe('the loading bar: throttled, ends done or failed, fails on a request error', () => {
  test.each<[string, BarEvent[], BarState['phase']]>([
    ['a quick navigation (under the throttle) never shows', [{ type: 'ended', routeFailed: false }], 'idle'],
    ['a slow navigation runs', [{ type: 'shown' }], 'running'],
    ['a slow navigation ends done', [{ type: 'shown' }, { type: 'ended', routeFailed: false }], 'done'],
    ['a route error ends failed', [{ type: 'shown' }, { type: 'ended', routeFailed: true }], 'failed'],
    ['a quick navigation whose route failed still shows failed', [{ type: 'ended', routeFailed: true }], 'failed'],
    [
      'a request error during a navigation: keeps running...',
      [{ type: 'shown' }, { type: 'requestFailed', navigating: true }],
      'running',
    ],
    [
      '...and ends failed although the route loaded',
      [{ type: 'shown' }, { type: 'requestFailed', navigating: true }, { type: 'ended', routeFailed: false }],
      'failed',
    ],
    [
      'a request error during a quick navigation ends failed',
      [
        { type: 'requestFailed', navigating: true },
        { type: 'ended', routeFailed: false },
      ],
      'failed',
    ],
    ['a request error outside navigation flashes failed', [{ type: 'requestFailed', navigating: false }], 'failed'],
    ['the flash hides after the delay', [{ type: 'requestFailed', navigating: false }, { type: 'hidden' }], 'idle'],
    [
      'done hides after the delay',
      [{ type: 'shown' }, { type: 'ended', routeFailed: false }, { type: 'hidden' }],
      'idle',
    ],
    ['a stale hide timer does not hide a running bar', [{ type: 'shown' }, { type: 'hidden' }], 'running'],
    [
      'the next navigation after a failed one starts clean',
      [
        { type: 'shown' },
        { type: 'requestFailed', navigating: true },
        { type: 'ended', routeFailed: false },
        { type: 'hidden' },
        { type: 'shown' },
        { type: 'ended', routeFailed: false },
      ],
      'done',
    ],
  ])('%s', (_name, events, phase) => {
    expect(run(events).phase).toBe(phase)
  })
})
