import autocannon from 'autocannon'
import { quantile } from './proc-stat.mjs'

const r2 = (x) => (x === null || x === undefined ? null : Math.round(x * 100) / 100)

/**
 * One autocannon run against `url` (the load both `npm run bench` and the peer's harness measure with):
 * req/s, latency median and p95 (ms), non-2xx answers, errors and timeouts, bytes per request, requests
 * sent and answered, and the latencies themselves for a caller that pools rounds.
 */
export async function autocannonLoad(url, { connections, duration }) {
  const latencies = []
  const instance = autocannon({ url, connections, duration })
  instance.on('response', (_client, _status, _bytes, time) => latencies.push(time))
  const result = await instance
  return {
    reqPerSec: r2(result.requests.average),
    medianMs: r2(quantile(latencies, 0.5)),
    p95Ms: r2(quantile(latencies, 0.95)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerReq: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : null,
    sent: result.requests.sent,
    served: latencies.length,
    latencies,
  }
}
