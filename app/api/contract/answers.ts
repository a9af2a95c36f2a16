import { z } from 'zod'

/**
 * The answer of a write whose answer the shop does not read: any 2xx is success, with a body of any
 * shape or none (204). The spec shows no answer for these calls ("not shown", "none"; accounts 7),
 * decision 0037 says the shop takes any 2xx, and a back end built to the spec answers 204, `{}`, a
 * `{ detail }` or the stored row. Where the screen needs fresh data after such a write, the shop asks
 * for it again with the read call (the address list, the phones and e-mails, the profile's photo).
 * docs/contract.md says so for every endpoint that answers with it.
 */
export const anyAnswer = z.unknown()

export const ANY_ANSWER_DOC =
  'Any 2xx answer is success, with a body of any shape or none (204); the shop reads nothing of it (decision 0037).'
