import { generateShop, SEED_COLUMNS, SEED_POST_SQL, type SeedOptions } from '../seed/generate'

/** Inserts a generated shop through the D1 binding (multi-row INSERTs, batched). */
export async function seedD1(db: D1Database, opts: SeedOptions): Promise<Record<string, number>> {
  const rows = new Map<string, (string | number | null)[][]>()
  await generateShop(opts, {
    row(table, values) {
      const list = rows.get(table)
      if (list) list.push(values)
      else rows.set(table, [values])
    },
  })
  const stmts: D1PreparedStatement[] = []
  const counts: Record<string, number> = {}
  for (const [table, list] of rows) {
    if (table === '$update_products') {
      for (const [col, value, id] of list) {
        if (col !== 'has_associated' && col !== 'rating') throw new Error(`bad column ${col}`)
        stmts.push(db.prepare(`UPDATE products SET ${col} = ? WHERE id = ?`).bind(value, id))
      }
      continue
    }
    counts[table] = list.length
    const cols = SEED_COLUMNS[table]!
    const perStmt = Math.max(1, Math.floor(90 / cols.length))
    for (let i = 0; i < list.length; i += perStmt) {
      const chunk = list.slice(i, i + perStmt)
      const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${chunk.map(() => `(${cols.map(() => '?').join(', ')})`).join(', ')}`
      stmts.push(db.prepare(sql).bind(...chunk.flat()))
    }
  }
  for (let i = 0; i < stmts.length; i += 400) await db.batch(stmts.slice(i, i + 400))
  for (const sql of SEED_POST_SQL) await db.prepare(sql).run()
  return counts
}

/** SHA-256 over every application table's rows (ordered), for determinism and no-change checks. */
export async function dbChecksum(db: D1Database, exclude: string[] = []): Promise<Record<string, string>> {
  const tables = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE 'product_search%' ORDER BY name",
    )
    .all<{ name: string }>()
  const out: Record<string, string> = {}
  for (const { name } of tables.results) {
    if (exclude.includes(name)) continue
    const r = await db.prepare(`SELECT * FROM ${name}`).all()
    // users.token_key is a random per-account secret by design (migration 0013), not seed data
    const lines = r.results.map(({ token_key: _secret, ...row }) => JSON.stringify(row)).sort()
    const bytes = new TextEncoder().encode(lines.join('\n'))
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
    out[name] = Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('')
  }
  return out
}
