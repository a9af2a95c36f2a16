/** An error answered as JSON `{ error, fields? }` with its status. */
export class ApiError extends Error {
  constructor(
    public status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    message: string,
    public fields?: Record<string, string[]>,
    public extra?: Record<string, unknown>,
    /** Seconds for the Retry-After header of a 429. */
    public retryAfter?: number,
  ) {
    super(message)
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, what)
export const badRequest = (msg: string, fields?: Record<string, string[]>) => new ApiError(400, msg, fields)
