import type { Ctx } from './http'
import type { Loc } from './listing'

/**
 * Whether the caller named a language: a `/{locale}/` path or an Accept-Language header. A caller
 * that names none gets the messages as written: English, the route code's and zod's alike.
 */
export function namesLanguage(c: Pick<Ctx, 'req'>): boolean {
  return Boolean(c.req.header('Accept-Language')) || /^\/(ro|ru|uk|en)\//.test(c.req.path)
}

/** The language of a request's messages: its own (the site scope's locale), or English when it named none. */
export function messageLocale(c: Pick<Ctx, 'req' | 'get'>): Loc | undefined {
  return namesLanguage(c) ? c.get('locale') : 'en'
}
