import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type StringNumbersStats, stringNumbersFetcher } from '#admin-api/test/string-numbers.ts'

/**
 * The string-numbers proxy (admin-api/test/string-numbers.ts) on a local port, in front of a back end at `target`:
 * for `npm run check-backend -- <proxy url>` against a running reference back end, or a test
 * that talks HTTP. Method, path, query, headers and body go to the target as sent; a redirect comes
 * back as the target sent it (the check follows it itself).
 */
export async function startStringNumbersProxy(
  target: string,
  stats?: StringNumbersStats,
): Promise<{ url: string; close: () => Promise<void> }> {
  const forward = stringNumbersFetcher((request) => fetch(request), stats)
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      try {
        const headers = new Headers()
        for (const [k, v] of Object.entries(req.headers))
          if (v !== undefined && k !== 'host' && k !== 'connection') headers.set(k, Array.isArray(v) ? v.join(', ') : v)
        const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined
        const answer = await forward(
          new Request(new URL(req.url ?? '/', target), { method: req.method, headers, body, redirect: 'manual' }),
        )
        const out: Record<string, string> = {}
        answer.headers.forEach((v, k) => {
          if (k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding') out[k] = v
        })
        res.writeHead(answer.status, out)
        res.end(Buffer.from(await answer.arrayBuffer()))
      } catch (e) {
        res.writeHead(502, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: `proxy: ${(e as Error).message}` }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
