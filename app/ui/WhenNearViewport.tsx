import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Mounts `children` only once a placeholder comes within `margin` of the viewport: for optional,
 * client-loaded sections at the bottom of a page (their code, their data call and their render
 * are skipped for shoppers who never scroll there). The server renders the empty placeholder, so
 * hydration matches; without IntersectionObserver the children mount at once.
 */
export function WhenNearViewport({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const [near, setNear] = useState(false)
  const placeholder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = placeholder.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return near ? children : <div ref={placeholder} className="near-viewport-placeholder" />
}
