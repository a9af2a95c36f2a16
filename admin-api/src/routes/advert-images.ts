import { type App, subApp } from '../lib/http'
import { seededImage } from '../services/adverts'

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const PALETTE = ['#2f6fdb', '#e07a2f', '#16a34a', '#7c3aed', '#0e7490', '#b45309']

const HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" }

/** Advert photos (lib/advert-images.ts). Public: an <img> sends no site token. */
export function advertImageRoutes(): App {
  const app = subApp()
  app.get('/images/adverts/:advertId/:file', async (c) => {
    const advertId = c.req.param('advertId')
    const file = c.req.param('file')
    if (!/^\d{1,9}$/.test(advertId)) return c.json({ error: 'Not found' }, 404)
    const seeded = /^seed-(\d{1,9})\.svg$/.exec(file)
    if (seeded) {
      const row = await seededImage(c, Number(advertId), Number(seeded[1]))
      if (!row) return c.json({ error: 'Not found' }, 404)
      const bg = PALETTE[(Number(advertId) + row.position) % PALETTE.length]!
      const label = esc(row.title.slice(0, 40))
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${label}"><rect width="100%" height="100%" fill="${bg}"/><circle cx="640" cy="150" r="110" fill="#fff" opacity="0.25"/><text x="50%" y="52%" fill="#fff" font-family="system-ui, sans-serif" font-size="38" text-anchor="middle">${label}</text><text x="50%" y="88%" fill="#fff" opacity="0.8" font-family="system-ui, sans-serif" font-size="26" text-anchor="middle">${row.position + 1}</text></svg>`
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
        ...HEADERS,
      })
    }
    if (!/^[0-9a-f]{32}\.(jpg|png|webp)$/.test(file) || !c.env.ADVERT_IMAGES) return c.json({ error: 'Not found' }, 404)
    const obj = await c.env.ADVERT_IMAGES.get(`adverts/${advertId}/${file}`)
    if (!obj) return c.json({ error: 'Not found' }, 404)
    return c.body(obj.body, 200, {
      'Content-Type': obj.httpMetadata?.contentType ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ...HEADERS,
    })
  })
  return app
}
