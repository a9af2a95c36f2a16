import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * What one page load costs the browser: the CPU seconds Chromium's processes spend to load a page
 * until it has hydrated (the shell marks <html data-online>), in a fresh browser context (a new
 * shopper, no HTTP or code cache: what every end-to-end test pays) and again in a warm one. It is
 * the end-to-end suite's bottleneck (decision 0033) and the browser side of the pages' weight
 * (issue 31). CPU is read from /proc (Linux), summed over every process of the launched browser.
 */
const TICKS = 100

function processTable() {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, ...args] = line.trim().split(/\s+/)
      return { pid: Number(pid), ppid: Number(ppid), args: args.join(' ') }
    })
}

/** The browser Playwright launched: its child process running `executablePath` (Debian's is a shell script around the binary; Playwright's Browser does not expose its pid). */
function launchedBrowserPid(executablePath) {
  const root = processTable().find((p) => p.ppid === process.pid && p.args.includes(executablePath))
  if (!root) throw new Error(`no ${executablePath} started by this process`)
  return root.pid
}

function browserPids(rootPid) {
  const children = new Map()
  for (const { pid, ppid } of processTable()) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const all = []
  const walk = (pid) => {
    all.push(pid)
    for (const c of children.get(pid) ?? []) walk(c)
  }
  walk(rootPid)
  return all
}

/** CPU seconds used so far by the browser's process tree (processes that ended are not counted: measure with the pages open). */
function cpuSeconds(rootPid) {
  let ticks = 0
  for (const pid of browserPids(rootPid)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      // utime, stime, cutime, cstime are fields 14-17 of stat; after "comm) " they are 11-14 (0-based)
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    } catch {}
  }
  return ticks / TICKS
}

/** { [name]: { freshContextCpuS, warmCpuS } }, medians over `rounds` loads each. */
export async function browserCpuPerLoad({ base, pages, executablePath, rounds = 5 }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
  const pid = launchedBrowserPid(executablePath)
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const result = {}
  try {
    for (const [name, path] of Object.entries(pages)) {
      const open = async (page) => {
        await page.goto(`${base}${path}`)
        await page.waitForFunction(() => document.documentElement.dataset.online !== undefined, null, { polling: 50 })
        await page.waitForTimeout(300) // the work hydration starts (effects, lazy chunks)
      }
      const fresh = []
      for (let i = 0; i < rounds; i++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
        const page = await context.newPage()
        const before = cpuSeconds(pid)
        await open(page)
        fresh.push(cpuSeconds(pid) - before)
        await context.close()
      }
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      await open(page)
      const warm = []
      for (let i = 0; i < rounds; i++) {
        const before = cpuSeconds(pid)
        await open(page)
        warm.push(cpuSeconds(pid) - before)
      }
      await context.close()
      result[name] = {
        freshContextCpuS: Math.round(median(fresh) * 100) / 100,
        warmCpuS: Math.round(median(warm) * 100) / 100,
      }
    }
  } finally {
    await browser.close()
  }
  return result
}
