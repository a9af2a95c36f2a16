import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'

const render = (items: Crumb[], origin?: string, home?: string) =>
  renderToString(
    <LocaleProvider locale="en" messages={{ 'nav.home': 'Home', 'breadcrumbs.label': 'Breadcrumbs' }}>
      <Breadcrumbs items={items} origin={origin} home={home} />
    </LocaleProvider>,
  )
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)

describe('Breadcrumbs', () => {
  it('links every crumb but the last and emits BreadcrumbList JSON-LD with absolute URLs', () => {
    const html = render([{ title: 'Brands', href: '/en/brands' }, { title: 'Acme <b>' }], 'https://shop.example', '/en')
    expect(html).toContain('<a href="/en">Home</a>')
    expect(html).toContain('<a href="/en/brands">Brands</a>')
    expect(html).toContain('<span aria-current="page">Acme &lt;b&gt;</span>')
    expect(html).toContain('aria-label="Breadcrumbs"')
    expect(html).not.toContain('"Acme <b>"')
    expect(jsonLd(html).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/en' },
      { '@type': 'ListItem', position: 2, name: 'Brands', item: 'https://shop.example/en/brands' },
      { '@type': 'ListItem', position: 3, name: 'Acme <b>' },
    ])
  })

  it('takes the trail as given without `home`, and renders nothing for an empty one', () => {
    expect(
      jsonLd(render([{ title: 'Phones', href: '/ro/telefoane' }, { title: 'X' }], 'https://shop.example'))
        .itemListElement[0].name,
    ).toBe('Phones')
    expect(render([])).toBe('')
  })
})
