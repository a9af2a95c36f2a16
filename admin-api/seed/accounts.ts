import type { Leaf } from './catalogue.ts'
import type { Products } from './products.ts'
import type { Gen } from './random.ts'
import { iso, round2, SEED_BASE_TIME } from './text.ts'

async function hashPassword(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100_000 }, key, 256)
  const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `pbkdf2_sha256$100000$${hex(salt)}$${hex(new Uint8Array(bits))}`
}

/** Promo codes, users (demo, company, customers), their addresses, orders and acts. */
export async function generateAccounts(
  { int, emit, json, productCount }: Gen,
  leaves: Leaf[],
  { byLeaf, priceOf }: Products,
): Promise<void> {
  // --- promo codes -----------------------------------------------------------------------
  const phoneIds = (byLeaf.get(leaves[0]!.id) ?? []).slice(0, 20)
  emit('promo_codes', ['WELCOME10', 'general', 'percent', 10, '[]', 0, '2030-12-31T23:59:59.000Z', 1])
  emit('promo_codes', ['MINUS100', 'general', 'value', 100, '[]', 500, '2030-12-31T23:59:59.000Z', 1])
  emit('promo_codes', ['PHONE15', 'product', 'percent', 15, json(phoneIds), 0, '2030-12-31T23:59:59.000Z', 1])
  emit('promo_codes', ['GIFT50', 'product', 'value', 50, json(phoneIds.slice(0, 5)), 0, '2030-12-31T23:59:59.000Z', 1])
  emit('promo_codes', ['EXPIRED5', 'general', 'percent', 5, '[]', 0, '2024-01-01T00:00:00.000Z', 1])

  // --- users, addresses, orders, acts ----------------------------------------------------
  const salt = () => {
    const s = new Uint8Array(16)
    for (let i = 0; i < 16; i++) s[i] = int(0, 255)
    return s
  }
  const company = {
    id: 1,
    name: 'Demo Business SRL',
    idno: '1003600012345',
    vat: '0601234',
    address: 'str. Columna 100, Chișinău',
    bank: 'MAIB',
    iban: 'MD24AG000000022512345678',
    status: 'active',
  }
  const users: [string, string, string, string, number, string | null][] = [
    ['demo@example.com', 'demo12345', 'Ion', 'Demo', 1, null],
    ['company@example.com', 'company12345', 'Elena', 'Business', 2, json(company)],
  ]
  const first = ['Ana', 'Mihai', 'Olga', 'Dmitri', 'Irina', 'Pavel']
  const last = ['Ceban', 'Rotaru', 'Moraru', 'Lupu', 'Sârbu', 'Ursu']
  for (let i = 0; i < 6; i++)
    users.push([`customer${i + 1}@example.com`, 'customer12345', first[i]!, last[i]!, 1, null])
  for (let i = 0; i < users.length; i++) {
    const [email, pass, fn, ln, group, comp] = users[i]!
    const hash = await hashPassword(pass, salt())
    emit('users', [
      i + 1,
      email,
      hash,
      fn,
      ln,
      `+37369${String(100000 + i * 7919).slice(0, 6)}`,
      `19${80 + i}-0${(i % 9) + 1}-15`,
      i === 0 ? 250 : 0,
      'active',
      1,
      i === 0 ? 120 : i * 10,
      group,
      comp,
      iso(SEED_BASE_TIME - (400 - i) * 86_400_000),
    ])
  }
  emit('delivery_addresses', [1, 1, 1, 1, '12', '34', 'Interfon 34', 1])
  emit('delivery_addresses', [2, 1, 2, null, '5A', null, null, 0])
  emit('delivery_addresses', [3, 2, 1, 8, '100', 'of. 7', 'Recepție', 1])
  const statuses = ['new', 'processing', 'shipped', 'delivered', 'cancelled']
  let orderId = 0
  for (const userId of [1, 2, 3]) {
    const n = userId === 3 ? 3 : 8
    for (let k = 0; k < n; k++) {
      const id = ++orderId
      const status = statuses[k % statuses.length]!
      const items: [number, number, number][] = []
      const cnt = int(1, 4)
      const used = new Set<number>()
      for (let j = 0; j < cnt; j++) {
        const pid = int(1, productCount)
        if (used.has(pid)) continue
        used.add(pid)
        items.push([pid, int(1, 3), priceOf[pid]!])
      }
      const goods = round2(items.reduce((s, [, c, p]) => s + c * p, 0))
      const delivery = goods >= 1000 ? 0 : 50
      const paySystem = k % 3 === 1 ? 2 : 1
      emit('orders', [
        id,
        k % 4 === 3 ? 3 : 1,
        userId,
        `u:${userId}`,
        `SO-${String(100000 + id)}`,
        status,
        paySystem,
        paySystem === 2 ? (status === 'cancelled' ? 'failed' : 'paid') : 'not_required',
        k % 2 ? 'pickup' : 'address',
        round2(goods + delivery),
        delivery,
        0,
        null,
        userId === 2 ? 1 : null,
        json({
          name: `${users[userId - 1]![2]} ${users[userId - 1]![3]}`,
          company_name: userId === 2 ? company.name : null,
          email: users[userId - 1]![0],
          phone: '+37369123456',
          address: {
            address: 'bd. Dacia 27, ap. 5',
            locality: { id: 1, name: 'Chișinău' },
            region: { id: 3, name: 'Chișinău' },
          },
          country_code: 'MD',
          zip_code: 'MD-2001',
          ext: null,
        }),
        iso(SEED_BASE_TIME - (60 - k * 6) * 86_400_000),
      ])
      for (const [pid, c, p] of items) emit('order_items', [id, pid, c, p])
    }
  }
  for (let i = 1; i <= 6; i++)
    emit('acts', [
      i,
      2,
      1,
      `ACT-2026-${String(i).padStart(4, '0')}`,
      iso(SEED_BASE_TIME - (200 - i * 30) * 86_400_000).slice(0, 10),
      round2(1000 + int(0, 90000) / 7),
      i < 5 ? 'signed' : 'pending',
    ])

  // --- the cabinet (issue 17): after every seeded draw and row above, so those stay as they were --
  generateCabinet(emit, company, users, priceOf)
}

/**
 * Companies, and more orders and acts for the cabinet's demo: the company user's company (id 1, the
 * one users.company names) and a second one still pending, orders and acts of both, and acts of the
 * demo user. No random draws: the rows before stay exactly as they were.
 */
function generateCabinet(
  emit: Gen['emit'],
  company: { id: number; name: string; idno: string; vat: string; address: string; bank: string; iban: string },
  users: [string, string, string, string, number, string | null][],
  priceOf: Products['priceOf'],
) {
  const created = iso(SEED_BASE_TIME - 300 * 86_400_000)
  emit('companies', [
    company.id,
    2,
    company.name,
    company.idno,
    company.vat,
    company.address,
    company.bank,
    company.iban,
    'active',
    created,
  ])
  const second = { id: 2, name: 'Demo Trade SRL', idno: '1014600098765' }
  emit('companies', [
    second.id,
    2,
    second.name,
    second.idno,
    null,
    'bd. Ștefan cel Mare 1, Chișinău',
    null,
    null,
    'pending',
    iso(SEED_BASE_TIME - 30 * 86_400_000),
  ])
  const [email, , first, last] = users[1]!
  for (let k = 0; k < 2; k++) {
    const id = 1001 + k
    const lines: [number, number, number][] = [[k + 1, 2, priceOf[k + 1]!]]
    const goods = round2(lines.reduce((s, [, c, p]) => s + c * p, 0))
    emit('orders', [
      id,
      1,
      2,
      'u:2',
      `SO-${100000 + id}`,
      k ? 'processing' : 'new',
      1,
      'not_required',
      'address',
      round2(goods + 50),
      50,
      0,
      null,
      second.id,
      JSON.stringify({
        name: `${first} ${last}`,
        company_name: second.name,
        email,
        phone: '+37369123456',
        address: {
          address: 'bd. Ștefan cel Mare 1, of. 3',
          locality: { id: 1, name: 'Chișinău' },
          region: { id: 3, name: 'Chișinău' },
        },
        country_code: 'MD',
        zip_code: 'MD-2012',
        ext: '12',
      }),
      iso(SEED_BASE_TIME - (10 - k * 5) * 86_400_000),
    ])
    for (const [pid, c, p] of lines) emit('order_items', [id, pid, c, p])
  }
  const acts: [number, number, number | null, string, number, string][] = [
    [101, 2, second.id, '2026-0101', 25, 'pending'],
    [102, 1, null, '2026-0102', 90, 'signed'],
    [103, 1, null, '2026-0103', 20, 'pending'],
  ]
  for (const [id, user, comp, number, daysAgo, status] of acts)
    emit('acts', [
      id,
      user,
      comp,
      `ACT-${number}`,
      iso(SEED_BASE_TIME - daysAgo * 86_400_000).slice(0, 10),
      round2(500 + id * 3.5),
      status,
    ])
}
