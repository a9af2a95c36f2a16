import type { Context } from 'hono'

const parsed = new WeakMap<Request, URL>()

/**
 * The request's URL, parsed once per request: about ten middlewares read it before a page-cache HIT
 * answers (issue 53.4). Shared, so read it and never change it; build a new URL to change one.
 */
export function requestUrl(c: Pick<Context, 'req'>): URL {
  const request = c.req.raw
  let url = parsed.get(request)
  if (!url) {
    url = new URL(request.url)
    parsed.set(request, url)
  }
  return url
}
