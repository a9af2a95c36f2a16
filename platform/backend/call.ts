import { SERVER_LIMITS } from '#config'
import { buildPath, DotSegmentParam, type EndpointName, endpoints, type ResponseOf } from '#contract/endpoints.ts'
import { type AdminApiConfig, type ApiResult, apiRequest, type QueryValue } from './client'

export interface CallOptions {
  params?: Record<string, string | number>
  query?: Record<string, QueryValue>
  body?: unknown
  /** Extra headers for this call only (apiRequest's per-call headers). */
  headers?: Record<string, string>
}

const wholeLists = new Map<EndpointName, boolean>()
/** GETs that do something (send a code by SMS or e-mail): asked once, whatever they answer. */
const NOT_READ_ON: ReadonlySet<EndpointName> = new Set(['smsCode', 'emailCode'])
/**
 * A GET whose answer is a bare list (its schema reads `[]` as a list, not as a listing's object): the
 * shop shows it whole, so an answer paged by the back end is read on (client.ts `wholeList`). The
 * listings (category, search, brands, articles...) page themselves: their answers are objects.
 */
export function isWholeList(name: EndpointName): boolean {
  let whole = wholeLists.get(name)
  if (whole === undefined) {
    const def = endpoints[name]
    const read =
      def.method === 'GET' && !('text' in def && def.text) && !NOT_READ_ON.has(name) ? def.response.safeParse([]) : null
    whole = read?.success === true && Array.isArray(read.data)
    wholeLists.set(name, whole)
  }
  return whole
}

/** Calls one endpoint of the contract registry: its method, path and response schema come from there. */
export function callEndpoint<N extends EndpointName>(
  cfg: AdminApiConfig,
  name: N,
  opts: CallOptions = {},
): Promise<ApiResult<ResponseOf<N>>> {
  const def = endpoints[name]
  let path: string
  try {
    path = buildPath(def.path, opts.params)
  } catch (error) {
    // A "." or ".." parameter would name another back-end path: answered as the page not existing.
    if (error instanceof DotSegmentParam)
      return Promise.resolve({
        ok: false,
        kind: 'status',
        status: 404,
        body: null,
        message: `Not Found: ${error.message}`,
      })
    return Promise.resolve({ ok: false, kind: 'malformed', status: 0, body: null, message: String(error) })
  }
  const timeoutMs = 'timeoutMs' in def ? def.timeoutMs : undefined
  return apiRequest(timeoutMs && !cfg.timeoutMs ? { ...cfg, timeoutMs } : cfg, path, {
    method: def.method,
    query: 'commaLists' in def && def.commaLists ? commaJoined(opts.query) : opts.query,
    body: opts.body,
    headers: opts.headers,
    schema: def.response,
    endpoint: `${def.method} ${def.path}`,
    wholeList: isWholeList(name),
    maxBytes: 'text' in def && def.text ? SERVER_LIMITS.backendTextBytes : undefined,
  }) as Promise<ApiResult<ResponseOf<N>>>
}

/** A query whose list values are sent as one comma-separated value each (EndpointDef.commaLists). */
export function commaJoined(query: Record<string, QueryValue> | undefined): Record<string, QueryValue> | undefined {
  if (!query) return query
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]))
}
