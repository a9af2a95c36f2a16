#!/usr/bin/env node
/**
 * Where a phone's main thread goes while a page loads (decision 0080): loads the page in a fresh
 * Chromium context with the CPU throttled 4x (Lighthouse's phone) at a phone viewport, records a
 * trace until the network is quiet, and sums the renderer's main thread: blocking time (each task
 * over 50 ms), layouts and style passes (and the script frames that forced them), script, paint and
 * parsing. Steadier than Lighthouse's TBT on a shared machine for a before/after of one change:
 * the forced layouts are counted, not timed. scriptBlockingMs counts only the long tasks that are
 * mostly script (decision 0138); each load waits until React has hydrated the document. compileMs is
 * V8 compiling functions on the main thread (decision 0140). Several servers, comma-separated, are
 * loaded in turn (A, B, A, B...), so a before/after of two builds shares this machine's moments.
 *
 *   node bench/main-thread.mjs http://127.0.0.1:8787[,http://127.0.0.1:8790] [/ro /ro/telefoane ...] [--loads 4] [--tasks]
 */
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : fallback
}
const bases = (args[0] ?? 'http://127.0.0.1:8787').split(',')
const paths = args.slice(1).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--loads'))
const loads = Number(option('--loads', 4))
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8',
  'disabled-by-default-v8.compile',
]

/** The renderer main thread of the page: the CrRendererMain thread with the most task time. */
function mainThreadEvents(events) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const busy = new Map()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + e.dur)
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? []
  return events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === key)
}

/** The events no other of them contains (a nested compile or call is counted in its parent's time). */
const outermost = (events) =>
  events.filter((e) => !events.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur))

/** One load's figures (ms) and the frames that forced layouts. */
function summarise(events) {
  const ms = (us) => us / 1000
  const sum = (name) => events.filter((e) => e.name === name).reduce((s, e) => s + ms(e.dur), 0)
  const tasks = events.filter((e) => e.name === 'RunTask')
  const forcedBy = new Map()
  let forced = 0
  for (const e of events.filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree')) {
    const frame = e.args?.beginData?.stackTrace?.[0]
    if (!frame) continue
    if (e.name === 'Layout') forced += 1
    const where = `${e.name} in ${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`
    const seen = forcedBy.get(where) ?? { count: 0, ms: 0 }
    forcedBy.set(where, { count: seen.count + 1, ms: seen.ms + ms(e.dur) })
  }
  // A long task that is mostly script (the entry's evaluation, the router's start, React's render,
  // commit and effects), told apart from layout and paint, which vary more between loads (decision 0138).
  const SCRIPT = new Set(['FunctionCall', 'v8.evaluateModule', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame'])
  const scriptMs = (task) => {
    const inside = events.filter((e) => SCRIPT.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
    return outermost(inside).reduce((s, e) => s + ms(e.dur), 0)
  }
  const scriptTasks = tasks.filter((t) => t.dur > 50_000 && scriptMs(t) > ms(t.dur) / 2)
  const COMPILE = new Set(['V8.CompileCode', 'V8.ParseFunction', 'V8.CompileLazy'])
  return {
    figures: {
      blockingMs: tasks.reduce((s, e) => s + Math.max(0, ms(e.dur) - 50), 0),
      scriptBlockingMs: scriptTasks.reduce((s, e) => s + ms(e.dur) - 50, 0),
      longestScriptTaskMs: Math.max(0, ...scriptTasks.map((e) => ms(e.dur))),
      tasksMs: tasks.reduce((s, e) => s + ms(e.dur), 0),
      compileMs: outermost(events.filter((e) => COMPILE.has(e.name))).reduce((s, e) => s + ms(e.dur), 0),
      layouts: events.filter((e) => e.name === 'Layout').length,
      forcedLayouts: forced,
      layoutMs: sum('Layout'),
      styleMs: sum('UpdateLayoutTree'),
      scriptMs: sum('FunctionCall') + sum('EvaluateScript') + sum('v8.evaluateModule'),
      paintMs: sum('Paint'),
      parseMs: sum('ParseHTML'),
    },
    forcedBy,
    longTasks: tasks.filter((e) => e.dur > 50_000),
  }
}

/**
 * Whether React has hydrated the document, asked through the DevTools protocol every 100 ms for up to
 * 30 s. Not page.waitForFunction: Playwright would inject its own script into the page, a 100-225 ms
 * task at 4x inside the trace, counted as the page's script.
 */
async function hydrated(cdp) {
  const expression = "Object.keys(document).some((k) => k.startsWith('__reactContainer'))"
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => ({}))
    if (result?.value === true) return
  }
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const path of paths.length ? paths : ['/ro']) {
    const totalsOf = new Map(bases.map((base) => [base, {}]))
    const forcedByOf = new Map(bases.map((base) => [base, new Map()]))
    for (let i = 0; i < loads; i++)
      for (const base of bases) {
        const totals = totalsOf.get(base)
        const forcedBy = forcedByOf.get(base)
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await browser.startTracing(page, { categories: CATEGORIES })
        await page.goto(base + path, { waitUntil: 'networkidle' })
        // Until React has hydrated the document (the start-up's script tasks), then its effects.
        await hydrated(cdp)
        await page.waitForTimeout(2_500)
        const events = mainThreadEvents(JSON.parse((await browser.stopTracing()).toString()).traceEvents)
        const load = summarise(events)
        for (const [k, v] of Object.entries(load.figures)) totals[k] = (totals[k] ?? 0) + v / loads
        for (const [where, { count, ms }] of load.forcedBy) {
          const seen = forcedBy.get(where) ?? { count: 0, ms: 0 }
          forcedBy.set(where, { count: seen.count + count / loads, ms: seen.ms + ms / loads })
        }
        if (flag('--tasks')) {
          const start = events[0]?.ts ?? 0
          for (const task of load.longTasks) {
            const inside = new Map()
            for (const e of events)
              if (e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
                inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur / 1000)
            const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 5)
            console.log(
              `  load ${i + 1} task at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${top.map(([n, v]) => `${n} ${Math.round(v)}`).join(', ')}`,
            )
          }
        }
        await context.close()
      }
    for (const base of bases) {
      console.log(`${bases.length > 1 ? base : ''}${path} (mean of ${loads} loads, 4x CPU throttle)`)
      console.table(
        Object.fromEntries(Object.entries(totalsOf.get(base)).map(([k, v]) => [k, Math.round(v * 10) / 10])),
      )
      for (const [where, { count, ms }] of [...forcedByOf.get(base)].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
        console.log(`  forced: ${count.toFixed(1)}x ${ms.toFixed(1)} ms ${where}`)
    }
  }
} finally {
  await browser.close()
}
