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
  // The source modules of each chunk (vite.config.ts chunkModulesReport); absent in older builds.
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
      modules: js.flatMap((f) => chunkModules[f] ?? []),
    }
  }
  return out
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  )
}

/** The Worker bundle: index.js alone and every uploaded module (.js/.mjs/.wasm, no source maps). */
export function workerSizes(distDir) {
  const serverDir = join(distDir, 'server')
  const modules = walk(serverDir).filter((f) => /\.(m?js|wasm)$/.test(f))
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
