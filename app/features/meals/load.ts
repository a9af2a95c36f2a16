import { TIMINGS } from '#config'
import type { MenuCalculator } from '#contract/calculators.ts'

/** What loading the menu answers: the menu, or the back end's error message (null when it gave none). */
export type MenuFetch = (
  localityId: number,
) => Promise<{ ok: true; menu: MenuCalculator } | { ok: false; message: string | null }>

export interface MenuLoadState {
  loading: boolean
  /** The error text shown: the back end's message, or the translated fallback. */
  error: string | null
  menu: MenuCalculator | null
}

/**
 * Loads the menu of the selected city (spec 4 "Meal menu", 8 and 9): without a city with an id the
 * error is the "no city" text and nothing is asked; a failure sets the back end's error message (or,
 * without one or when the call itself failed, the fallback text) and returns nothing; the loading flag clears TIMINGS.loadingFlagClear (100 ms)
 * after the answer. `texts` are the translated 'Город не выбран' and 'Ошибка при загрузке данных меню'.
 */
export async function loadMenu(
  state: MenuLoadState,
  city: { id?: unknown } | null | undefined,
  fetchMenu: MenuFetch,
  texts: { noCity: string; loadError: string },
  later: (fn: () => void, ms: number) => void = (fn, ms) => void setTimeout(fn, ms),
): Promise<MenuCalculator | undefined> {
  if (!city || !Number.isInteger(city.id) || (city.id as number) < 1) {
    state.error = texts.noCity
    state.menu = null
    return undefined
  }
  state.loading = true
  state.error = null
  try {
    const result = await fetchMenu(city.id as number)
    if (!result.ok) {
      state.error = result.message || texts.loadError
      state.menu = null
      return undefined
    }
    state.menu = result.menu
    return result.menu
  } catch {
    // The call itself failed (network, server function): no message of the back end to show.
    state.error = texts.loadError
    state.menu = null
    return undefined
  } finally {
    later(() => {
      state.loading = false
    }, TIMINGS.loadingFlagClear)
  }
}
