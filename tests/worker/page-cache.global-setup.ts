/**
 * Node-side set-up for the page-cache tests: a real local redis-server (installed with apt-get when
 * missing and we are root) behind a small test-only HTTP front that speaks the Upstash REST protocol
 * (POST / with a JSON command array, /pipeline, /multi-exec, Bearer auth, Upstash-Encoding: base64),
 * which is enough for @upstash/redis. The front's URL reaches the workerd tests via `inject`.
 * When redis-server cannot be had, the Upstash half of the suite is skipped with a loud message.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { createClient } from 'redis'
import type { TestProject } from 'vitest/node'

export const UPSTASH_TEST_TOKEN = 'page-cache-test-token'

declare module 'vitest' {
  export interface ProvidedContext {
    upstashUrl: string
    upstashToken: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
}

function ensureRedisServer(): string | null {
  if (hasRedisServer()) return null
  if (process.getuid?.() !== 0)
    return 'redis-server is not installed and this is not root (apt-get install -y redis-server)'
  const result = spawnSync('apt-get', ['install', '-y', 'redis-server'], { stdio: 'ignore', timeout: 180_000 })
  if (result.status !== 0 || !hasRedisServer()) return `apt-get install -y redis-server failed (${result.status})`
  return null
}

type Reply = string | number | null | Reply[] | Buffer

/** Upstash's base64 response encoding: strings base64 (except the OK status), numbers and null as they are. */
function encode(reply: Reply): unknown {
  if (reply === null || typeof reply === 'number') return reply
  if (Array.isArray(reply)) return reply.map(encode)
  const text = Buffer.isBuffer(reply) ? reply : Buffer.from(String(reply))
  if (text.toString() === 'OK') return 'OK'
  return text.toString('base64')
}

export default async function setup(project: TestProject) {
  const problem = ensureRedisServer()
  if (problem) {
    console.warn(`\n!!!!!!!! page-cache: the Upstash store tests are SKIPPED: ${problem} !!!!!!!!\n`)
    project.provide('upstashUrl', '')
    project.provide('upstashToken', '')
    return () => {}
  }
  const redisPort = await freePort()
  const redisProcess: ChildProcess = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
      detached: true,
    },
  )
  const client = createClient({ url: `redis://127.0.0.1:${redisPort}`, RESP: 2 })
  client.on('error', () => {})
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await client.connect()
      break
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  const run = async (command: unknown[]): Promise<{ result?: unknown; error?: string }> => {
    try {
      const reply = (await client.sendCommand(command.map(String))) as Reply
      return { result: encode(reply) }
    } catch (error) {
      return { error: String((error as Error).message ?? error) }
    }
  }

  const front: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.headers.authorization !== `Bearer ${UPSTASH_TEST_TOKEN}`) return send(401, { error: 'Unauthorized' })
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString() || 'null')
      } catch {
        return send(400, { error: 'ERR invalid JSON' })
      }
      const path = (req.url ?? '/').split('?')[0]
      if (path === '/pipeline' || path === '/multi-exec') {
        if (!Array.isArray(body)) return send(400, { error: 'ERR pipeline body must be an array' })
        const results = []
        for (const command of body) results.push(await run(command as unknown[]))
        return send(200, results)
      }
      if (!Array.isArray(body)) return send(400, { error: 'ERR command must be an array' })
      const result = await run(body)
      return send(result.error ? 400 : 200, result)
    })
  })
  const frontPort = await freePort()
  await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve))
  project.provide('upstashUrl', `http://127.0.0.1:${frontPort}`)
  project.provide('upstashToken', UPSTASH_TEST_TOKEN)

  return async () => {
    front.close()
    await client.quit().catch(() => {})
    try {
      if (redisProcess.pid) process.kill(-redisProcess.pid, 'SIGTERM')
    } catch {
      redisProcess.kill('SIGTERM')
    }
  }
}
