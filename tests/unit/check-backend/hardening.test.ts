import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main, secureEnough } from '#scripts/check-backend/cli.ts'
import { runCheck } from '#scripts/check-backend/core.ts'

/**
 * Issue 50.8: the check never hands the site token or a password to another host. Two real local
 * servers (two ports, two origins): the back end redirects some calls to the other one, which
 * records whatever reaches it.
 */
interface Seen {
  path: string
  siteToken: string | undefined
  body: string
}

function listen(
  handler: (req: IncomingMessage, body: string, res: import('node:http').ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => handler(req, body, res))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  )
}

const elsewhereSeen: Seen[] = []
let backEnd: { server: Server; url: string }
let elsewhere: { server: Server; url: string }

beforeAll(async () => {
  elsewhere = await listen((req, body, res) => {
    elsewhereSeen.push({ path: req.url ?? '', siteToken: req.headers['site-token'] as string | undefined, body })
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ developers: [], access: 'a', refresh: 'r' }))
  })
  backEnd = await listen((req, _body, res) => {
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
      res.end(JSON.stringify(value))
    }
    switch (req.url) {
      case '/settings/global_site_settings':
        return json(301, {}, { Location: '/settings/global_site_settings/v2' })
      case '/settings/global_site_settings/v2':
        return json(200, { project: 'Redirected within its origin' })
      case '/settings/footer_settings':
        return json(302, {}, { Location: `${elsewhere.url}/settings/footer_settings` })
      case '/auth/jwt/create/':
        return json(307, {}, { Location: `${elsewhere.url}/auth/jwt/create/` })
      default:
        return json(404, { error: 'Not found' })
    }
  })
})
afterAll(async () => {
  for (const s of [backEnd, elsewhere]) await new Promise((r) => s.server.close(r))
})

describe('redirects', () => {
  it('follows one within the back end origin, refuses one to another origin: no site token and no password leave for it', async () => {
    const report = await runCheck({
      baseUrl: backEnd.url,
      siteToken: 'secret-site-token',
      user: { email: 'ana@example.com', password: 'secret-password' },
      only: ['globalSettings', 'footerSettings', 'jwtCreate'],
      timeoutMs: 2_000,
      sleep: async () => {},
    })
    const row = (name: string) => report.rows.find((r) => r.endpoint === name)
    expect(row('globalSettings')).toMatchObject({ outcome: 'ok', status: 200 })
    expect(row('footerSettings')).toMatchObject({
      outcome: 'failed',
      problem: 'status',
      note: expect.stringContaining(`redirects to another origin (${elsewhere.url})`),
    })
    expect(row('jwtCreate')).toMatchObject({
      outcome: 'failed',
      problem: 'status',
      note: expect.stringContaining('another origin'),
    })
    expect(elsewhereSeen).toEqual([])
  })
})

describe('the command line', () => {
  const run = async (argv: string[], env: Record<string, string> = {}) => {
    const err: string[] = []
    const asked: string[] = []
    const fetcher = async (request: Request) => {
      asked.push(request.url)
      return Response.json({ error: 'Not found' }, { status: 404 })
    }
    const code = await main(argv, { out: () => {}, err: (t) => err.push(t), env, fetcher })
    return { code, err: err.join('\n'), asked }
  }

  it.each(['http://admin.example.com', 'http://10.0.0.5:8788', 'http://127.0.0.1.example.com'])(
    'refuses plain http to a host that is not this machine: %s',
    async (url) => {
      const { code, err, asked } = await run([url, '--site-token', 't'])
      expect(code).toBe(2)
      expect(err).toMatch(/must be https:\/\//)
      expect(asked).toEqual([])
    },
  )

  it.each([
    ['https://admin.example.com', true],
    ['http://127.0.0.1:8788', true],
    ['http://localhost:8788', true],
    ['http://[::1]:8788', true],
    ['http://admin.example.com', false],
    ['ftp://127.0.0.1', false],
  ])('secureEnough(%s) is %s', (url, ok) => {
    expect(secureEnough(url)).toBe(ok)
  })

  it('refuses --password on the command line and reads the password from CHECK_BACKEND_PASSWORD only', async () => {
    const given = await run([
      'http://127.0.0.1:9',
      '--site-token',
      't',
      '--user',
      'ana@example.com',
      '--password',
      'pw',
      '--only',
      'globalSettings',
    ])
    expect(given.code).toBe(2)
    expect(given.err).toMatch(/--password is not accepted[\s\S]*CHECK_BACKEND_PASSWORD/)
    expect(given.asked).toEqual([])
    const fromEnv = await run(
      ['http://127.0.0.1:9', '--site-token', 't', '--user', 'ana@example.com', '--only', 'globalSettings'],
      { CHECK_BACKEND_PASSWORD: 'pw' },
    )
    expect(fromEnv.code).not.toBe(2)
    expect(fromEnv.asked.length).toBeGreaterThan(0)
  })
})

describe('a back end that does not answer (cold review r56)', () => {
  it('names the cause of the network error: ECONNREFUSED, not only "fetch failed"', async () => {
    // A port nothing listens on: one the system gave a server, closed again.
    const closed = await listen(() => {})
    await new Promise<void>((r) => closed.server.close(() => r()))
    const report = await runCheck({
      baseUrl: closed.url,
      siteToken: 't',
      timeoutMs: 1_000,
      maxRequests: 1,
      sleep: async () => {},
    })
    const failed = report.rows.find((r) => r.problem === 'network')
    expect(failed?.note).toMatch(/^network error: TypeError: fetch failed \(ECONNREFUSED\)$/)
  })
})

describe('a body that is not what its Content-Encoding says (session 70 transport audit)', () => {
  it('a plain answer sent as gzip: said so, not "network error: terminated"', async () => {
    const lying = await listen((_req, _body, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      res.end('{"project":"A"}')
    })
    try {
      const report = await runCheck({
        baseUrl: lying.url,
        siteToken: 't',
        timeoutMs: 1_000,
        maxRequests: 1,
        sleep: async () => {},
      })
      const failed = report.rows.find((r) => r.outcome === 'failed')
      expect(failed?.note).toMatch(/^a body that is not the gzip its Content-Encoding says \(TypeError: terminated\)$/)
    } finally {
      await new Promise<void>((r) => lying.server.close(() => r()))
    }
  })
})
