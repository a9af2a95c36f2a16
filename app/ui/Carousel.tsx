import { type ReactNode, useRef } from 'react'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'

/**
 * A horizontal, scroll-snapping row with previous/next buttons. Native scrolling does the work
 * (touch, trackpad, keyboard focus), so no carousel library ships to the browser.
 * A named group, not a region: it sits in a section named by the same heading, and two landmarks
 * with one name fail axe's landmark-unique.
 */
export function Carousel({
  label,
  children,
  prevLabel,
  nextLabel,
}: {
  label: string
  children: ReactNode
  prevLabel: string
  nextLabel: string
}) {
  const track = useRef<HTMLDivElement>(null)
  // A carousel below the fold hydrates when it nears the viewport (LazyHydrate): an earlier tap is held and replayed.
  const prevTap = useEarlyTap<HTMLButtonElement>()
  const nextTap = useEarlyTap<HTMLButtonElement>()
  const scroll = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' })
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a group of slides, not of form controls (fieldset)
    <div role="group" className="carousel" aria-roledescription="carousel" aria-label={label}>
      <button
        type="button"
        className="carousel__nav carousel__nav--prev"
        aria-label={prevLabel}
        onClick={() => scroll(-1)}
        {...prevTap}
      >
        ‹
      </button>
      <div className="carousel__track" ref={track}>
        {children}
      </div>
      <button
        type="button"
        className="carousel__nav carousel__nav--next"
        aria-label={nextLabel}
        onClick={() => scroll(1)}
        {...nextTap}
      >
        ›
      </button>
    </div>
  )
}
