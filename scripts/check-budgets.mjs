#!/usr/bin/env node
/**
 * Fails when the build exceeds its budgets (config/budgets.json): first-load JavaScript and CSS per
 * page type (gzip: the client entry, the page's route chunks and their static imports, plus the
 * global stylesheet and the route chunks' stylesheets - measured by bench/sizes.mjs, the same code the bench reports with) and the
 * Worker bundle (every module wrangler uploads); and no client file may carry the ICU message parser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { clientSizes, workerSizes } from '../bench/sizes.mjs'

const root = new URL('..', import.meta.url).pathname
// resolve, not join: BUILD_OUT_DIR may be absolute (/tmp/...), as vite.config.ts allows.
const dist = resolve(root, process.env.BUILD_OUT_DIR ?? 'dist')
const budgets = JSON.parse(readFileSync(join(root, 'config/budgets.json'), 'utf8'))

const pages = clientSizes(dist, budgets.pages, budgets.globalCss)
const worker = workerSizes(dist)
const failures = []
// Code of the signed-in and optional areas must not ride on shop pages' first load (issues 17, 19).
const areaCode = new RegExp(budgets.notOnShopPages.modules)
const areaLoader = new RegExp(budgets.notOnShopPages.except)
// ... nor their styles (issue 31.5, decision 0052): no stylesheet a shop page links - the base sheet or a
// route chunk's - may carry a selector of theirs; their sheets load with their own routes and lazy parts.
const areaSelectors = new RegExp(budgets.notOnShopPages.selectors)
const notInClient = new RegExp(budgets.notInClient.modules)
const cssBudget = (page) => (typeof budgets.cssGzipKB === 'number' ? budgets.cssGzipKB : budgets.cssGzipKB[page])
const rows = Object.entries(pages).map(([page, size]) => {
  if (size.jsGzipKB > budgets.firstLoadJsGzipKB)
    failures.push(`${page}: JS ${size.jsGzipKB} kB > ${budgets.firstLoadJsGzipKB} kB`)
  if (!size.modules.length) failures.push(`${page}: no module list (client/.vite/chunk-modules.json missing)`)
  for (const module of size.modules.filter((m) => areaCode.test(m) && !areaLoader.test(m)))
    failures.push(`${page}: first load carries ${module}`)
  for (const module of size.modules.filter((m) => notInClient.test(m)))
    failures.push(`${page}: first load carries ${module} (notInClient)`)
  if (!(cssBudget(page) > 0)) failures.push(`${page}: no CSS budget in config/budgets.json`)
  if (size.cssGzipKB > cssBudget(page)) failures.push(`${page}: CSS ${size.cssGzipKB} kB > ${cssBudget(page)} kB`)
  for (const file of size.cssFiles) {
    const found = readFileSync(join(dist, 'client', file), 'utf8').match(areaSelectors)
    if (found)
      failures.push(`${page}: first load links ${file}, which styles ${found[0]} (cabinet, adverts or calculators)`)
  }
  return { page, jsKB: size.jsGzipKB, cssKB: size.cssGzipKB, files: size.jsFiles }
})
rows.push({ page: 'worker bundle', jsKB: worker.gzipKB, cssKB: 0, files: worker.modules, rawKB: worker.rawKB })
if (worker.gzipKB > budgets.workerGzipKB) failures.push(`worker: ${worker.gzipKB} kB gzip > ${budgets.workerGzipKB} kB`)
// Each client chunk, read once:
// - no ICU message parser in the browser (decision 0036): the messages ship as ASTs and the client build
//   resolves @formatjs/icu-messageformat-parser to its no-parser entry (app/i18n/precompile.ts). The
//   parser's error kinds are strings that only the full parser carries;
// - V8's compile hint opens every chunk of 4 kB or more (decision 0140): one without it compiles its
//   functions lazily, on a phone's main thread, as the page starts; a small one pays bytes for it.
const { compileHintProblem } = await import('../platform/build/compile-hints.ts')
const assets = join(dist, 'client', 'assets')
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(join(assets, file), 'utf8')
  if (code.includes('EXPECT_ARGUMENT_CLOSING_BRACE'))
    failures.push(`client/assets/${file}: carries the ICU message parser`)
  const hintProblem = compileHintProblem(code)
  if (hintProblem) failures.push(`client/assets/${file}: ${hintProblem}`)
}
// Browser-only libraries stay out of the Worker bundle (issue 31.7): by the server manifest's module
// ids and by strings only their code carries (a library inlined into another chunk has no entry).
const serverOnlyBans = new RegExp(budgets.notInWorker.modules)
const serverManifest = JSON.parse(readFileSync(join(dist, 'server', '.vite', 'manifest.json'), 'utf8'))
for (const id of Object.keys(serverManifest).filter((m) => serverOnlyBans.test(m)))
  failures.push(`worker bundle carries browser-only ${id}`)
for (const file of walkFiles(join(dist, 'server')).filter((f) => /\.m?js$/.test(f))) {
  const text = readFileSync(file, 'utf8')
  for (const signature of budgets.notInWorker.signatures.filter((s) => text.includes(s)))
    failures.push(`${file.slice(dist.length + 1)}: worker bundle carries browser-only code ("${signature}")`)
}
console.table(rows)
// Whose code a page's first load carries, by package and app area (bench/sizes.mjs moduleGroups): for a
// page over its JS budget, and for every page with BUDGETS_BY_PACKAGE=1.
for (const [page, size] of Object.entries(pages)) {
  if (size.jsGzipKB <= budgets.firstLoadJsGzipKB && process.env.BUDGETS_BY_PACKAGE !== '1') continue
  console.log(`${page}: first-load JS by package (${size.jsGzipKB} kB gzip; within a shared chunk, estimated)`)
  console.table(
    size.groups
      .slice(0, 15)
      .map(({ group, sourceKB, gzipKB }) => ({ group, 'gzip kB': gzipKB, 'source kB': sourceKB })),
  )
}
if (!Object.values(pages).some((size) => size.cssFiles.length))
  failures.push('no stylesheet found for any page (globalCss patterns)')
if (failures.length) {
  console.error(`Budgets exceeded:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('budgets: ok')

function walkFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walkFiles(path) : [path]
  })
}
