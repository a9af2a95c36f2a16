/**
 * What a refused review or vote shows: the back end's texts (a 429 or 409 says why, in the page's
 * language), else `fallback` - a bare 429 or a proxy's page says nothing, and the shopper must not see
 * a blank form or the English 'Unknown error'.
 */
export const reviewFailure = (errors: readonly string[], fallback: string): string[] =>
  errors.length ? [...errors] : [fallback]
