import { endpoints as E } from '#contract/endpoints.ts'
import { type App, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { saveQuote } from '../services/quotes'

/** POST /general/quote-cart/: a company user's quote request (services/quotes.ts, decision 0067). */
export function quoteCartRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.sendQuote, (c, { body }) => saveQuote(c, body))
  return app
}
