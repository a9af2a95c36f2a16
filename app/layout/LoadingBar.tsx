import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { TIMINGS } from '../../app.config'

type Phase = 'idle' | 'running' | 'done' | 'failed'

/**
 * The top loading bar: appears only when a navigation takes longer than the throttle (200 ms),
 * creeps over 5000 ms, finishes and hides 500 ms after; turns red when a request fails.
 */
export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.isLoading })
  const failed = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error') })
  const [phase, setPhase] = useState<Phase>('idle')
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    window.clearTimeout(timer.current)
    if (loading) {
      timer.current = window.setTimeout(() => setPhase('running'), TIMINGS.loadingBarThrottle)
    } else {
      setPhase((current) => {
        if (current === 'idle') return current
        timer.current = window.setTimeout(() => setPhase('idle'), TIMINGS.loadingBarHideDelay)
        return failed ? 'failed' : 'done'
      })
    }
    return () => window.clearTimeout(timer.current)
  }, [loading, failed])

  if (phase === 'idle') return null
  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      style={{ transitionDuration: phase === 'running' ? `${TIMINGS.loadingBarDuration}ms` : '200ms' }}
      role="progressbar"
      aria-hidden="true"
      data-testid="loading-bar"
    />
  )
}
