/**
 * Build-output sizes for the bench: first-load JS and CSS per page type (gzip, the same closure
 * rule as scripts/check-budgets.mjs: the client entry plus the page's route chunks and their static
 * imports, plus the global stylesheet; the route chunks' CSS is what TanStack Start links for the
 * route, decision 0052) and the Worker bundle (every module wrangler uploads).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Route-chunk fragments per page type (manifest keys containing them). */
export const PAGE_TYPES = {
  home: ['routes/$lang/route.tsx', 'routes/$lang/index.tsx'],
  category: ['routes/$lang/route.tsx', 'routes/$lang/$slug.tsx'],
  product: ['routes/$lang/route.tsx', 'routes/$lang/product/$slug.tsx'],
}

/** Per page type: first-load JS and CSS gzip (pages: page type -> route-chunk fragments). */
export function clientSizes(distDir, pages = PAGE_TYPES, globalCssPatterns = ['global']) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'client/.vite/manifest.json'), 'utf8'))
  const gz = (file) => gzipSync(readFileSync(join(distDir, 'client', file))).length
  const closure = (keys) => {
    const seen = new Set()
    const js = new Set()
    const css = new Set()
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      const chunk = manifest[key]
      js.add(chunk.file)
      for (const c of chunk.css ?? []) css.add(c)
      for (const i of chunk.imports ?? []) visit(i)
    }
    keys.forEach(visit)
    return { js: [...js], css: [...css] }
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  const globalCss = readdirSync(join(distDir, 'client/assets'))
    .filter((f) => f.endsWith('.css') && globalCssPatterns.some((p) => f.includes(p)))
    .map((f) => `assets/${f}`)
  // The source modules of each chunk with the bytes each rendered (vite.config.ts chunkModulesReport).
  const modulesPath = join(distDir, 'client/.vite/chunk-modules.json')
  const chunkModules = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {}
  const out = {}
  for (const [page, fragments] of Object.entries(pages)) {
    const keys = [entryKey, ...fragments.flatMap((fr) => Object.keys(manifest).filter((k) => k.includes(fr)))]
    const { js, css } = closure(keys)
    const cssFiles = [...new Set([...globalCss, ...css])]
    out[page] = {
      jsGzipKB: +(js.reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1),
      cssGzipKB: +(cssFiles.reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1),
      // The stylesheets the page links: the base sheet first, then its route chunks' (decision 0052).
      cssFiles,
      jsFiles: js.length,
      modules: js.flatMap((f) => Object.keys(chunkModules[f] ?? {})),
      // Who the first load's code belongs to.
      groups: moduleGroups(js.map((f) => ({ modules: chunkModules[f] ?? {}, gzipBytes: gz(f) }))),
    }
  }
  return out
}

/**
 * What a module belongs to, for a first load's account: its npm package (`@scope/name` or `name`),
 * one area of the app (`app/features/cart`, `app/layout`, `app/i18n`...), the route files (`routes`),
 * or its first two path segments.
 */
export function moduleGroup(id) {
  const inPackage = id.lastIndexOf('node_modules/')
  if (inPackage >= 0) {
    const parts = id.slice(inPackage + 'node_modules/'.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  const parts = id.replace(/^\/+/, '').split('/')
  if (parts[0] === 'routes') return 'routes'
  if (parts[0] === 'app' && parts[1] === 'features' && parts.length > 3) return parts.slice(0, 3).join('/')
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/')
}

/**
 * Whose code a first load's chunks carry: each chunk's gzip bytes split among its modules by the
 * bytes they rendered into it (before minification), summed by moduleGroup, largest first.
 * chunks: [{ modules: { [module id]: bytes rendered }, gzipBytes }]. A chunk of one package (react-dom)
 * counts exactly; inside a shared chunk the split is an estimate (minification and gzip do not shrink
 * every module alike).
 */
export function moduleGroups(chunks) {
  const byGroup = new Map()
  for (const { modules, gzipBytes } of chunks) {
    const total = Object.values(modules).reduce((n, b) => n + b, 0)
    for (const [id, bytes] of Object.entries(modules)) {
      const group = moduleGroup(id)
      const seen = byGroup.get(group) ?? { source: 0, gzip: 0 }
      seen.source += bytes
      seen.gzip += total ? (gzipBytes * bytes) / total : 0
      byGroup.set(group, seen)
    }
  }
  return [...byGroup]
    .sort((a, b) => b[1].gzip - a[1].gzip || a[0].localeCompare(b[0]))
    .map(([group, { source, gzip }]) => ({
      group,
      sourceKB: +(source / 1024).toFixed(1),
      gzipKB: +(gzip / 1024).toFixed(1),
    }))
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  )
}

/**
 * Files in an order their content hashes do not decide: by name without the hash (`assets/cart-session-D_fdy4jY.js`
 * is `assets/cart-session.js`), then by content. The Worker's gzip is of all modules in one stream, and in the
 * directory's order (by hash) the same code measured 611.9 or 612.7 kB from one build to the next (session 74).
 */
export function inStableOrder(files, read = readFileSync) {
  const key = (f) => f.replace(/-[\w-]{8}(\.(?:m?js|wasm))$/, '$1')
  const keyed = files.map((f) => ({ f, k: key(f), body: null }))
  const body = (x) => {
    x.body ??= read(x.f)
    return x.body
  }
  return keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : Buffer.compare(body(a), body(b)))).map((x) => x.f)
}

/** The Worker bundle: index.js alone and every uploaded module (.js/.mjs/.wasm, no source maps). */
export function workerSizes(distDir) {
  const serverDir = join(distDir, 'server')
  const modules = inStableOrder(walk(serverDir).filter((f) => /\.(m?js|wasm)$/.test(f)))
  const all = Buffer.concat(modules.map((f) => readFileSync(f)))
  const entry = readFileSync(join(serverDir, 'index.js'))
  return {
    modules: modules.length,
    rawKB: +(modules.reduce((n, f) => n + statSync(f).size, 0) / 1024).toFixed(1),
    // One gzip stream over all modules approximates wrangler's upload-size check.
    gzipKB: +(gzipSync(all).length / 1024).toFixed(1),
    entryRawKB: +(entry.length / 1024).toFixed(1),
    entryGzipKB: +(gzipSync(entry).length / 1024).toFixed(1),
    largest: modules
      .map((f) => ({ file: relative(serverDir, f), kB: +(statSync(f).size / 1024).toFixed(1) }))
      .sort((a, b) => b.kB - a.kB)
      .slice(0, 3),
  }
}
