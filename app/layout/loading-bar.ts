/**
 * The loading bar's phases (storefront spec 2: throttled 200 ms, creeps over 5000 ms, hides 500 ms
 * after, fails on a request error). A pure reducer so each rule has a table test.
 */
export type BarPhase = 'idle' | 'running' | 'done' | 'failed'
export interface BarState {
  phase: BarPhase
  /** A request failed while the navigation ran: the bar ends red even if the route loaded. */
  requestFailed: boolean
}
export type BarEvent =
  | { type: 'shown' } // the navigation outlasted the throttle
  | { type: 'ended'; routeFailed: boolean } // the navigation finished
  | { type: 'requestFailed'; navigating: boolean }
  | { type: 'hidden' } // the hide delay after done/failed passed

export const BAR_IDLE: BarState = { phase: 'idle', requestFailed: false }

export function barReducer(state: BarState, event: BarEvent): BarState {
  switch (event.type) {
    case 'shown':
      return { ...state, phase: 'running' }
    case 'ended': {
      const failed = event.routeFailed || state.requestFailed
      // A quick navigation that never showed the bar stays hidden unless something failed.
      if (state.phase === 'idle' && !failed) return BAR_IDLE
      return { phase: failed ? 'failed' : 'done', requestFailed: false }
    }
    case 'requestFailed':
      // During a navigation the bar keeps running and ends red; otherwise it flashes red.
      return event.navigating ? { ...state, requestFailed: true } : { phase: 'failed', requestFailed: false }
    case 'hidden':
      return state.phase === 'running' ? state : BAR_IDLE
  }
}
