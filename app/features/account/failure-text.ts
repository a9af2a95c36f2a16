import type { ApiFailure } from '#platform/backend/client.ts'
import { formErrors } from '#platform/shared/error-body.ts'

/**
 * What a shopper sees of a failed cabinet call. The back end's own words stand where the spec shows
 * them (accounts 5, 8: "Personal or company form failure: show the body as field errors", the
 * delete-error flag, a wrong code): a 4xx answer's field errors and messages (`detail`, `error`,
 * `{ field: [..] }`). Anything else - no answer (network, timeout), a 5xx, a redirect refused, an
 * answer the contract cannot read, a 4xx that says nothing - shows the page's localised "something
 * went wrong" (`generic`, the catalogue's cabinet.failed), never the client's summary such as
 * "GET /base/act-view/: Invalid input: expected object, received null" (an internal path and a
 * validation text; spec 8 "Most other fetch failures: Logged only"). The detail goes to the log.
 */
export function shownFailure(
  failure: Pick<ApiFailure, 'kind' | 'status' | 'body'>,
  generic: string,
): { fields: Record<string, string>; errors: string[] } {
  if (failure.kind === 'status' && failure.status >= 400 && failure.status < 500) {
    const { fields, messages } = formErrors(failure.body, generic)
    return { fields, errors: messages }
  }
  return { fields: {}, errors: [generic] }
}
