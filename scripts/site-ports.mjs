/**
 * SITE_PORTS for `npm start` (scripts/start.mjs): `port=token[:theme],...`, more demo sites, each the
 * same Worker with another site token (and, with `:theme`, another THEME) on a port of its own. Without
 * a theme a port takes the main storefront's THEME, as before: `9777=demo-electro-uah-token` beside a
 * business storefront served the UAH shop as business; `9777=demo-electro-uah-token:electro` serves it
 * as electro. Entries that are not a port, a token and a known theme are returned in `ignored`.
 */

/** The theme variants (app.config.ts THEMES; tests/unit/site-ports.test.ts keeps the two equal). */
export const SITE_PORT_THEMES = ['electro', 'home', 'pharma', 'market', 'business', 'meals']

const ENTRY = /^(\d{1,5})=([^\s=:,]+)(?::([a-z]+))?$/

export function parseSitePorts(text) {
  const variants = []
  const ignored = []
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const m = ENTRY.exec(entry)
    const port = m ? Number(m[1]) : 0
    const theme = m?.[3]
    if (!m || port < 1 || port > 65535 || (theme !== undefined && !SITE_PORT_THEMES.includes(theme))) {
      ignored.push(entry)
      continue
    }
    variants.push({ port, token: m[2], ...(theme ? { theme } : {}) })
  }
  return { variants, ignored }
}

/** The Worker variables of one SITE_PORTS entry, as `KEY:value` (scripts/miniflare-server.mjs `siteVariants`). */
export const sitePortVars = ({ token, theme }) => [`SITE_TOKEN:${token}`, ...(theme ? [`THEME:${theme}`] : [])]
