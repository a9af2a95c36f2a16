import { round3 } from '#contract/numbers.ts'

/** The analytics event of a count change in the drawer: the difference added or removed, or none. */
export function countChangeEvent(
  previous: number,
  next: number,
): { event: 'add_to_cart' | 'remove_from_cart'; quantity: number } | null {
  if (!Number.isFinite(previous) || !Number.isFinite(next) || previous === next) return null
  const quantity = round3(Math.abs(next - previous))
  return next > previous ? { event: 'add_to_cart', quantity } : { event: 'remove_from_cart', quantity }
}
