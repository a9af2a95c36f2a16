import { InputError, int, lineCount, record } from '#app/api/input.ts'

/** Order lines in a server function's input (the promo preview and the delivery price in cart.functions.ts, the order in checkout.functions.ts): 1..500 lines of an id and a count. */
export function orderLinesInput(value: unknown): { id: number; count: number }[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 500) throw new InputError('expected 1..500 lines')
  return value.map((raw) => {
    const l = record(raw)
    return { id: int(l.id, 1, Number.MAX_SAFE_INTEGER), count: lineCount(l.count) }
  })
}
