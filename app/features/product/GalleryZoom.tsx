import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { widthUrl } from '#app/lib/images.ts'
import { Dialog } from '#app/ui/Dialog.tsx'
import { galleryKeyTarget } from './gallery'

/**
 * The gallery's zoom: the photo large in a dialog (focus moves in, Escape closes, focus returns to the
 * "enlarge" button - ui/Dialog), with previous/next buttons and the arrow keys. Loaded on first use.
 */
export default function GalleryZoom({
  images,
  index,
  title,
  onIndex,
  onClose,
}: {
  images: string[]
  index: number
  title: string
  onIndex: (i: number) => void
  onClose: () => void
}) {
  const intl = useIntl()
  const src = images[index] ?? images[0] ?? ''
  const label = intl.formatMessage({ id: 'product.galleryPhoto' }, { n: index + 1, count: images.length })
  const many = images.length > 1
  // Left and right arrows switch the photo wherever the focus is in the dialog (the close button first).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
      const next = galleryKeyTarget(e.key, index, images.length)
      if (next !== null) onIndex(next)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [index, images.length, onIndex])
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeLabel={intl.formatMessage({ id: 'product.zoomClose' })}
      testId="gallery-zoom"
    >
      <div className="gallery-zoom">
        <img
          src={widthUrl(src, 1280)}
          alt={`${title} - ${label}`}
          width={1280}
          height={1280}
          className="gallery-zoom__image"
          data-testid="zoom-image"
        />
        {many ? (
          <div className="gallery-zoom__nav">
            <button
              type="button"
              className="button"
              onClick={() => onIndex((index - 1 + images.length) % images.length)}
            >
              <span aria-hidden="true">‹ </span>
              {intl.formatMessage({ id: 'product.zoomPrev' })}
            </button>
            <span aria-live="polite">{label}</span>
            <button type="button" className="button" onClick={() => onIndex((index + 1) % images.length)}>
              {intl.formatMessage({ id: 'product.zoomNext' })}
              <span aria-hidden="true"> ›</span>
            </button>
          </div>
        ) : null}
      </div>
    </Dialog>
  )
}
