import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MenuCalculator } from '#contract/calculators.ts'
import { loadMenu, type MenuLoadState } from './load'

const TEXTS = { noCity: 'Город не выбран', loadError: 'Ошибка при загрузке данных меню' }
const MENU: MenuCalculator = { data: [], current_date: { week: 1, day: 1, day_name: 'Monday' } }
const fresh = (): MenuLoadState => ({ loading: false, error: 'old', menu: MENU })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('loadMenu', () => {
  it.each([[undefined], [null], [{}], [{ id: '1' }], [{ id: 0 }], [{ id: 1.5 }]])(
    'without a city id (%j): the no-city error, no call',
    async (city) => {
      const fetchMenu = vi.fn()
      const state = fresh()
      expect(await loadMenu(state, city, fetchMenu, TEXTS)).toBeUndefined()
      expect(fetchMenu).not.toHaveBeenCalled()
      expect(state).toEqual({ loading: false, error: 'Город не выбран', menu: null })
    },
  )

  it('asks by locality id, stores the menu, and clears the loading flag 100 ms after the answer', async () => {
    const fetchMenu = vi.fn(async () => ({ ok: true as const, menu: MENU }))
    const state = fresh()
    const pending = loadMenu(state, { id: 13 }, fetchMenu, TEXTS)
    expect(state.loading).toBe(true)
    expect(state.error).toBeNull()
    expect(await pending).toBe(MENU)
    expect(fetchMenu).toHaveBeenCalledWith(13)
    expect(state.loading).toBe(true)
    vi.advanceTimersByTime(99)
    expect(state.loading).toBe(true)
    vi.advanceTimersByTime(1)
    expect(state.loading).toBe(false)
  })

  it.each([
    ['the back end message', async () => ({ ok: false as const, message: 'Unknown locality' }), 'Unknown locality'],
    [
      'no message: the fallback',
      async () => ({ ok: false as const, message: null }),
      'Ошибка при загрузке данных меню',
    ],
    [
      'an empty message: the fallback',
      async () => ({ ok: false as const, message: '' }),
      'Ошибка при загрузке данных меню',
    ],
    [
      'the call failed: the fallback, not the transport error',
      async () => Promise.reject(new Error('Failed to fetch')),
      'Ошибка при загрузке данных меню',
    ],
  ])('a failure sets the error text (%s) and returns nothing', async (_n, fetchMenu, text) => {
    const state = fresh()
    expect(await loadMenu(state, { id: 1 }, fetchMenu, TEXTS)).toBeUndefined()
    expect([state.error, state.menu]).toEqual([text, null])
    vi.advanceTimersByTime(100)
    expect(state.loading).toBe(false)
  })
})
