import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { endpoints } from '#contract/endpoints.ts'
import { main } from '#scripts/check-backend/cli.ts'
import { type CheckOptions, type Report, runCheck } from '#scripts/check-backend/core.ts'
import { type Found, PROBES } from '#scripts/check-backend/probes.ts'
import { formatTable } from '#scripts/check-backend/report.ts'

/**
 * The account side of check-backend (session 47's cold review, r31: a back end written from the spec
 * behind the shop): its failures count for the exit code, every call the shop makes is sent (those
 * it cannot make for real sent invalid on purpose, and refused), the order calls find an order, and
 * what the check saves it removes or names. Fake back ends answer as functions (no server).
 */

const ROOT = join(import.meta.dirname, '..', '..', '..')
type Answer = { status: number; body?: unknown }
type Routes = Record<string, (request: Request, url: URL) => Answer | undefined>

const profile = {
  id: 1,
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Demo',
  full_name: 'Ana Demo',
  phone: null,
  birthday: null,
  balance: 0,
  status: 'active',
  can_use_promocode: true,
  profile_image: null,
}
const GOOD: Routes = {
  'POST /auth/jwt/create/': () => ({ status: 200, body: { access: 'a', refresh: 'r' } }),
  'GET /auth/users/me/': () => ({ status: 200, body: profile }),
  'GET /users/user-group/': () => ({
    status: 200,
    body: {
      id: 1,
      user: profile,
      company: null,
      companies: [],
      group_user_type: { id: 1, name: 'customer' },
      loyalty_points: 0,
      delivery_addresses: [],
    },
  }),
  'GET /general/v2/order/': () => ({ status: 200, body: { data: [], totalCount: 0, pages: 0 } }),
  'GET /settings/global_site_settings': () => ({ status: 200, body: { project: 'Shop' } }),
  'GET /settings/footer_settings': () => ({ status: 200, body: { copyright: '© Shop' } }),
}

/** A back end of `routes` (by method and path), 404 for the rest; `sent` records each call. */
function backEnd(routes: Routes, sent: string[] = []) {
  return async (request: Request) => {
    const url = new URL(request.url)
    sent.push(`${request.method} ${url.pathname}${request.headers.get('Authorization') ? ' (token)' : ''}`)
    const answer = routes[`${request.method} ${url.pathname}`]?.(request, url) ?? {
      status: 404,
      body: { error: 'Not found' },
    }
    return answer.status === 204
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(answer.body ?? null), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        })
  }
}
const check = (fetcher: CheckOptions['fetcher'], only: string[], more: Partial<CheckOptions> = {}) =>
  runCheck({
    baseUrl: 'https://api.example.com',
    siteToken: 't',
    user: { email: 'ana@example.com', password: 'secret-password' },
    only,
    fetcher,
    sleep: async () => {},
    ...more,
  })
const row = (report: Report, name: string, nth = 0) => report.rows.filter((r) => r.endpoint === name)[nth]!

describe('A: with --user, the account calls count for the exit code', () => {
  const ONLY = ['globalSettings', 'footerSettings', 'jwtCreate', 'me', 'userGroup', 'orders']

  it('all answering: exit 0', async () => {
    const report = await check(backEnd(GOOD), ONLY)
    expect(
      report.rows.filter((r) => r.outcome === 'failed'),
      formatTable(report),
    ).toEqual([])
    expect(report.exitCode).toBe(0)
  })

  it.each([
    // (a text id is an id since session 59: this one has characters a cart's name cannot hold)
    ['me', 'GET /auth/users/me/', { id: 'one two/three' }, "signed-in shoppers' carts"],
    ['userGroup', 'GET /users/user-group/', { id: 1, user: 'Ana' }, 'the account pages'],
    ['orders', 'GET /general/v2/order/', { data: 'none', totalCount: 0, pages: 0 }, "the cabinet's order pages"],
  ])('%s not parsing: exit 1, named with what it breaks', async (name, route, body, pages) => {
    const report = await check(backEnd({ ...GOOD, [route]: () => ({ status: 200, body }) }), ONLY)
    expect(row(report, name)).toMatchObject({ outcome: 'failed', problem: 'contract', mainPage: pages })
    expect(report.summary.mainPageFailed).toEqual([name])
    expect(report.exitCode).toBe(1)
    expect(formatTable(report)).toContain(`FAIL: ${name} failed - ${pages} cannot do what they are for`)
  })

  it('an order list whose every order is left out fails the check (the orders page shows none)', async () => {
    const report = await check(
      backEnd({
        ...GOOD,
        'GET /general/v2/order/': () => ({
          status: 200,
          body: { data: [{ id: 9, total: 'lots' }], totalCount: 1, pages: 1 },
        }),
      }),
      ONLY,
    )
    expect(row(report, 'orders')).toMatchObject({ outcome: 'failed', problem: 'contract' })
    expect(report.exitCode).toBe(1)
  })

  it('without --user they are not called and do not count', async () => {
    const report = await check(backEnd({ ...GOOD, 'GET /auth/users/me/': () => ({ status: 500 }) }), ONLY, {
      user: undefined,
    })
    expect(row(report, 'me').outcome).toBe('skipped')
    expect(report.exitCode).toBe(0)
  })
})

describe('F: what the shop does, as the shop does it', () => {
  const shop = (name: string) => PROBES.find((p) => p.name === name)!.shop
  it('userGroup: the account pages show their notice, the shopper stays signed in', () => {
    const notice = JSON.parse(readFileSync(join(ROOT, 'locales/ro.json'), 'utf8'))['cabinet.unavailable'] as string
    expect(shop('userGroup')).toContain(notice)
    expect(shop('userGroup')).toContain('stays signed in')
    expect(shop('userGroup')).not.toMatch(/sign(s)? the shopper out/)
  })
  it("me: the signed-in cart answers the cart API's 503", () => {
    const cartApi = readFileSync(join(ROOT, 'worker/api/cart.ts'), 'utf8')
    expect(cartApi).toContain('the shopper cannot be verified now')
    expect(shop('me')).toContain('the shopper cannot be verified now')
  })
})

describe('C: the order calls find an order', () => {
  const ONLY = ['globalSettings', 'footerSettings', 'jwtCreate', 'orders', 'order', 'paymentStatus']
  it('every order of the list left out by the schema: the order and its payment status are asked with the raw id', async () => {
    const sent: string[] = []
    const report = await check(
      backEnd(
        {
          ...GOOD,
          'GET /general/v2/order/': () => ({
            status: 200,
            body: { data: [{ id: 9, status: 'backcheck', total: 'lots' }], totalCount: 1, pages: 1 },
          }),
        },
        sent,
      ),
      ONLY,
    )
    expect(row(report, 'orders').outcome).toBe('failed')
    expect(sent).toContain('GET /general/v2/order/9/ (token)')
    expect(sent).toContain('GET /general/v2/order/9/check-payment-status/ (token)')
    expect(row(report, 'order').outcome).not.toBe('skipped')
    expect(row(report, 'paymentStatus').outcome).not.toBe('skipped')
  })

  it('an empty order list: --order-id gives the order; without it the rows say how to give one', async () => {
    const sent: string[] = []
    const fetcher = backEnd(GOOD, sent)
    const out: string[] = []
    await main(
      [
        'https://api.example.com',
        '--site-token',
        't',
        '--user',
        'ana@example.com',
        '--only',
        ONLY.join(','),
        '--order-id',
        '8',
      ],
      {
        out: (t) => out.push(t),
        err: (t) => out.push(t),
        env: { CHECK_BACKEND_PASSWORD: 'secret-password' },
        fetcher,
      },
    )
    expect(sent).toContain('GET /general/v2/order/8/ (token)')
    expect(sent).toContain('GET /general/v2/order/8/check-payment-status/ (token)')
    const without = await check(backEnd(GOOD), ONLY)
    expect(row(without, 'order')).toMatchObject({ outcome: 'skipped', note: 'not called: the account has no order' })
    expect(formatTable(without)).toContain(
      'order and paymentStatus not called: the account has no order; --order-id <n> names one of its orders.',
    )
  })

  it('--order-id is a whole number and needs --user', async () => {
    for (const args of [
      ['--order-id', 'x', '--user', 'a@b.c'],
      ['--order-id', '8'],
    ]) {
      const err: string[] = []
      const code = await main(['https://api.example.com', '--site-token', 't', ...args], {
        out: () => {},
        err: (t) => err.push(t),
        env: { CHECK_BACKEND_PASSWORD: 'p' },
      })
      expect(code).toBe(2)
      expect(err.join('\n')).toMatch(/--order-id/)
    }
  })
})

describe('D: the delivery address the check saves is found and removed, or named', () => {
  const ONLY = [
    'globalSettings',
    'footerSettings',
    'regions',
    'jwtCreate',
    'createDeliveryAddress',
    'deliveryAddresses',
    'deleteDeliveryAddress',
  ]
  /** A back end that stores addresses; `create` is what its create call answers. */
  function addressBackEnd(
    create: (saved: { shipping_address_id: number }) => Answer,
    opts: { earlier?: boolean; deleteFails?: boolean; listLeavesOut?: boolean } = {},
  ) {
    const stored: { shipping_address_id: number; shipping_address_note: string | null }[] = opts.earlier
      ? [{ shipping_address_id: 4, shipping_address_note: 'backcheck: deleted at once' }]
      : []
    let next = 5
    const sent: string[] = []
    const fetcher = backEnd(
      {
        ...GOOD,
        'GET /base/region/': () => ({
          status: 200,
          body: [{ regionId: 1, label: 'R', localities: [{ localityId: 3, label: 'L', slug: 'l', suburb: false }] }],
        }),
        'POST /general/cart/create-delivery-address/': () => {
          const saved = { shipping_address_id: next++, shipping_address_note: pendingNote }
          stored.push(saved)
          return create(saved)
        },
        'GET /general/cart/get-delivery-addresses/': () => ({
          status: 200,
          body: (opts.listLeavesOut ? [] : stored).map((a) => ({
            ...a,
            shipping_city_id: 3,
            shipping_building: '1',
            is_default: false,
          })),
        }),
        'POST /general/cart/delete-delivery-address/': () => {
          if (opts.deleteFails) return { status: 500, body: { error: 'Internal' } }
          stored.splice(0, stored.length, ...stored.filter((a) => a.shipping_address_id !== deletedId))
          return { status: 204 }
        },
      },
      sent,
    )
    let pendingNote: string | null = null
    let deletedId = 0
    // the note and the id come from the request bodies
    const reading = async (request: Request) => {
      const path = new URL(request.url).pathname
      if (path === '/general/cart/create-delivery-address/')
        pendingNote = ((await request.clone().json()) as { shipping_address_note: string }).shipping_address_note
      if (path === '/general/cart/delete-delivery-address/')
        deletedId = ((await request.clone().json()) as { shipping_address_id: number }).shipping_address_id
      return fetcher(request)
    }
    return { fetcher: reading, stored, sent }
  }
  const run = (fetcher: CheckOptions['fetcher']) => check(fetcher, ONLY, { allowWrites: true })

  it('a create answer without the address (only its id, or nothing): the list read again finds it, the check deletes it', async () => {
    for (const create of [
      (a: { shipping_address_id: number }) => ({ status: 201, body: [{ shipping_address_id: a.shipping_address_id }] }),
      () => ({ status: 204 }),
      () => ({ status: 201, body: { ok: true } }),
    ]) {
      const b = addressBackEnd(create)
      const report = await run(b.fetcher)
      const table = formatTable(report)
      expect(row(report, 'deliveryAddresses', 1), table).toMatchObject({ outcome: 'ok', check: 'undo' })
      expect(row(report, 'deleteDeliveryAddress'), table).toMatchObject({ outcome: 'ok', status: 204 })
      expect(b.stored).toEqual([])
      expect(report.summary.leftBehind).toEqual([])
      expect(table).not.toContain('LEFT BEHIND')
    }
  })

  it('a delete that fails: LEFT BEHIND names the address and its note', async () => {
    const b = addressBackEnd((a) => ({ status: 201, body: [a] }), { deleteFails: true })
    const report = await run(b.fetcher)
    expect(b.stored).toHaveLength(1)
    expect(report.summary.leftBehind).toEqual([
      expect.stringMatching(/^delivery address 5 of the account \(note "backcheck [\w-]+: deleted at once"\)$/),
    ])
    expect(formatTable(report)).toMatch(/LEFT BEHIND by the check \(remove by hand\): delivery address 5 /)
  })

  it('saved (2xx) but not in the list: the list row fails, and LEFT BEHIND says an address of unknown id', async () => {
    const b = addressBackEnd(() => ({ status: 201, body: [] }), { listLeavesOut: true })
    const report = await run(b.fetcher)
    expect(row(report, 'deliveryAddresses', 1)).toMatchObject({ outcome: 'failed', problem: 'contract' })
    expect(row(report, 'deliveryAddresses', 1).note).toMatch(/not in the list/)
    expect(row(report, 'deleteDeliveryAddress').note).toMatch(/its id is unknown/)
    expect(report.summary.leftBehind).toEqual([expect.stringMatching(/its id is unknown/)])
  })

  it("an earlier run's address is named as left behind, and left alone", async () => {
    const b = addressBackEnd((a) => ({ status: 201, body: [a] }), { earlier: true })
    const report = await run(b.fetcher)
    expect(b.stored.map((a) => a.shipping_address_id)).toEqual([4])
    expect(report.summary.leftBehind).toEqual([
      expect.stringMatching(/^delivery address 4 of the account, saved by an earlier run/),
    ])
  })
})

describe('B: every call the shop makes is sent; those it cannot make for real are sent invalid and must be refused', () => {
  const refusals = PROBES.filter((p) => p.expect === 'refused')
  const sample: Found = {
    locale: 'ro',
    productIds: [1, 2],
    product: { id: 1, slug: 'p' },
    noUserId: 'backcheck-x',
    addressNote: 'backcheck x: deleted at once',
    userId: '1',
    userGroupId: '1',
  }

  it('no probe is skipped by plan: the calls that e-mail, text, store a lead or an order, change the account or sign in through a provider are sent too', () => {
    expect(PROBES.filter((p) => p.skip).map((p) => p.name)).toEqual([])
    for (const name of [
      'createOrder',
      'register',
      'setPassword',
      'deletePhone',
      'googleAuth',
      'support',
      'changeFullName',
    ])
      expect(refusals.map((p) => p.name)).toContain(name)
    expect(refusals.length).toBeGreaterThanOrEqual(46)
  })

  it.each(refusals.map((p) => [p.name, p] as const))('%s sends what the contract refuses', (name, probe) => {
    const def = endpoints[name] as {
      body?: import('zod').ZodType
      query?: import('zod').ZodType
      params?: import('zod').ZodType
      auth?: string
      multipart?: boolean
    }
    expect(probe.refusal, `${name} says how it is invalid`).toBeTruthy()
    expect(probe.writes, `${name} waits for --allow-writes`).toBe(true)
    const made = probe.call!(sample)
    expect(typeof made, String(made)).toBe('object')
    if (typeof made === 'string') return
    const refusedBy = [
      made.auth === false && def.auth === 'required' ? 'no token' : null,
      def.body && made.body !== undefined && !def.body.safeParse(made.body).success ? 'body' : null,
      def.query && made.query && !def.query.safeParse(made.query).success ? 'query' : null,
      def.multipart && made.form ? 'form' : null,
    ].filter(Boolean)
    expect(refusedBy, `${name}: ${JSON.stringify(made)}`).not.toEqual([])
    if (def.auth === 'required' && made.auth !== false)
      expect(probe.signedIn, `${name} sends the session's token`).toBe(true)
  })

  it('signed-in refusals run before the check signs out', () => {
    const names = PROBES.map((p) => p.name)
    const logout = names.lastIndexOf('logout')
    expect(logout).toBe(names.length - 1)
  })

  const only = ['globalSettings', 'footerSettings', 'newsletter']
  it.each([
    [
      400,
      { error: 'Invalid e-mail', fields: { email: ['Invalid e-mail'] } },
      'ok',
      /refused as the check expects \(400; sent invalid on purpose: e-mail "backcheck"/,
    ],
    [422, { error: 'Unprocessable' }, 'ok', /refused as the check expects \(422/],
    [404, { error: 'Not found' }, 'failed', /HTTP 404: Not found: no such call on this back end/],
    [405, { error: 'Method not allowed' }, 'failed', /HTTP 405.*no such call/],
    [201, { status: 'ok', id: 1 }, 'failed', /answered 201 although the call is invalid.*may have stored or sent it/],
    [204, undefined, 'failed', /answered 204 although the call is invalid/],
    // DRF's field lists: the form shows them (platform/shared/error-body.ts; review R1)
    [400, { email: ['Enter a valid email address.'] }, 'ok', /refused as the check expects \(400/],
    [400, { code: 17 }, 'failed', /not the contract's \{ error, fields\?, code\? \}/],
  ])('an invalid newsletter answered %s: %s', async (status, body, outcome, note) => {
    const report = await check(backEnd({ ...GOOD, 'POST /settings/news-letter/': () => ({ status, body }) }), only, {
      allowWrites: true,
      user: undefined,
    })
    expect(row(report, 'newsletter')).toMatchObject({ outcome, status, check: 'refusal' })
    expect(row(report, 'newsletter').note).toMatch(note)
    expect(formatTable(report)).toMatch(/newsletter +POST \/settings\/news-letter\/ +\d+ +\d+ ms +refusal /)
  })

  // the shop asks /general/v3/order/ only when the v2 path is not offered (spec 7.3 names both)
  it.each([
    [404, 'ok', /HTTP 404: not offered, allowed \(the shop asks \/general\/v3\/order\/ only when the v2 path/],
    [501, 'ok', /HTTP 501: not offered, allowed/],
    [400, 'ok', /refused as the check expects \(400/],
    [201, 'failed', /answered 201 although the call is invalid/],
  ])('the v3 order path answered %s: %s', async (status, outcome, note) => {
    const orderOnly = ['globalSettings', 'footerSettings', 'createOrderV3']
    const report = await check(
      backEnd({ ...GOOD, 'POST /general/v3/order/': () => ({ status, body: { error: 'No' } }) }),
      orderOnly,
      { allowWrites: true, user: undefined },
    )
    expect(row(report, 'createOrderV3')).toMatchObject({ outcome, status })
    expect(row(report, 'createOrderV3').note).toMatch(note)
  })

  it.each([
    [
      'v2 missing, v3 refuses the invalid order: both pass (the shop sends it to v3)',
      404,
      400,
      'ok',
      'ok',
      /not offered; the shop asks \/general\/v3\/order\/ instead/,
    ],
    [
      'both missing: the v3 row fails (the shop has no order call)',
      404,
      404,
      'failed',
      'failed',
      /neither \/general\/v2\/order\/create-order\/ nor \/general\/v3\/order\/ is offered/,
    ],
    ['v2 refuses it: v3 missing is allowed', 400, 404, 'ok', 'ok', /refused as the check expects/],
  ])('the order paths together: %s', async (_name, v2, v3, v2Outcome, v3Outcome, note) => {
    const report = await check(
      backEnd({
        ...GOOD,
        'POST /general/v2/order/create-order/': () => ({ status: v2, body: { error: 'No' } }),
        'POST /general/v3/order/': () => ({ status: v3, body: { error: 'No' } }),
      }),
      ['globalSettings', 'footerSettings', 'createOrder', 'createOrderV3'],
      { allowWrites: true, user: undefined },
    )
    expect(row(report, 'createOrder').outcome).toBe(v2Outcome)
    expect(row(report, 'createOrderV3').outcome).toBe(v3Outcome)
    expect(`${row(report, 'createOrder').note} | ${row(report, 'createOrderV3').note}`).toMatch(note)
  })

  it("a signed-in refusal answered 401 with the session's token fails: the check never saw it validate", async () => {
    const report = await check(
      backEnd({
        ...GOOD,
        'PATCH /api/users/change-full-name/': () => ({ status: 401, body: { error: 'Unauthorized' } }),
      }),
      ['globalSettings', 'footerSettings', 'jwtCreate', 'changeFullName'],
      { allowWrites: true },
    )
    expect(row(report, 'changeFullName')).toMatchObject({ outcome: 'failed', status: 401 })
    expect(row(report, 'changeFullName').note).toMatch(/token was refused/)
  })

  it('a delete sent without a token must be refused (401), not done', async () => {
    const sent: string[] = []
    const report = await check(
      backEnd({ ...GOOD, 'DELETE /api/phone/999999999/': () => ({ status: 204 }) }, sent),
      ['globalSettings', 'footerSettings', 'jwtCreate', 'deletePhone'],
      { allowWrites: true },
    )
    expect(sent).toContain('DELETE /api/phone/999999999/')
    expect(row(report, 'deletePhone')).toMatchObject({ outcome: 'failed', status: 204 })
  })
})
