import { type ButtonHTMLAttributes, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { srcSet, widthUrl } from '#app/lib/images.ts'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import { IMAGE_WIDTHS } from '#config'
import { galleryKeyTarget } from './gallery'

// The zoom dialog's code loads on the first "enlarge" (not on the page's first load).
const GalleryZoom = lazy(() => import('./GalleryZoom'))

/**
 * The product's photos: the chosen one large (server-rendered, fetchPriority high: the page's LCP), the
 * others as labelled thumbnail buttons (arrow keys, Home and End move between them), and the large one
 * a button opening the zoom dialog. `children` (the colour swatches) go under the thumbnails.
 */
export function Gallery({ images, title, children }: { images: string[]; title: string; children?: ReactNode }) {
  const intl = useIntl()
  const [index, setIndex] = useState(0)
  const [zoom, setZoom] = useState(false)
  const thumbsBox = useRef<HTMLFieldSetElement>(null)
  const enlarge = useRef<HTMLButtonElement>(null)
  // a tap on the large photo before the page is interactive opens the zoom once it is
  const tap = useEarlyTap(enlarge)
  const zoomed = useRef(false)
  // The dialog has no Radix trigger to return to: after it closes, focus goes back to "enlarge" (after Radix's own close step).
  useEffect(() => {
    if (zoomed.current && !zoom) {
      const frame = window.requestAnimationFrame(() => enlarge.current?.focus())
      zoomed.current = false
      return () => window.cancelAnimationFrame(frame)
    }
    zoomed.current = zoom
  }, [zoom])
  const src = images[index] ?? images[0] ?? ''
  // No photo at all (img '' and no images): the box stays, empty like a card's, with nothing to enlarge -
  // not an <img> without src (a broken image with the title as its text) and a zoom that opens nothing.
  if (!src)
    return (
      <div className="product-page__gallery gallery" data-testid="gallery">
        <div className="product-card__image" data-testid="gallery-empty" />
        {children}
      </div>
    )
  const choose = (i: number) => {
    setIndex(i)
    thumbsBox.current?.querySelectorAll<HTMLButtonElement>('.gallery__thumb')[i]?.focus()
  }
  return (
    <div className="product-page__gallery gallery" data-testid="gallery">
      <button
        {...tap}
        type="button"
        className="gallery__main"
        aria-label={intl.formatMessage({ id: 'product.zoom' })}
        aria-haspopup="dialog"
        onClick={() => setZoom(true)}
      >
        <img
          src={src}
          srcSet={srcSet(src, IMAGE_WIDTHS.gallery)}
          sizes="(max-width: 767px) 100vw, 600px"
          alt={title}
          width={600}
          height={600}
          fetchPriority="high"
          data-testid="gallery-image"
        />
      </button>
      {images.length > 1 ? (
        <fieldset
          ref={thumbsBox}
          className="gallery__thumbs"
          aria-label={intl.formatMessage({ id: 'product.gallery' })}
        >
          {images.map((image, i) => (
            <GalleryThumb
              key={image}
              image={image}
              aria-label={intl.formatMessage({ id: 'product.galleryPhoto' }, { n: i + 1, count: images.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              onKeyDown={(e) => {
                const next = galleryKeyTarget(e.key, i, images.length)
                if (next === null) return
                e.preventDefault()
                choose(next)
              }}
            />
          ))}
        </fieldset>
      ) : null}
      {children}
      {zoom ? (
        <Suspense fallback={null}>
          <GalleryZoom images={images} index={index} title={title} onIndex={setIndex} onClose={() => setZoom(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}

/** One thumbnail, a button: a tap before the page is interactive shows its photo once it is (useEarlyTap). */
function GalleryThumb({
  image,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & { image: string }) {
  const tap = useEarlyTap<HTMLButtonElement>()
  return (
    <button {...tap} {...button} type="button" className="gallery__thumb">
      <img src={widthUrl(image, 160)} alt="" width={64} height={64} loading="lazy" decoding="async" />
    </button>
  )
}
