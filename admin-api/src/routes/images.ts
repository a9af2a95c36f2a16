import { type App, subApp } from '../lib/http'
import { brandLabel, categoryLabel, productLabel, siteGlobalSettings } from '../services/image-labels'

/**
 * Generated SVG images: /images/{kind}/{id}.svg. Public (no site token: <img> cannot send headers).
 * Product images show the product's colour and title; other kinds a coloured tile with a label.
 */

const KINDS = [
  'product',
  'category',
  'brand',
  'banner',
  'article',
  'promotion',
  'logo',
  'service',
  'guide',
  'seller',
  'video',
  'gallery',
  'partner',
  'advantage',
  'payment',
] as const
const PALETTE = ['#2f6fdb', '#e07a2f', '#16a34a', '#f59e0b', '#334155', '#dc2626', '#7c3aed', '#0e7490']

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** `?w=` asks for an image that many pixels wide (16-4000; anything else gives the default size). */
export function requestedWidth(raw: string | undefined): number | null {
  if (!raw || !/^\d{2,4}$/.test(raw)) return null
  const w = Number(raw)
  return w >= 16 && w <= 4000 ? w : null
}

function svg(
  w: number,
  h: number,
  bg: string,
  fg: string,
  label: string,
  sub: string,
  outWidth: number | null = null,
): string {
  const lines = label.match(/.{1,22}(\s|$)/g)?.slice(0, 3) ?? [label]
  const text = lines.map((l, i) => `<tspan x="50%" dy="${i === 0 ? 0 : 1.2}em">${esc(l.trim())}</tspan>`).join('')
  // The drawing keeps its coordinates (viewBox); only the intrinsic size follows the requested width.
  const ow = outWidth ?? w
  const oh = Math.round((ow * h) / w)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ow}" height="${oh}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}"><rect width="100%" height="100%" fill="${bg}"/><circle cx="${w * 0.8}" cy="${h * 0.25}" r="${Math.min(w, h) * 0.18}" fill="${fg}" opacity="0.35"/><text x="50%" y="${h * 0.5}" fill="${fg}" font-family="system-ui, sans-serif" font-size="${Math.round(w / (w > h ? 24 : 16))}" text-anchor="middle">${text}</text><text x="50%" y="${h * 0.9}" fill="${fg}" opacity="0.7" font-family="system-ui, sans-serif" font-size="${Math.round(w / 26)}" text-anchor="middle">${esc(sub)}</text></svg>`
}

function contrast(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!m) return '#ffffff'
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => Number.parseInt(x!, 16))
  return r! * 0.299 + g! * 0.587 + b! * 0.114 > 160 ? '#1f2328' : '#ffffff'
}

/**
 * A site's logo as a wordmark (280x80, the header's 3.5:1 box): its initial on a tile of its primary
 * colour, then its name; `?dark=1` (the settings' logoDark) draws the name light for dark pages.
 */
export function logoSvg(name: string, primary: string, dark: boolean): string {
  const initial = esc([...name.trim()][0]?.toUpperCase() ?? '?')
  const ink = dark ? '#f1f3f5' : '#1b1d21'
  const size = name.length > 12 ? 22 : 26
  return `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="80" viewBox="0 0 280 80" role="img" aria-label="${esc(name)}"><rect x="4" y="12" width="56" height="56" rx="14" fill="${primary}"/><text x="32" y="52" fill="${contrast(primary)}" font-family="system-ui, sans-serif" font-size="32" font-weight="800" text-anchor="middle">${initial}</text><text x="74" y="${40 + size / 3}" fill="${ink}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700">${esc(name)}</text></svg>`
}

/**
 * A map tile for the storefront's shops map in development (`npm start` points MAP_TILES_URL here, so
 * the map works offline): a light square with a grid and its z/x/y. Not a real map.
 */
export function tileSvg(z: number, x: number, y: number): string {
  const lines = [64, 128, 192].map((p) => `<path d="M${p} 0V256M0 ${p}H256" stroke="#dfe3e8"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="#f2efe9"/>${lines}<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#c9ced6"/><text x="8" y="20" fill="#8a929c" font-family="system-ui, sans-serif" font-size="12">${z}/${x}/${y}</text></svg>`
}

export function imageRoutes(): App {
  const app = subApp()
  app.get('/tiles/:z/:x/:file', (c) => {
    const m = /^(\d{1,7})\.svg$/.exec(c.req.param('file'))
    const [z, x] = [c.req.param('z'), c.req.param('x')].map((v) => (/^\d{1,7}$/.test(v) ? Number(v) : Number.NaN)) as [
      number,
      number,
    ]
    if (!m || !Number.isInteger(z) || !Number.isInteger(x) || z > 22) return c.json({ error: 'Not found' }, 404)
    return c.body(tileSvg(z, x, Number(m[1])), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    })
  })
  // Only its kinds: /images/avatar/ and /images/adverts/ belong to other sub-apps, whatever the mount order.
  app.get(`/images/:kind{${KINDS.join('|')}}/:file`, async (c) => {
    const kind = c.req.param('kind') as (typeof KINDS)[number]
    const m = /^(\d{1,9})\.svg$/.exec(c.req.param('file'))
    if (!KINDS.includes(kind) || !m) return c.json({ error: 'Not found' }, 404)
    const id = Number(m[1])
    if (kind === 'logo') {
      const row = await siteGlobalSettings(c, id)
      if (!row) return c.json({ error: 'Not found' }, 404)
      let doc: { project?: string; colors?: { primary?: string } } = {}
      try {
        doc = JSON.parse(row.data)
      } catch {
        /* the defaults below */
      }
      const primary = /^#[0-9a-f]{6}$/i.test(doc.colors?.primary ?? '')
        ? doc.colors!.primary!
        : PALETTE[id % PALETTE.length]!
      const body = logoSvg(doc.project || `Shop ${id}`, primary, c.req.query('dark') === '1')
      return c.body(body, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      })
    }
    let label = `${kind} ${id}`
    let bg = PALETTE[id % PALETTE.length]!
    if (kind === 'product') {
      const p = await productLabel(c, id)
      if (!p) return c.json({ error: 'Not found' }, 404)
      label = p.title
      try {
        const colors = JSON.parse(p.colors) as string[]
        if (colors[0]) bg = colors[0]
      } catch {
        /* default colour */
      }
    } else if (kind === 'brand') {
      const b = await brandLabel(c, id)
      if (!b) return c.json({ error: 'Not found' }, 404)
      label = b.name
    } else if (kind === 'category') {
      const cat = await categoryLabel(c, id)
      if (!cat) return c.json({ error: 'Not found' }, 404)
      label = cat.title_en
    }
    if (kind === 'banner') {
      // The seed names a site's colour and text (`?tone=rrggbb&text=`); without them, the generic tile.
      const tone = c.req.query('tone') ?? ''
      if (/^[0-9a-f]{6}$/i.test(tone)) bg = `#${tone}`
      const text = c.req.query('text')?.trim()
      if (text) label = text.slice(0, 60)
    }
    const wide = kind === 'banner' || kind === 'promotion' || kind === 'article'
    // A product's other photos (?view=2..9, services/products.ts productImages): the same product in a shifted colour.
    const view = kind === 'product' && /^[2-9]$/.test(c.req.query('view') ?? '') ? Number(c.req.query('view')) : 1
    if (view > 1) bg = PALETTE[(id + view) % PALETTE.length]!
    // Only a product's picture carries a small caption (its id): the kind's English name ("banner",
    // "category") under every picture was read as untranslated text on ru and uk pages.
    const sub = kind === 'product' ? (view > 1 ? `#${id} · ${view}` : `#${id}`) : ''
    const body = svg(
      wide ? 1200 : 600,
      wide ? 400 : 600,
      bg,
      contrast(bg),
      label,
      sub,
      requestedWidth(c.req.query('w')),
    )
    return c.body(body, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    })
  })
  return app
}
