// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

/**
 * A banner's phone image is drawn in its own shape (review r55): the <source> of img_mobile declares
 * the phone shape and the <img> carries it as --phone for the stylesheet (global.css: on a phone the
 * box takes it until the image arrives, then the image's own); the wide image keeps its declared box.
 * Before, the top and header strips' 390 x 130 phone images were cut to 358 x 32 and 358 x 65, a
 * slide's to 358 x 143.
 */
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'ro', useShell: () => ({}), useView: () => 'view_1' }))
// The page's data and sections: not what these tests render.
vi.mock('./home.functions', () => ({}))
vi.mock('../brands', () => ({}))
vi.mock('../brands/brands.functions', () => ({}))
vi.mock('../catalogue', () => ({}))
vi.mock('../content', () => ({}))
const { BannerImage } = await import('./HomePage')

const banner = (img_mobile: string | null) => ({ id: 1, title: 'Reduceri', img: '/b/1.png', img_mobile, url: null })
function render(node: React.ReactNode) {
  const host = document.createElement('div')
  host.innerHTML = renderToString(node)
  return { source: host.querySelector('source'), img: host.querySelector('img')! }
}

describe('a banner on a phone', () => {
  it.each([
    ['the top strip', 1340, 120],
    ['a header banner', 660, 120],
    ['a slide', 1000, 400],
  ])("%s's phone image: its source declares the phone shape, the image carries it", (_, width, height) => {
    const { source, img } = render(<BannerImage banner={banner('/b/1-m.png')} width={width} height={height} />)
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)')
    expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['390', '130'])
    expect(img.style.getPropertyValue('--phone')).toBe('390 / 130')
    // the wide image keeps its declared box
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([String(width), String(height)])
    expect(img.style.getPropertyValue('aspect-ratio')).toBe(`${width} / ${height}`)
  })

  it('without a phone image there is no source', () => {
    expect(render(<BannerImage banner={banner(null)} width={1340} height={120} />).source).toBe(null)
  })
})
