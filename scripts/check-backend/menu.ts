import { siteHref } from '#app/lib/site-href.ts'
import {
  DESKTOP_MENU_LIMITS,
  desktopLinkCount,
  menuNodeCount,
  topItemsShown,
  trimMenuTree,
} from '#app/shell/menu-trim.ts'
import { menuBadge, menuProductCount } from '#app/shell/nav-rules.ts'
import type { Locale } from '#config'
import type { MenuNode } from '#contract/settings.ts'

/**
 * What check-backend says of the menu tree besides its contract (round 10 operator audit, items 3 and
 * 6): a category at a url the shop serves a page of its own at, urls listed twice, and a tree big
 * enough to weigh on every page. Each a WARNING line; none fails the check. No Node APIs (the admin
 * tests run the check in workerd): the shop's routes are given (routes.ts reads them from routes/$lang).
 */

/** Over either, the tree is called big: the desktop navigation's HTML is in every page, the phone's menu loads it whole. */
export const MENU_WARN_NODES = 300
export const MENU_WARN_BYTES = 200 * 1024

/** How many examples a warning names. */
const EXAMPLES = 3

interface Entry {
  node: MenuNode
  parent: MenuNode | null
}

function entries(tree: readonly MenuNode[], parent: MenuNode | null = null, out: Entry[] = []): Entry[] {
  for (const node of tree) {
    out.push({ node, parent })
    entries(node.subcategories, node, out)
  }
  return out
}

const quoted = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text)
const kB = (bytes: number) => `${(Math.round(bytes / 102.4) / 10).toLocaleString('en')} kB`
const utf8 = (text: string) => new TextEncoder().encode(text).length

/** The shop's path of a menu url in `lang` (`/ro/about`), or null for a link off the site or none. */
function shopPath(lang: Locale, url: string): string | null {
  if (!url.trim()) return null
  const href = siteHref(lang, url)
  if (!href.startsWith(`/${lang}/`)) return null
  return href.replace(/[?#].*$/, '').replace(/\/+$/, '')
}

/**
 * The first segment of a menu url's path when it is the back end's category slug as the shop reads
 * it: not when the shop mapped a back-end route name (`/promotions`, `/page/...`: a link to that page).
 */
function firstSegment(lang: Locale, url: string): string | null {
  const path = shopPath(lang, url)
  if (!path) return null
  const segment = path.split('/')[2] ?? ''
  const raw = url
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
  const given = raw[0] === lang ? raw[1] : raw[0]
  return given === segment ? segment : null
}

/** Menu urls that are one of the shop's own routes: the category there can never be opened. */
export function reservedRouteWarning(
  tree: readonly MenuNode[],
  lang: Locale,
  routes: readonly string[],
): string | null {
  const reserved = new Set(routes)
  const hits = entries(tree).filter(({ node }) => {
    const segment = firstSegment(lang, node.url)
    return segment !== null && reserved.has(segment)
  })
  if (hits.length === 0) return null
  const named = hits
    .slice(0, EXAMPLES)
    .map(({ node }) => `${quoted(node.title)} (id ${node.id}) links ${shopPath(lang, node.url)}`)
  return `menu_tree: ${hits.length} entr${hits.length > 1 ? 'ies link' : 'y links'} a url the shop serves a page of its own at (${named.join('; ')}${hits.length > EXAMPLES ? `; ${hits.length - EXAMPLES} more` : ''}). The shop's routes come first: a category with such a slug can never be opened, its link opens the shop's page. Give the category another slug (the shop's routes: ${routes.join(', ')}); an entry that links the shop's page on purpose can stay.`
}

/** Urls the menu lists more than once: each opens one category, by its slug, whichever entry is followed. */
export function duplicateUrlWarning(tree: readonly MenuNode[], lang: Locale): string | null {
  const byPath = new Map<string, Entry[]>()
  for (const entry of entries(tree)) {
    const path = shopPath(lang, entry.node.url)
    if (path) byPath.set(path, [...(byPath.get(path) ?? []), entry])
  }
  const twice = [...byPath].filter(([, list]) => list.length > 1)
  if (twice.length === 0) return null
  const named = twice.slice(0, EXAMPLES).map(
    ([path, list]) =>
      `${path} ${list.length} times (${list
        .slice(0, 3)
        .map(({ node, parent }) => `${quoted(node.title)}${parent ? ` under ${quoted(parent.title)}` : ' at the top'}`)
        .join(', ')})`,
  )
  return `menu_tree: ${twice.length} url${twice.length > 1 ? 's are' : ' is'} listed more than once: ${named.join('; ')}${twice.length > EXAMPLES ? `; ${twice.length - EXAMPLES} more` : ''}. The shop opens a category by its url alone: every such entry opens the same page.`
}

// React's escaping (`&#x27;` for '), so the size below is the rendering's to the byte (platform/shared/escape-html.ts writes `&#39;`).
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)

/**
 * The desktop navigation's HTML for a (trimmed) tree as NavigationList renders it (app/layout/
 * NavigationList.tsx), less icons, images and the brands entry: its size is what the tree adds to every
 * page (a test holds it to the real rendering).
 */
export function navigationHtmlOf(tree: readonly MenuNode[], lang: Locale): string {
  const href = (node: MenuNode) => ` href="${escapeHtml(siteHref(lang, node.url))}"`
  // The shop's own rules for what a badge and a count print (app/shell/nav-rules.ts); a known badge's
  // label is measured by the badge as sent (the shop prints its translation, about as long).
  const badge = (node: MenuNode) => {
    const shown = menuBadge(node.badge)
    if (!shown) return ''
    const [kind, text] = 'known' in shown ? [shown.known, node.badge!.trim()] : ['custom', shown.text]
    return `<span class="menu-badge menu-badge--${kind}" data-testid="menu-badge">${escapeHtml(text)}</span>`
  }
  const count = (node: MenuNode) => {
    const n = menuProductCount(node.productCount)
    return n === null ? '' : `<span class="menu-count" data-testid="menu-count">${n}</span>`
  }
  const label = (node: MenuNode) => `${escapeHtml(node.title)}${count(node)}${badge(node)}`
  const parts = ['<ul class="container navigation__list">']
  for (const top of tree) {
    parts.push(`<li class="navigation__item"><a${href(top)}>${escapeHtml(top.title)}${badge(top)}</a>`)
    if (top.subcategories.length > 0) {
      parts.push('<div class="navigation__panel"><ul class="navigation__columns">')
      for (const column of top.subcategories) {
        parts.push(`<li><a class="navigation__heading"${href(column)}>${label(column)}</a>`)
        if (column.subcategories.length > 0) {
          parts.push('<ul>')
          for (const leaf of column.subcategories) parts.push(`<li><a${href(leaf)}>${label(leaf)}</a></li>`)
          parts.push('</ul>')
        }
        parts.push('</li>')
      }
      parts.push('</ul></div>')
    }
    parts.push('</li>')
  }
  parts.push('</ul>')
  return parts.join('')
}

async function gzipBytes(text: string): Promise<number | null> {
  try {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
    return (await new Response(stream).arrayBuffer()).byteLength
  } catch {
    return null
  }
}

/**
 * A tree big enough to weigh on every page (over MENU_WARN_NODES entries or MENU_WARN_BYTES of JSON),
 * or one the desktop navigation trims: what the navigation prints of it (app/shell/menu-trim.ts) and
 * the HTML that adds to every page, and what the phone's menu loads.
 */
export async function menuSizeWarning(tree: readonly MenuNode[], lang: Locale): Promise<string | null> {
  const nodes = menuNodeCount(tree)
  const json = utf8(JSON.stringify(tree))
  const texts = { all: (n: number) => `All (${n})`, more: 'More' }
  const desk = trimMenuTree(tree, texts)
  const shown = topItemsShown(tree)
  const full = trimMenuTree(tree, texts, {
    top: Number.POSITIVE_INFINITY,
    rowChars: Number.POSITIVE_INFINITY,
    columns: Number.POSITIVE_INFINITY,
    leaves: Number.POSITIVE_INFINITY,
    moreColumns: 0,
  })
  const links = desktopLinkCount(desk)
  const untrimmed = desktopLinkCount(full)
  const big = nodes > MENU_WARN_NODES || json > MENU_WARN_BYTES
  if (!big && links === untrimmed && shown === tree.length) return null
  const html = navigationHtmlOf(desk, lang)
  const gzip = await gzipBytes(html)
  const L = DESKTOP_MENU_LIMITS
  const trimmed = [
    shown < tree.length
      ? `${shown} of ${tree.length} top items in the row, the other ${tree.length - shown} under a last item "More"`
      : null,
    `at most ${L.columns} columns a panel and ${L.leaves} links a column, the rest behind an "All (n)" link to their category`,
    'nothing below the third level',
  ]
    .filter(Boolean)
    .join('; ')
  const sizes = `about ${links.toLocaleString('en')} links, ${kB(utf8(html))} of HTML${gzip ? ` (${kB(gzip)} gzip)` : ''} in every page${links < untrimmed ? ` (untrimmed: ${untrimmed.toLocaleString('en')} links, ${kB(utf8(navigationHtmlOf(full, lang)))})` : ''}`
  const head = big
    ? `menu_tree is big: ${nodes.toLocaleString('en')} entries, ${kB(json)} as JSON (more than ${MENU_WARN_NODES} entries or ${kB(MENU_WARN_BYTES)} weighs on every page). `
    : `menu_tree (${nodes.toLocaleString('en')} entries): `
  const phone = big
    ? ` The phone's catalogue menu and the empty search page's suggestions load the whole tree (${kB(json)} as JSON) when they open; a smaller menu_tree, with the deeper levels on the category pages, is lighter everywhere.`
    : ''
  return `${head}${big ? 'The' : 'the'} desktop navigation prints it trimmed (${trimmed}): ${sizes}.${phone}`
}

/** Every menu warning of a tree, in the order the report prints them. */
export async function menuWarnings(
  tree: readonly MenuNode[] | undefined,
  lang: Locale,
  routes: readonly string[] | undefined,
): Promise<string[]> {
  if (!tree || tree.length === 0) return []
  const found = [
    routes?.length ? reservedRouteWarning(tree, lang, routes) : null,
    duplicateUrlWarning(tree, lang),
    await menuSizeWarning(tree, lang),
  ]
  return found.filter((w): w is string => w !== null)
}
