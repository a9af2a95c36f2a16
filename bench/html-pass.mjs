import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildSync } from 'esbuild'

/**
 * The Worker's HTML rewrite per page (issue 31.2): the paint-first rewrite and the site's tags as two
 * streaming passes (before session 11) against one pass over the same text, on the pages the bench
 * fetched, in 16 KiB chunks as workerd streams them. Node's V8 stands in for workerd's; the numbers
 * compare the two shapes, they are not the Worker's absolute cost.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const FRAGMENTS = {
  head: '<meta name="x">',
  bodyStart: '<noscript><iframe src="https://tags.example/ns"></iframe></noscript>',
  bodyEnd: '<script nonce="n">tags()</script>',
}

async function loadRewrites() {
  const dir = mkdtempSync(join(tmpdir(), 'html-pass-'))
  const entry = join(dir, 'entry.ts')
  writeFileSync(
    entry,
    `export { rewriteHtmlStream } from '${root}/worker/html/html-stream'\nexport { paintFirst, paintFirstRewrite } from '${root}/worker/html/paint-first'\nexport { injectTags, tagInjection } from '${root}/worker/html/tag-injection'\n`,
  )
  const out = join(dir, 'rewrites.mjs')
  buildSync({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', outfile: out, logLevel: 'error' })
  const mod = await import(pathToFileURL(out).href)
  rmSync(dir, { recursive: true, force: true })
  return mod
}

function chunked(bytes, size = 16 * 1024) {
  return new Response(
    new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size))
        controller.close()
      },
    }),
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  )
}

async function timePerPage(bytes, rewrite, rounds) {
  for (let i = 0; i < 20; i++) await rewrite(chunked(bytes)).arrayBuffer()
  const start = process.hrtime.bigint()
  for (let i = 0; i < rounds; i++) await rewrite(chunked(bytes)).arrayBuffer()
  return Number(process.hrtime.bigint() - start) / 1e6 / rounds
}

/** { page: { bytes, twoPassesMs, onePassMs, saved } } for the given page bodies. */
export async function htmlPassCost(bodies, rounds = 200) {
  const { rewriteHtmlStream, paintFirst, paintFirstRewrite, injectTags, tagInjection } = await loadRewrites()
  const result = {}
  for (const [name, body] of Object.entries(bodies)) {
    const bytes = new TextEncoder().encode(body)
    const twoPassesMs = await timePerPage(bytes, (r) => injectTags(paintFirst(r), FRAGMENTS), rounds)
    const onePassMs = await timePerPage(
      bytes,
      (r) => rewriteHtmlStream(r, [paintFirstRewrite(), tagInjection(FRAGMENTS)]),
      rounds,
    )
    const r3 = (x) => Math.round(x * 1000) / 1000
    result[name] = {
      bytes: bytes.length,
      twoPassesMs: r3(twoPassesMs),
      onePassMs: r3(onePassMs),
      saved: `${Math.round((1 - onePassMs / twoPassesMs) * 100)}%`,
    }
  }
  return result
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Stand-alone: `node bench/html-pass.mjs file.html…` (e.g. pages saved with curl).
  const { readFileSync } = await import('node:fs')
  const files = process.argv.slice(2)
  if (files.length === 0) {
    console.error('usage: node bench/html-pass.mjs page.html [more.html]')
    process.exit(2)
  }
  console.table(await htmlPassCost(Object.fromEntries(files.map((f) => [f, readFileSync(f, 'utf8')]))))
}
