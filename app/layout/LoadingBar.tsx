import { useRouterState } from '@tanstack/react-router'
import { useEffect, useReducer, useRef } from 'react'
import { TIMINGS } from '#config'
import { onRequestFailure } from '../lib/request-failures'
import { BAR_IDLE, barReducer } from './loading-bar'

/**
 * The top loading bar: appears only when a navigation takes longer than the throttle (200 ms),
 * creeps over 5000 ms, finishes and hides 500 ms after; turns red when a route or a request fails
 * (the rules: ./loading-bar.ts).
 */
export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.isLoading })
  const routeFailed = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error') })
  const [state, dispatch] = useReducer(barReducer, BAR_IDLE)
  const loadingRef = useRef(loading)
  loadingRef.current = loading

  useEffect(() => {
    if (!loading) {
      dispatch({ type: 'ended', routeFailed })
      return
    }
    const timer = window.setTimeout(() => dispatch({ type: 'shown' }), TIMINGS.loadingBarThrottle)
    return () => window.clearTimeout(timer)
  }, [loading, routeFailed])

  useEffect(() => onRequestFailure(() => dispatch({ type: 'requestFailed', navigating: loadingRef.current })), [])

  useEffect(() => {
    if (state.phase !== 'done' && state.phase !== 'failed') return
    const timer = window.setTimeout(() => dispatch({ type: 'hidden' }), TIMINGS.loadingBarHideDelay)
    return () => window.clearTimeout(timer)
  }, [state])

  if (state.phase === 'idle') return null
  return (
    <div
      className={`loading-bar loading-bar--${state.phase}`}
      style={{ transitionDuration: state.phase === 'running' ? `${TIMINGS.loadingBarDuration}ms` : '200ms' }}
      role="progressbar"
      aria-hidden="true"
      data-testid="loading-bar"
    />
  )
}
