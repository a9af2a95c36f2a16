import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A deliberately broken admin back end for the check-backend tests (issue 32): a tiny node http
 * server that answers a handful of endpoints the way real back ends go wrong - a 500 on a call
 * every page needs, wrong and missing fields, an HTML page instead of JSON, a 429 with a short and
 * one with a long Retry-After, a slow answer - and 404 for everything else.
 */

const card = (id: number, price: unknown = 100) => ({
  productId: id,
  title: `Product ${id}`,
  code: `C${id}`,
  url: `product-${id}`,
  slugs: { ro: `product-${id}`, ru: `product-${id}`, uk: `product-${id}`, en: `product-${id}` },
  img: '',
  colors: [],
  price,
  old_price: null,
  discount: 0,
  brand: { id: 1, name: 'B', slug: 'b' },
  category: [],
  multiplicity: 1,
  active: true,
  available: true,
  is_stock: true,
  stock: 5,
  has_associated_products: false,
  loyalty_give: 0,
  is_recipe: false,
  weight_gr: 100,
  rating: 0,
  home_delivery: true,
  card_payment_available: true,
})

export interface Fixture {
  url: string
  /** Requests seen, in order (method and path). */
  seen: string[]
  /** The most requests that were in flight at once. */
  maxInFlight: number
  close: () => Promise<void>
}

export async function startBrokenBackEnd(): Promise<Fixture> {
  const seen: string[] = []
  let inFlight = 0
  let maxInFlight = 0
  let popularAsked = 0
  const timers = new Set<NodeJS.Timeout>()

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fixture')
    const path = url.pathname
    if (req.headers['site-token'] !== 'fixture-token') return json(res, 403, { error: 'Unknown site token' })
    switch (path) {
      case '/settings/global_site_settings':
        // parses (every field has a default), but the colours are a string: the shop uses its default colours
        return json(res, 200, {
          project: 'Broken shop',
          colors: 'red',
          menu_tree: [{ id: 1, title: 'Phones', url: 'phones', productCount: 3, subcategories: [] }],
        })
      case '/settings/footer_settings':
        return json(res, 500, { error: 'Internal Server Error' })
      case '/general/v2/search/search/':
        // two products whose price is no number (left out: a warning), an unknown sort (the default)
        return json(res, 200, {
          products: [card(1, 'twelve'), card(2, 'n/a'), card(3, '14.50')],
          totalCount: 3,
          sort: 'cheapest',
          query: 'a',
        })
      case '/general/v2/category/phones/':
        // the cards not a list (the page cannot render its listing), the category's title missing (defaulted)
        return json(res, 200, {
          products: { 1: card(1, '12.50'), 2: card(2, '13.00'), 3: card(3, 14) },
          totalCount: 3,
          pages: 1,
          page: 1,
          page_size: 24,
          sort: 'cheapest',
          filters: [],
          min_and_max_price_value: { min: 0, max: 100 },
          applied: {},
          category: {
            id: 1,
            parent_id: null,
            level: 1,
            url: 'phones',
            slugs: card(1).slugs,
            image: null,
            productCount: 3,
            seo_title: '',
            seo_description: '',
            subcategories: [],
          },
          breadcrumbs: [],
          seo_info: { title: '', description: '', img: null, keywords: '' },
        })
      case '/general/popular_query':
        popularAsked++
        if (popularAsked === 1) return json(res, 429, { error: 'Too Many Requests' }, { 'Retry-After': '1' })
        return json(res, 200, [{ id: 1, query: 'phone', count: 3 }])
      case '/base/faq': {
        // slower than the check waits
        const t = setTimeout(() => {
          timers.delete(t)
          if (!res.writableEnded) json(res, 200, [])
        }, 4_000)
        timers.add(t)
        return
      }
      case '/base/services/':
        res.writeHead(200, { 'Content-Type': 'text/html' })
        return res.end('<html><body>Service unavailable</body></html>')
      case '/base/order-guide/':
        return json(res, 429, { error: 'Too Many Requests' }, { 'Retry-After': '120' })
      case '/page/backcheck-no-such-page/':
        // an unknown CMS page must be a 404; this back end renders one for any address
        return json(res, 200, { title: 'Anything', content: '' })
      case '/base/store_sellers':
        return json(res, 200, [{ id: 1, name: 37_360_000_000, phone: '+37360000000', img: null }])
      default:
        return json(res, 404, { error: 'Not found' })
    }
  }

  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    res.on('close', () => inFlight--)
    req.resume()
    req.on('end', () => answer(req, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    get maxInFlight() {
      return maxInFlight
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
