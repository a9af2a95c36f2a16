/**
 * Node-side set-up for the admin-api tests of real delivery and real social sign-in (decisions 0069,
 * 0070): one local HTTP server on a free port standing in for the providers, its URL handed to
 * workerd as the FAKE_PROVIDERS_URL binding (`inject`). No outside network exists here.
 *
 *   POST /v3/smtp/email            Brevo's transactional e-mail (api-key header, headers.idempotencyKey)
 *   POST /sms/2/text/advanced      Infobip's SMS (Authorization: App <key>, destinations[].messageId)
 *   GET  /jwks/<name>              a published key set (Google's JWKS), with the Cache-Control it was given
 *   GET  /graph/debug_token        Facebook's token inspection (input_token, access_token = app token)
 *   GET  /graph/me                 Facebook's user lookup (fields, access_token, appsecret_proof)
 *
 * Like the real ones, the e-mail and SMS endpoints take a message once per idempotency key: a repeat
 * is answered as taken and not delivered again. The tests steer and read the server through
 * /__control/* (fake-providers.ts); every test uses recipients, key sets and tokens of its own, so the
 * files running in parallel do not meet.
 */
import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    fakeProvidersUrl: string
  }
}

/** What the server does with the next requests for one recipient: answer with a status, or take the message and answer 503 (a lost answer). */
type Action = { status: number; retryAfter?: string; body?: unknown } | { lose: true }

interface Attempt {
  to: string
  key: string
  auth: string
  body: unknown
  answered: number
}

const attempts: Attempt[] = []
const delivered = new Map<string, { to: string; key: string; body: unknown; id: string }>()
const scripts = new Map<string, Action[]>()
const keySets = new Map<string, { jwks: unknown; cacheControl: string | null; fetches: number }>()
const facebookTokens = new Map<string, { debug: unknown; me: unknown; appToken: string; appSecret: string }>()
const graphCalls: { path: string; query: Record<string, string> }[] = []

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/** One message through a provider endpoint: the script's next action, else taken (once per key). */
function message(
  res: ServerResponse,
  to: string,
  key: string,
  auth: string,
  body: unknown,
  answer: (id: string) => unknown,
) {
  const action = scripts.get(to)?.shift()
  const take = () => {
    const known = delivered.get(key)
    if (known) return known.id
    const id = `fake-${delivered.size + 1}`
    delivered.set(key, { to, key, body, id })
    return id
  }
  if (action && 'status' in action) {
    attempts.push({ to, key, auth, body, answered: action.status })
    return json(
      res,
      action.status,
      action.body ?? { error: 'scripted failure' },
      action.retryAfter ? { 'Retry-After': action.retryAfter } : {},
    )
  }
  const id = take()
  const status = action && 'lose' in action ? 503 : 201
  attempts.push({ to, key, auth, body, answered: status })
  return status === 201 ? json(res, 201, answer(id)) : json(res, 503, { error: 'taken, but the answer was lost' })
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake')
  const text = req.method === 'POST' ? await readBody(req) : ''
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  const path = url.pathname

  // ---- control ----
  if (path === '/__control/script') {
    scripts.set(String(body.to), body.actions as Action[])
    return json(res, 200, { ok: true })
  }
  if (path === '/__control/messages') {
    const to = url.searchParams.get('to') ?? ''
    return json(res, 200, {
      attempts: attempts.filter((a) => a.to === to),
      delivered: [...delivered.values()].filter((d) => d.to === to),
    })
  }
  if (path === '/__control/jwks') {
    if (req.method === 'POST') {
      const prior = keySets.get(String(body.name))
      keySets.set(String(body.name), {
        jwks: body.jwks,
        cacheControl: (body.cacheControl as string | null) ?? null,
        fetches: prior?.fetches ?? 0,
      })
      return json(res, 200, { ok: true })
    }
    return json(res, 200, { fetches: keySets.get(url.searchParams.get('name') ?? '')?.fetches ?? 0 })
  }
  if (path === '/__control/facebook-token') {
    facebookTokens.set(String(body.token), body as never)
    return json(res, 200, { ok: true })
  }
  if (path === '/__control/graph-calls') {
    const token = url.searchParams.get('token') ?? ''
    return json(res, 200, {
      calls: graphCalls.filter((c) => c.query.input_token === token || c.query.access_token === token),
    })
  }

  // ---- Brevo ----
  if (path === '/v3/smtp/email' && req.method === 'POST') {
    const to = String((body.to as { email?: string }[] | undefined)?.[0]?.email ?? '')
    const key = String((body.headers as { idempotencyKey?: string } | undefined)?.idempotencyKey ?? '')
    const auth = String(req.headers['api-key'] ?? '')
    if (!auth) return json(res, 401, { code: 'unauthorized', message: 'Key not found' })
    return message(res, to, key, auth, body, (id) => ({ messageId: `<${id}@smtp-relay.mailin.fr>` }))
  }

  // ---- Infobip ----
  if (path === '/sms/2/text/advanced' && req.method === 'POST') {
    const dest = (body.messages as { destinations?: { to?: string; messageId?: string }[] }[] | undefined)?.[0]
      ?.destinations?.[0]
    const to = String(dest?.to ?? '')
    const auth = String(req.headers.authorization ?? '')
    if (!auth.startsWith('App '))
      return json(res, 401, { requestError: { serviceException: { messageId: 'UNAUTHORIZED' } } })
    return message(res, to, String(dest?.messageId ?? ''), auth, body, (id) => ({
      bulkId: `bulk-${id}`,
      messages: [
        {
          to,
          messageId: dest?.messageId ?? id,
          status: {
            groupId: 1,
            groupName: 'PENDING',
            id: 26,
            name: 'PENDING_ACCEPTED',
            description: 'Message sent to next instance',
          },
        },
      ],
    }))
  }

  // ---- Google's published keys ----
  if (path.startsWith('/jwks/')) {
    const set = keySets.get(path.slice('/jwks/'.length))
    if (!set) return json(res, 404, { error: 'no such key set' })
    set.fetches++
    return json(res, 200, set.jwks, set.cacheControl ? { 'Cache-Control': set.cacheControl } : {})
  }

  // ---- Facebook's Graph API ----
  if (path === '/graph/debug_token' || path === '/graph/me') {
    const query = Object.fromEntries(url.searchParams)
    graphCalls.push({ path, query })
    if (path === '/graph/debug_token') {
      const t = facebookTokens.get(query.input_token ?? '')
      if (!t)
        return json(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } })
      if (query.access_token !== t.appToken)
        return json(res, 400, { error: { message: 'Invalid app token', type: 'OAuthException', code: 190 } })
      return json(res, 200, { data: t.debug })
    }
    const t = facebookTokens.get(query.access_token ?? '')
    if (!t)
      return json(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } })
    const proof = createHmac('sha256', t.appSecret)
      .update(query.access_token ?? '')
      .digest('hex')
    if (query.appsecret_proof !== proof)
      return json(res, 400, { error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException', code: 100 } })
    return json(res, 200, t.me)
  }
  return json(res, 404, { error: `no fake for ${req.method} ${path}` })
}

export default async function setup(project: TestProject) {
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => json(res, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  project.provide('fakeProvidersUrl', `http://127.0.0.1:${port}`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
