import type { Row, T4 } from './schema.ts'

// Deterministic randomness (same numbers in Node and workerd: integer maths only)

function xmur3(str: string): () => number {
  let h = 1779033703 ^ str.length
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return h >>> 0
  }
}

export function makeRng(seed: string | number): () => number {
  const s = xmur3(String(seed))
  let a = s()
  let b = s()
  let c = s()
  let d = s()
  return () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
}

/** The generator's tools, shared by every part: the seeded draws, the row sink and JSON helpers. */
export interface Gen {
  rnd: () => number
  int: (a: number, b: number) => number
  pick: <X>(arr: readonly X[]) => X
  chance: (p: number) => boolean
  emit: (table: string, values: Row) => void
  json: (v: unknown) => string
  /** A text in the four languages as the `titles` JSON column. */
  t4: (t: T4) => string
  productCount: number
}

export function makeGen(seed: string, productCount: number, sink: { row(table: string, values: Row): void }): Gen {
  const rnd = makeRng(seed)
  const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1))
  const pick = <X>(arr: readonly X[]): X => arr[Math.floor(rnd() * arr.length)] as X
  const chance = (p: number) => rnd() < p
  const emit = (table: string, values: Row) => sink.row(table, values)
  const json = (v: unknown) => JSON.stringify(v)
  const t4 = (t: T4) => json({ ro: t[0], ru: t[1], uk: t[2], en: t[3] })
  return { rnd, int, pick, chance, emit, json, t4, productCount }
}
