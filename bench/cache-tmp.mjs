import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
const base = process.argv[2] ?? 'http://127.0.0.1:9700'
const exe = '/usr/bin/chromium-headless-shell'
function table() { return execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' }).trim().split('\n').map((l) => { const [pid, ppid, ...a] = l.trim().split(/\s+/); return { pid: +pid, ppid: +ppid, args: a.join(' ') } }) }
function pids(root) { const ch = new Map(); for (const { pid, ppid } of table()) ch.set(ppid, [...(ch.get(ppid) ?? []), pid]); const all = []; const w = (p) => { all.push(p); for (const c of ch.get(p) ?? []) w(c) }; w(root); return all }
function cpu(root) { let t = 0; for (const p of pids(root)) { try { const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' '); t += +f[11] + +f[12] + +f[13] + +f[14] } catch {} } return t / 100 }
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] })
const root = table().find((p) => p.ppid === process.pid && p.args.includes(exe)).pid
const paths = ['/ro', '/ro/smartphone-uri', '/ro/product/smartphone-apple-ad-214-256-gb-rosu-1', '/ru', '/ro/cart']
const modes = {
  base: async () => {},
  nocache: async (ctx, page) => { const s = await ctx.newCDPSession(page); await s.send('Network.enable'); await s.send('Network.setCacheDisabled', { cacheDisabled: true }) },
  route: async (ctx) => { await ctx.route('**/*', (r) => r.continue()) },
}
const res = Object.fromEntries(Object.keys(modes).map((m) => [m, []]))
for (let round = 0; round < Number(process.argv[3] ?? 5); round++) {
  for (const [m, setup] of Object.entries(modes)) {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await ctx.newPage()
    await setup(ctx, page)
    const before = cpu(root)
    for (const p of paths) {
      await page.goto(base + p)
      await page.waitForFunction(() => document.documentElement.dataset.online !== undefined, null, { polling: 50 })
      await page.waitForTimeout(300)
    }
    res[m].push(cpu(root) - before)
    await ctx.close()
  }
}
for (const [m, xs] of Object.entries(res)) { const s = [...xs].sort((a, b) => a - b); console.log(m.padEnd(8), 'median', s[Math.floor(s.length / 2)].toFixed(2), xs.map((x) => x.toFixed(2)).join(' ')) }
await browser.close()
