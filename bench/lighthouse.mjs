import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs'
import { waitFor } from '../scripts/start-wait.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const r2 = (x) => (x === null || x === undefined ? null : Math.round(x * 100) / 100)
let runs = 0

/** Resolves with the exit code, or null after killing the whole process group at the deadline. */
function runGroup(cmd, args, opts, ms) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, detached: true })
    let stderr = ''
    child.stderr?.on('data', (c) => {
      stderr = (stderr + c).slice(-2000)
    })
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {}
    }, ms)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

/**
 * Total Blocking Time counts only the long tasks between First Contentful Paint and Time to
 * Interactive: a page that paints late leaves its early work out. This is the same sum (each long
 * task's time over 50 ms, Lighthouse's simulated durations) over the whole load, so two pages that
 * paint at different times can be compared by the main-thread blocking they cause.
 */
export function blockingOverTheLoad(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? []
  return Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0))
}

/**
 * One Lighthouse run against a Chromium started here, in a process group of its own and with a
 * fresh profile, so a run that hangs is killed with its browser (lighthouse's own launcher leaves
 * Chromium behind when it is killed) and no run sees another's cache. `keepDir` keeps the report.
 */
export async function lighthouse(url, { preset = 'mobile', port, label = 'run', keepDir } = {}) {
  runs += 1
  const out = keepDir
    ? join(keepDir, `${label.replace(/\W+/g, '-')}-${runs}.json`)
    : join(tmpdir(), `bench-lh-${process.pid}-${runs}.json`)
  if (keepDir) mkdirSync(keepDir, { recursive: true })
  const profile = join(tmpdir(), `bench-chrome-${process.pid}-${runs}`)
  const chromeArgs = [
    '--headless=new',
    ...CHROMIUM_FLAGS,
    '--disable-dev-shm-usage',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ]
  const chrome = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeArgs, { detached: true, stdio: 'ignore' })
  try {
    if (!(await waitFor(`http://127.0.0.1:${port}/json/version`, 20_000)).ok) return { error: 'chromium did not start' }
    const args = [url, '--quiet', '--output=json', `--output-path=${out}`, `--port=${port}`]
    if (preset === 'desktop') args.push('--preset=desktop')
    rmSync(out, { force: true })
    const res = await runGroup('lighthouse', args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] }, 120_000)
    if (!existsSync(out))
      return { error: `lighthouse failed (${res.code ?? 'killed after 120 s'}): ${res.stderr.slice(-300)}` }
    const lhr = JSON.parse(readFileSync(out, 'utf8'))
    if (!keepDir) rmSync(out, { force: true })
    const score = (k) =>
      lhr.categories[k]?.score === null || lhr.categories[k]?.score === undefined
        ? null
        : Math.round(lhr.categories[k].score * 100)
    const audit = (k) => lhr.audits[k]?.numericValue
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audit('first-contentful-paint') ?? 0),
      lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
      tbtMs: Math.round(audit('total-blocking-time') ?? 0),
      blockingOverLoadMs: blockingOverTheLoad(lhr),
      ttiMs: Math.round(audit('interactive') ?? 0),
      cls: r2(audit('cumulative-layout-shift') ?? 0),
      // Lighthouse's own measure of this machine's speed at the time of the run (higher is faster).
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
    }
  } finally {
    try {
      process.kill(-chrome.pid, 'SIGKILL')
    } catch {}
    await sleep(300)
    rmSync(profile, { recursive: true, force: true })
  }
}

/**
 * Lighthouse's simulated TBT swings by hundreds of ms between runs on a shared VM, so a page is
 * measured several times and the run with the median performance score is reported, with the range
 * of scores (Lighthouse's own advice for variability).
 */
export function medianRun(results) {
  const ok = results.filter((r) => !r.error)
  if (ok.length === 0) return results[0]
  const sorted = [...ok].sort((a, b) => a.performance - b.performance)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
  const speeds = ok.map((r) => r.benchmarkIndex).sort((a, b) => a - b)
  return {
    ...median,
    runs: ok.length,
    performanceRange: `${sorted[0].performance}-${sorted[sorted.length - 1].performance}`,
    benchmarkIndexRange: `${speeds[0]}-${speeds[speeds.length - 1]}`,
  }
}
