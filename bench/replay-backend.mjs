import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'

/**
 * The bench's back end in front of the reference admin API (issue 31.3). Three modes:
 *  - `pass`: every request goes to the upstream and its answer streams back (the live back end);
 *  - `record`: the same, but each answer is also kept in memory under its request key;
 *  - `replay`: answers come from memory only, never from the upstream. A request with no recorded
 *    answer gets a 502 with a plain-text body naming its key, and is counted (`stats().misses`), so a
 *    page that asked for something the record phase did not see shows up in the report instead of
 *    silently rendering its "back end failed" defaults.
 * The key is the method, the path with its query, the headers that change the admin API's answer
 * (`KEY_HEADERS`: site token, language, dev mode, bearer token) and, for a request with a body, a hash
 * of the body. Answers keep their status, headers (hop-by-hop ones dropped) and body bytes as
 * received, so a gzip body is replayed gzip with its Content-Encoding.
 */
export const KEY_HEADERS = ['site-token', 'accept-language', 'dev-mode', 'authorization']
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
])

/** The key a request is recorded and replayed under. */
export function requestKey(method, path, headers = {}, body = null) {
  const parts = [String(method).toUpperCase(), path]
  for (const name of KEY_HEADERS) {
    const value = headers[name]
    if (value !== undefined && value !== '') parts.push(`${name}=${Array.isArray(value) ? value.join(',') : value}`)
  }
  if (body?.length) parts.push(`body=${createHash('sha256').update(body).digest('hex').slice(0, 16)}`)
  return parts.join(' ')
}

function readAll(stream) {
  return new Promise((resolve, reject) => {
    const chunks = []
    stream.on('data', (c) => chunks.push(c))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

function storedHeaders(headers, length) {
  const out = {}
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && name !== 'content-length') out[name] = value
  out['content-length'] = String(length)
  return out
}

/**
 * @param {{ upstreamHost?: string, upstreamPort: number, mode?: 'pass' | 'record' | 'replay' }} options
 */
export function createReplayBackend({ upstreamHost = '127.0.0.1', upstreamPort, mode = 'pass' }) {
  const answers = new Map()
  const counters = { replayed: 0, misses: 0, missedKeys: new Set(), replayMs: [] }

  function forward(req, res, path, body) {
    const upstream = httpRequest(
      { host: upstreamHost, port: upstreamPort, method: req.method, path, headers: req.headers },
      (up) => {
        if (backend.mode !== 'record') {
          res.writeHead(up.statusCode ?? 502, up.headers)
          up.pipe(res)
          return
        }
        readAll(up).then(
          (bytes) => {
            const answer = {
              status: up.statusCode ?? 502,
              headers: storedHeaders(up.headers, bytes.length),
              body: bytes,
            }
            answers.set(requestKey(req.method, path, req.headers, body), answer)
            res.writeHead(answer.status, answer.headers)
            res.end(bytes)
          },
          () => res.destroy(),
        )
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end('bench back end: the upstream admin API did not answer')
    })
    upstream.end(body)
  }

  function replay(req, res, path, body) {
    const started = performance.now()
    const key = requestKey(req.method, path, req.headers, body)
    const stored = answers.get(key)
    const answer = stored && backend.transform ? (backend.transform(key, stored) ?? stored) : stored
    if (!answer) {
      counters.misses += 1
      if (counters.missedKeys.size < 20) counters.missedKeys.add(key)
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`replay back end: nothing recorded for ${key}`)
      return
    }
    counters.replayed += 1
    res.writeHead(answer.status, answer.headers)
    res.end(answer.body)
    counters.replayMs.push(performance.now() - started)
  }

  const backend = {
    mode,
    /**
     * Optional `(key, answer) => answer | undefined`: in `replay` mode, an answer to serve instead of
     * the recorded one (the recording itself is kept). bench/profile-render.mjs uses it to serve home
     * with fewer cards.
     */
    transform: null,
    /** Answers one request; `path` is the path and query to use (after any rewrite), req.url by default. */
    async handle(req, res, path = req.url ?? '/') {
      const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readAll(req)
      if (backend.mode === 'replay') replay(req, res, path, body)
      else forward(req, res, path, body)
    },
    /** Recorded answers, replays, misses (with up to 20 missed keys) and the replay's own time per answer. */
    stats() {
      const sorted = [...counters.replayMs].sort((a, b) => a - b)
      const at = (q) =>
        sorted.length
          ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 1000) / 1000
          : null
      return {
        recorded: answers.size,
        replayed: counters.replayed,
        misses: counters.misses,
        missedKeys: [...counters.missedKeys],
        answerMedianMs: at(0.5),
        answerP95Ms: at(0.95),
      }
    },
    resetCounters() {
      counters.replayed = 0
      counters.misses = 0
      counters.missedKeys.clear()
      counters.replayMs.length = 0
    },
  }
  return backend
}
