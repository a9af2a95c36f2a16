import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The shop's routes under /{lang}/ (TanStack Router's file routes). */
export const LANG_ROUTES_DIR = fileURLToPath(new URL('../../routes/$lang/', import.meta.url))

/**
 * The first path segments the shop serves pages of its own at, /{lang}/{segment}..., read from the
 * route files (TanStack Router's file naming): `about.tsx`, a folder `cart/`, a flat `orders_.$id.tsx`
 * give about, cart, orders. Not a segment: `$param` files and folders, `route.tsx`, `index.tsx`, and
 * names the router leaves out of the path or ignores (`_layout`, `(group)`, `-private`). A category
 * whose slug is one of them is shadowed by the shop's page (round 10 operator audit, item 6).
 * [] when the folder cannot be read (the check then does not look).
 */
export function shopRouteSegments(dir: string = LANG_ROUTES_DIR): string[] {
  let names: { name: string; isDirectory(): boolean }[]
  try {
    names = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  const segments = new Set<string>()
  for (const entry of names) {
    if (!entry.isDirectory() && !/\.tsx?$/.test(entry.name)) continue
    if (/\.test\.tsx?$/.test(entry.name)) continue
    const base = entry.isDirectory() ? entry.name : entry.name.replace(/\.tsx?$/, '')
    const first = (base.split('.')[0] ?? '').replace(/_$/, '')
    if (!first || /^[$_(\-[]/.test(first) || first === 'route' || first === 'index') continue
    segments.add(first)
  }
  return [...segments].sort()
}
