/**
 * The parts as one byte array: the single non-empty part itself (no copy), else a new array of them in
 * order. The HTML pass joins its held chunks with it, the advert upload's field watch its held bytes and
 * a field's pieces.
 */
export function joined(parts: readonly Uint8Array[]): Uint8Array {
  const nonEmpty = parts.filter((p) => p.length > 0)
  if (nonEmpty.length === 1) return nonEmpty[0] as Uint8Array
  const out = new Uint8Array(nonEmpty.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of nonEmpty) {
    out.set(p, at)
    at += p.length
  }
  return out
}
