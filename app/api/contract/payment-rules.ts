/**
 * The payment rules the pages share, zod-free for the browser. Whether a page offers to check an
 * order's payment again (the cabinet's order, the page after paying): not for a payment that is settled
 * (paid) or has nothing to settle online (not_required), so nothing is left to check; for one pending,
 * failed or not said by the back end (null), the check is how the shopper learns it.
 */
export function paymentCheckOffered(status: 'pending' | 'paid' | 'failed' | 'not_required' | null): boolean {
  return status !== 'paid' && status !== 'not_required'
}
