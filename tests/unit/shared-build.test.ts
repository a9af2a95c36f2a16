import { spawn } from 'node:child_process'
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/** scripts/shared-build.mjs: the storefronts of one e2e run build once and serve that one build. */
const module = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/shared-build.mjs')
const dir = mkdtempSync(join(tmpdir(), 'shared-build-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
appendFileSync(join(dir, 'log'), '') // one line per build the servers ran

/** A server process of the run: builds (a 400 ms stand-in that counts itself) or waits for the build. */
function server(out: string, runId: string, fail = false): Promise<{ code: number; stderr: string }> {
  const script = `
    import { mkdirSync, appendFileSync } from 'node:fs'
    const { buildOnce } = await import(${JSON.stringify(module)})
    const build = (d) => {
      appendFileSync(${JSON.stringify(join(dir, 'log'))}, 'build\\n')
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400)
      if (${fail}) throw new Error('vite build failed with 1')
      mkdirSync(d, { recursive: true })
    }
    await buildOnce(${JSON.stringify(out)}, ${JSON.stringify(runId)}, { build, log: () => {} })
  `
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (c) => {
      stderr += String(c)
    })
    child.on('exit', (code) => resolve({ code: code ?? 1, stderr }))
  })
}

const builds = () => readFileSync(join(dir, 'log'), 'utf8').split('\n').filter(Boolean).length

describe('buildOnce', () => {
  it('three servers started together build once; a later server of the same run reuses it; a new run builds again', async () => {
    const out = join(dir, 'nested', 'build')
    const before = builds()
    const results = await Promise.all([server(out, 'run-1'), server(out, 'run-1'), server(out, 'run-1')])
    expect(results.map((r) => r.code)).toEqual([0, 0, 0])
    expect(builds() - before).toBe(1)
    expect(readFileSync(join(out, '.build-run'), 'utf8').trim()).toBe('run-1')
    expect(existsSync(`${out}.lock-run-1`)).toBe(false)
    expect((await server(out, 'run-1')).code).toBe(0)
    expect(builds() - before).toBe(1)
    expect((await server(out, 'run-2')).code).toBe(0)
    expect(builds() - before).toBe(2)
  }, 30_000)

  it('a failed build fails every server of the run, with the reason, instead of waiting', async () => {
    const out = join(dir, 'failing')
    const results = await Promise.all([server(out, 'bad', true), server(out, 'bad', true)])
    expect(results.map((r) => r.code)).toEqual([1, 1])
    expect(results.map((r) => r.stderr).join('\n')).toMatch(/vite build failed with 1|the build of run bad .* failed/)
    expect(existsSync(`${out}.lock-bad`)).toBe(false)
  }, 30_000)
})
