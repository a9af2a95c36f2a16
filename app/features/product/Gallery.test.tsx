// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import { Gallery } from './Gallery'

/**
 * A product the back end sent with no photo (img '' and no images; session 59's operator audit): an
 * empty box like a card's, not an <img> without src showing the title as broken-image text, and no
 * zoom button that opens nothing.
 */
describe('the gallery', () => {
  it('with no photo: the empty box, no image, no zoom; the swatches still under it', async () => {
    const view = await renderForm(
      <Gallery images={[]} title="A very long product title">
        <p data-testid="swatches">swatches</p>
      </Gallery>,
    )
    expect(view.host.querySelector('[data-testid="gallery-empty"]')).not.toBeNull()
    expect(view.host.querySelector('img')).toBeNull()
    expect(view.host.querySelector('button')).toBeNull()
    expect(view.host.querySelector('[data-testid="swatches"]')).not.toBeNull()
    view.unmount()
  })

  it('with photos: the large one as the zoom button, thumbnails for two or more', async () => {
    const view = await renderForm(<Gallery images={['/a.jpg', '/b.jpg']} title="Phone" />)
    expect(view.host.querySelector('[data-testid="gallery-empty"]')).toBeNull()
    expect(view.host.querySelector('[data-testid="gallery-image"]')?.getAttribute('src')).toBe('/a.jpg')
    expect(view.host.querySelectorAll('.gallery__thumb')).toHaveLength(2)
    view.unmount()
  })
})
