/**
 * One storefront build shared by several servers of one run (the end-to-end run starts five
 * storefronts: one per theme variant; the theme is a Worker variable, so they can serve one build).
 *
 * The first caller of a run takes a lock (an atomic mkdir named after the run), builds, then writes
 * a marker holding the run id into the build folder; the others wait for the marker. A folder whose
 * marker already names this run (`npm test` builds it before Playwright starts) is served as it is.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const MARKER = '.build-run'
const WAIT_MS = 10 * 60_000

export const builtFor = (dir, runId) =>
  existsSync(join(dir, MARKER)) && readFileSync(join(dir, MARKER), 'utf8').trim() === runId

/** Marks `dir` as the finished build of `runId`. */
export function markBuilt(dir, runId) {
  writeFileSync(join(dir, MARKER), `${runId}\n`)
}

export async function buildOnce(dir, runId, { build, log }) {
  if (builtFor(dir, runId)) {
    log(`serving the build of run ${runId} in ${dir}`)
    return
  }
  const lock = `${dir}.lock-${runId}`
  let owner = false
  mkdirSync(dirname(lock), { recursive: true })
  try {
    mkdirSync(lock)
    owner = true
  } catch (error) {
    if (error.code !== 'EEXIST') throw error
  }
  if (owner) {
    try {
      build(dir)
      markBuilt(dir, runId)
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
    return
  }
  log(`waiting for the build of run ${runId} in ${dir}`)
  const deadline = Date.now() + WAIT_MS
  while (!builtFor(dir, runId)) {
    if (Date.now() > deadline) throw new Error(`no build of run ${runId} in ${dir} after ${WAIT_MS / 1000} s`)
    if (!existsSync(lock) && !builtFor(dir, runId))
      throw new Error(`the build of run ${runId} in ${dir} failed (see the first server's output)`)
    await new Promise((r) => setTimeout(r, 500))
  }
}
