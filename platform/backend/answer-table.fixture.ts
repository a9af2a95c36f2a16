import type { EndpointName } from '#contract/endpoints.ts'
import { type CallOptions, callEndpoint } from './call'

/**
 * A back end that answers from a table by "METHOD /path", for the tests of server modules that call
 * it: each call runs through the real client and the contract's schemas (callEndpoint), so a schema
 * that wants more than the answer gives fails there. One table per test file (module state): a
 * test file mocks '#platform/request.server.ts' with `answerTable.request` and fills `answers`.
 */
export type Answer = { status: number; body?: unknown }

const answers = new Map<string, Answer | ((body: unknown) => Answer)>()
const sent: string[] = []
/** The calls sent with an Authorization header ("METHOD /path"). */
const authorized: string[] = []

async function fetcher(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const key = `${request.method} ${url.pathname}`
  sent.push(key)
  if (request.headers.get('Authorization')) authorized.push(key)
  const found = answers.get(key)
  const text = request.method === 'GET' ? '' : await request.text()
  const answer = typeof found === 'function' ? found(text ? JSON.parse(text) : null) : found
  if (!answer) return Response.json({ detail: 'Not found.' }, { status: 404 })
  if (answer.body === undefined) return new Response(null, { status: answer.status })
  return Response.json(answer.body, { status: answer.status })
}

export const answerTable = {
  answers,
  sent,
  authorized,
  reset() {
    answers.clear()
    sent.length = 0
    authorized.length = 0
  },
  /** Stands in for '#platform/request.server.ts' (the shopper's token when `withAuth`). */
  request: {
    shopperIpHeaders: () => undefined,
    callForRequest: (locale: 'ro', name: EndpointName, opts: CallOptions = {}, withAuth = false) =>
      callEndpoint(
        {
          baseUrl: 'https://admin.test/',
          siteToken: 'site',
          locale,
          accessToken: withAuth ? 'header.payload.sig' : undefined,
          fetcher,
        },
        name,
        opts,
      ),
  },
}
