#!/usr/bin/env node
/**
 * Fails when the build exceeds its budgets (config/budgets.json): first-load JavaScript and CSS per
 * page type (gzip, following static imports from the entry and the page's route chunks in the
 * client manifest) and the Worker bundle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = new URL('..', import.meta.url).pathname
const budgets = JSON.parse(readFileSync(join(root, 'config/budgets.json'), 'utf8'))
const manifest = JSON.parse(readFileSync(join(root, 'dist/client/.vite/manifest.json'), 'utf8'))
const gz = (file) => gzipSync(readFileSync(join(root, 'dist/client', file))).length

/** Files a chunk pulls in on first load: itself plus its static imports, recursively. */
function closure(keys) {
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
const routeKey = (fragment) => Object.keys(manifest).filter((k) => k.includes(fragment))
const globalCss = readdirSync(join(root, 'dist/client/assets'))
  .filter((f) => f.endsWith('.css') && budgets.globalCss.some((p) => f.includes(p)))
  .map((f) => `assets/${f}`)
const failures = []
const rows = []
for (const [page, fragments] of Object.entries(budgets.pages)) {
  const keys = [entryKey, ...fragments.flatMap(routeKey)]
  const { js, css } = closure(keys)
  const jsBytes = js.reduce((n, f) => n + gz(f), 0)
  // The global stylesheet is linked from the root route on every page (it is not a chunk's import).
  const cssBytes = [...new Set([...css, ...globalCss])].reduce((n, f) => n + gz(f), 0)
  rows.push({ page, jsKB: +(jsBytes / 1024).toFixed(1), cssKB: +(cssBytes / 1024).toFixed(1), files: js.length })
  if (jsBytes > budgets.firstLoadJsGzipKB * 1024) failures.push(`${page}: JS ${(jsBytes / 1024).toFixed(1)} kB > ${budgets.firstLoadJsGzipKB} kB`)
  if (cssBytes > budgets.cssGzipKB * 1024) failures.push(`${page}: CSS ${(cssBytes / 1024).toFixed(1)} kB > ${budgets.cssGzipKB} kB`)
}
const worker = readFileSync(join(root, 'dist/server/index.js'))
const workerGz = gzipSync(worker).length
rows.push({ page: 'worker bundle', jsKB: +(workerGz / 1024).toFixed(1), cssKB: 0, files: 1, rawKB: +(statSync(join(root, 'dist/server/index.js')).size / 1024).toFixed(1) })
if (workerGz > budgets.workerGzipKB * 1024) failures.push(`worker: ${(workerGz / 1024).toFixed(1)} kB gzip > ${budgets.workerGzipKB} kB`)
console.table(rows)
if (failures.length) {
  console.error(`Budgets exceeded:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('budgets: ok')
