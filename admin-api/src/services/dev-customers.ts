/**
 * Development only (POST /__dev/customers, routes/dev.ts): a new active account that is a copy of a
 * seeded one - its password, group, company, addresses, companies, orders with their lines and acts -
 * under a new e-mail and phone. End-to-end tests take one per test, so no test changes data another
 * test reads (issue 24): each gets "the demo user" or "the company user" of its own.
 */

export const CUSTOMER_TEMPLATES = ['demo@example.com', 'company@example.com', 'customer1@example.com'] as const
export type CustomerTemplate = (typeof CUSTOMER_TEMPLATES)[number]

interface Row {
  [key: string]: unknown
}

export interface ClonedCustomer {
  id: number
  email: string
  phone: string
}

const tag = () => `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36)}`

/** A fresh `+37378xxxxxx` number nobody signs in with (the demo data uses +37369...). */
async function freshPhone(db: D1Database): Promise<string> {
  for (;;) {
    const phone = `+37378${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')}`
    const taken = await db.prepare('SELECT 1 FROM users WHERE phone = ?').bind(phone).first()
    if (!taken) return phone
  }
}

export async function cloneCustomer(
  db: D1Database,
  template: CustomerTemplate,
  prefix = 'e2e',
): Promise<ClonedCustomer | null> {
  const source = await db.prepare('SELECT id FROM users WHERE email = ?').bind(template).first<{ id: number }>()
  if (!source) return null
  const email = `${prefix}.${tag()}@example.com`
  const phone = await freshPhone(db)
  const now = new Date().toISOString()
  const user = await db
    .prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, phone, birthday, balance, status, can_use_promocode, loyalty_points, group_type_id, company, created_at)
       SELECT ?1, password_hash, first_name, last_name, ?2, birthday, balance, 'active', can_use_promocode, loyalty_points, group_type_id, company, ?3
       FROM users WHERE id = ?4 RETURNING id`,
    )
    .bind(email, phone, now, source.id)
    .first<{ id: number }>()
  if (!user) return null
  const id = user.id
  // the copy's sign-in e-mail and phone are proven, as the seeded ones are
  await db.batch([
    db.prepare('UPDATE user_emails SET verified_at = ?2 WHERE user_id = ?1').bind(id, now),
    db.prepare('UPDATE user_phones SET verified_at = ?2 WHERE user_id = ?1').bind(id, now),
    db
      .prepare(
        `INSERT INTO delivery_addresses (user_id, city_id, street_id, building, apartment, note, is_default)
         SELECT ?1, city_id, street_id, building, apartment, note, is_default FROM delivery_addresses WHERE user_id = ?2 ORDER BY id`,
      )
      .bind(id, source.id),
  ])

  const companyIds = new Map<number, number>()
  const companies = await db.prepare('SELECT * FROM companies WHERE user_id = ? ORDER BY id').bind(source.id).all<Row>()
  for (const c of companies.results) {
    const row = await db
      .prepare(
        'INSERT INTO companies (user_id, name, idno, vat, address, bank, iban, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(id, c.name, c.idno, c.vat, c.address, c.bank, c.iban, c.status, c.created_at)
      .first<{ id: number }>()
    if (row) companyIds.set(c.id as number, row.id)
  }
  const mapCompany = (old: unknown) => (typeof old === 'number' ? (companyIds.get(old) ?? null) : null)

  const orders = await db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id').bind(source.id).all<Row>()
  for (const o of orders.results) {
    const data = JSON.parse(String(o.data)) as Record<string, unknown>
    data.email = email
    const row = await db
      .prepare(
        `INSERT INTO orders (site_id, user_id, owner, number, status, payment_system_id, payment_status, delivery_method, total, delivery_price, discount, promo_code, company_id, data, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        o.site_id,
        id,
        `u:${id}`,
        `tmp-${tag()}`,
        o.status,
        o.payment_system_id,
        o.payment_status,
        o.delivery_method,
        o.total,
        o.delivery_price,
        o.discount,
        o.promo_code,
        mapCompany(o.company_id),
        JSON.stringify(data),
        o.created_at,
      )
      .first<{ id: number }>()
    if (!row) continue
    await db.batch([
      db.prepare('UPDATE orders SET number = ? WHERE id = ?').bind(`SO-${100000 + row.id}`, row.id),
      db
        .prepare(
          'INSERT INTO order_items (order_id, product_id, count, price) SELECT ?, product_id, count, price FROM order_items WHERE order_id = ?',
        )
        .bind(row.id, o.id),
    ])
  }

  const acts = await db.prepare('SELECT * FROM acts WHERE user_id = ? ORDER BY id').bind(source.id).all<Row>()
  for (const a of acts.results) {
    await db
      .prepare(
        'INSERT INTO acts (user_id, company_id, number, date, total, status, site_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(id, mapCompany(a.company_id), `${a.number}-${id}`, a.date, a.total, a.status, a.site_id)
      .run()
  }
  return { id, email, phone }
}
