import { beforeEach, describe, expect, it, vi } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { type Answer, answerTable } from '#platform/backend/answer-table.fixture.ts'

/**
 * The cabinet's saves against a back end that answers in the spec's shapes (review r31, mode A2):
 * accounts spec 7 shows no answer for these writes ("not shown", "none") and decision 0037 says the
 * shop takes any 2xx. Each call runs through the real client and the contract's schemas
 * (callEndpoint) against a table of answers, so a schema that wants more than "any 2xx" fails here.
 */
vi.mock('cloudflare:workers', () => ({ env: { ADMIN_API_URL: 'http://admin.test/api' } }))
vi.mock('#platform/deleted-account.ts', () => ({
  deleteCartOfDeletedAccount: async () => {},
  purgeAdvertsOfDeletedAccount: async () => {},
}))
const signIn = vi.hoisted(() => ({ headers: vi.fn(() => ({ 'X-Browser-Key': 'k'.repeat(43) })) }))
// A right code makes this browser known to the number (decision 0121): the verification carries its key.
vi.mock('#platform/browser-keys.server.ts', () => ({ signInHeaders: signIn.headers }))
vi.mock(
  '#platform/request.server.ts',
  async () => (await import('#platform/backend/answer-table.fixture.ts')).answerTable.request,
)

const { answers, sent } = answerTable

const S = await import('./cabinet.server')

const none: Answer = { status: 204 }
/** The signed-in shopper's own user group: the ids the cabinet's writes put in their paths. */
const ownGroup: Answer = {
  status: 200,
  body: { id: 1, user: { id: 1, email: 'demo@example.com', profile_image: null }, group_user_type: { id: 1 } },
}
const phones = [{ id: 11, phone_number: '+37369100000', is_primary: true, is_verified: true }]

beforeEach(() => {
  answerTable.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe("the cabinet's saves take any 2xx answer (accounts spec 7, decision 0037)", () => {
  it.each([
    [
      'the name: 204',
      { 'PATCH /api/users/change-full-name/': none },
      () => S.savePersonal('ro', 'Ion Test', undefined),
    ],
    [
      'the name and the birthday: both 204, the birthday still sent',
      { 'GET /users/user-group/': ownGroup, 'PATCH /api/users/change-full-name/': none, 'PATCH /users/user/1/': none },
      () => S.savePersonal('ro', 'Ion Test', '1981-02-03'),
    ],
    [
      'the name {} and the birthday a short { detail }',
      {
        'GET /users/user-group/': ownGroup,
        'PATCH /api/users/change-full-name/': { status: 200, body: {} },
        'PATCH /users/user/1/': { status: 200, body: { detail: 'ok' } },
      },
      () => S.savePersonal('ro', 'Ion Test', null),
    ],
    [
      'a code to a phone: 204',
      { 'POST /api/phone/send-code/': none },
      () => S.sendContactCode('ro', 'phone', '+37369111222'),
    ],
    [
      'a code to an e-mail: { detail: "Code sent" }',
      { 'POST /api/email/send-code/': { status: 200, body: { detail: 'Code sent' } } },
      () => S.sendContactCode('ro', 'email', 'ion2@example.com'),
    ],
    [
      'support: 204',
      { 'POST /api/support/': none },
      () => S.support('ro', { name: 'Ion', email_address: 'demo@example.com', body: 'Salut' }),
    ],
    [
      'support: { id } 201',
      { 'POST /api/support/': { status: 201, body: { id: 1 } } },
      () => S.support('ro', { name: 'Ion', email_address: 'demo@example.com', body: 'Salut' }),
    ],
    [
      'a company: {}',
      { 'GET /users/user-group/': ownGroup, 'PATCH /users/user-group/1/create-company/': { status: 200, body: {} } },
      () => S.saveCompanies('ro', [{ name: 'SRL Test', idno: '1003600012345', address: 'str. Test 1' }], false),
    ],
    [
      'several companies: 204',
      { 'GET /users/user-group/': ownGroup, 'PATCH /users/user-group/1/create-company-multi/': none },
      () => S.saveCompanies('ro', [{ name: 'SRL Test', idno: '1003600012345', address: 'str. Test 1' }], true),
    ],
    [
      'the photo removed: 200 {}',
      { 'DELETE /api/users/delete-profile-image/': { status: 200, body: {} } },
      () => S.deleteProfileImage('ro'),
    ],
    [
      'the deletion link asked: 200 { detail }',
      { 'POST /users/user/request-delete-account/': { status: 200, body: { detail: 'sent' } } },
      () => S.requestDeleteAccount('ro'),
    ],
  ] as const)('%s', async (_name, table, save) => {
    for (const [key, answer] of Object.entries(table)) answers.set(key, answer)
    expect(await save()).toEqual({ ok: true, data: null })
    expect(sent).toEqual(Object.keys(table))
  })

  it('a phone added with its code (the stored row 201): the list is read again', async () => {
    answers.set('POST /api/phone/', { status: 201, body: { id: 100, phone_number: '+37369111222', is_primary: false } })
    answers.set('GET /api/phone/', {
      status: 200,
      body: [...phones, { id: 100, phone_number: '+37369111222', is_primary: false, is_verified: true }],
    })
    const r = await S.verifyContact('ro', 'phone', '+37369111222', '123456', 'no')
    expect(r).toEqual({
      ok: true,
      data: [
        { id: 11, value: '+37369100000', isPrimary: true, isVerified: true },
        { id: 100, value: '+37369111222', isPrimary: false, isVerified: true },
      ],
    })
    expect(sent).toEqual(['POST /api/phone/', 'GET /api/phone/'])
    expect(signIn.headers).toHaveBeenCalled()
  })

  it('an e-mail deleted (204) whose list cannot be read: saved, no list (the page updates its own)', async () => {
    answers.set('DELETE /api/email/21/', none)
    expect(await S.deleteContact('ro', 'email', 21)).toEqual({ ok: true, data: null })
  })

  it('the photo: its address from the answer, else read again from the profile', async () => {
    answers.set('PATCH /api/users/change-profile-image/', { status: 200, body: { profile_image: '/img/a.webp' } })
    // A path on the back end comes back as a URL on its origin (platform/backend/image-paths.ts, fa038083).
    expect(await S.uploadProfileImage('ro', new FormData())).toEqual({
      ok: true,
      data: { profile_image: 'https://admin.test/img/a.webp' },
    })
    answers.set('PATCH /api/users/change-profile-image/', none)
    answers.set('GET /users/user-group/', {
      status: 200,
      body: {
        id: 1,
        user: { id: 1, email: 'demo@example.com', profile_image: '/img/b.webp' },
        group_user_type: { id: 1 },
      },
    })
    sent.length = 0
    expect(await S.uploadProfileImage('ro', new FormData())).toEqual({
      ok: true,
      data: { profile_image: 'https://admin.test/img/b.webp' },
    })
    expect(sent).toEqual(['PATCH /api/users/change-profile-image/', 'GET /users/user-group/'])
  })

  it('the photo saved but the profile cannot be read again: saved all the same, no address', async () => {
    answers.set('PATCH /api/users/change-profile-image/', none)
    answers.set('GET /users/user-group/', { status: 503, body: { detail: 'down' } })
    expect(await S.uploadProfileImage('ro', new FormData())).toEqual({ ok: true, data: { profile_image: null } })
  })
})

describe('what a shopper sees of a failed call: the back end 4xx words, else the localised notice', () => {
  it.each([
    ['a 400 with field errors', { status: 400, body: { full_name: ['Too long'] } }, { full_name: 'Too long' }, []],
    ['a 400 with a detail', { status: 400, body: { detail: 'Cod greșit' } }, {}, ['Cod greșit']],
    ['a 400 that says nothing', { status: 400, body: {} }, {}, ['Nu s-a reușit. Încercați din nou.']],
    [
      'a 500 with a detail',
      { status: 500, body: { detail: 'Traceback (most recent call last)' } },
      {},
      ['Nu s-a reușit. Încercați din nou.'],
    ],
    ['a 502 HTML page', { status: 502, body: '<html>Bad gateway</html>' }, {}, ['Nu s-a reușit. Încercați din nou.']],
  ] as const)('%s', async (_name, answer, fields, errors) => {
    answers.set('PATCH /api/users/change-full-name/', answer)
    expect(await S.savePersonal('ro', 'Ion', undefined)).toMatchObject({ ok: false, fields, errors })
  })

  // Session 62's operator audit: an act's document was never linked.
  it("an act's document links on the back end's origin when sent as a path; another scheme is none", async () => {
    const act = (file: string | null) => ({ id: 1, date: '2026-10-12', total: 5, file })
    answers.set('GET /base/act-view/', {
      status: 200,
      body: [{}, [act('/media/acts/1.pdf'), act('https://cdn.example/a.pdf'), act('javascript:alert(1)'), act(null)]],
    })
    const r = await S.acts('ro', {} as never)
    expect(r.ok && r.data.items.map((a) => a.file)).toEqual([
      'http://admin.test/media/acts/1.pdf',
      'https://cdn.example/a.pdf',
      null,
      null,
    ])
  })

  it('an unreadable read: no internal path or validation text, the localised notice', async () => {
    answers.set('GET /base/act-view/', { status: 200 })
    const r = await S.acts('ro', {} as never)
    expect(r).toMatchObject({ ok: false, fields: {}, errors: ['Nu s-a reușit. Încercați din nou.'] })
    expect(JSON.stringify(r)).not.toMatch(/act-view|Invalid input/)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('GET /base/act-view/'))
  })
})

describe("an order's lines without their product cards (a back end that keeps the body's { id, count })", () => {
  const detail = {
    id: '5001',
    number: 'R1-5001',
    status: 'new',
    created_at: '2026-12-05T09:55:20.200Z',
    total: '0.00',
    products: [
      { id: 7026, count: 1 },
      { id: 7023, count: 2 },
    ],
  }
  it('get them from products-by-ids: each line named and linked by its card, its count kept', async () => {
    answers.set('GET /general/v2/order/5001/', { status: 200, body: detail })
    answers.set('GET /general/products-by-ids', { status: 200, body: [testProduct(7023), testProduct(7026)] })
    const r = await S.order('ro', '5001')
    expect(sent).toEqual(['GET /general/v2/order/5001/', 'GET /general/products-by-ids'])
    expect(r.ok && r.data.items.map((l) => [l.product_id, l.count, l.price, l.product?.title])).toEqual([
      [7026, 1, null, 'P7026'],
      [7023, 2, null, 'P7023'],
    ])
  })
  it('a failed look-up, or a product no longer listed, leaves the line as it came; lines with cards ask nothing', async () => {
    answers.set('GET /general/v2/order/5001/', { status: 200, body: detail })
    answers.set('GET /general/products-by-ids', { status: 200, body: [testProduct(7023)] })
    const r = await S.order('ro', '5001')
    expect(r.ok && r.data.items.map((l) => l.product?.title ?? null)).toEqual([null, 'P7023'])
    answers.set('GET /general/products-by-ids', { status: 500 })
    const failed = await S.order('ro', '5001')
    expect(failed.ok && failed.data.items.map((l) => l.product)).toEqual([null, null])
    sent.length = 0
    const withCards = {
      ...detail,
      products: undefined,
      items: [{ product_id: 7023, count: 1, price: 10, product: testProduct(7023) }],
    }
    answers.set('GET /general/v2/order/5001/', { status: 200, body: withCards })
    expect((await S.order('ro', '5001')).ok).toBe(true)
    expect(sent).toEqual(['GET /general/v2/order/5001/'])
  })
  // session 63: an order's id is text as the back end names it; it goes into the path as it is, encoded
  it.each([
    ['ORD-5005', 'GET /general/v2/order/ORD-5005/'],
    ['shop:17', 'GET /general/v2/order/shop%3A17/'],
  ])('an order by its text id %s, and its payment check', async (id, call) => {
    answers.set(call, { status: 200, body: { ...detail, id, products: [] } })
    const r = await S.order('ro', id)
    expect(r.ok && [r.data.id, r.data.number]).toEqual([id, 'R1-5001'])
    expect(sent).toEqual([call])
    const check = `GET /general/v2/order/${encodeURIComponent(id)}/check-payment-status/`
    answers.set(check, { status: 200, body: { orderId: id, status: 'paid' } })
    const paid = await S.paymentStatus('ro', id)
    expect(paid.ok && paid.data).toEqual({ orderId: id, status: 'paid', paid: true })
  })
})

// Accounts spec 4 "Account deletion": confirming calls the delete-confirm endpoint without an auth
// header (the e-mailed link is the credential); asking for the link is the signed-in account's.
describe('account deletion', () => {
  it('the confirmation goes without the shopper token; the request for the link with it', async () => {
    answers.set('POST /users/user/confirm-delete-account/', none)
    answers.set('POST /users/user/request-delete-account/', none)
    expect((await S.confirmDeleteAccount('ro', 'MQ', 'token-1')).ok).toBe(true)
    await S.requestDeleteAccount('ro')
    expect(sent).toEqual([
      'POST /users/user/confirm-delete-account/',
      expect.stringMatching(/^POST \/users\/user\/request/),
    ])
    expect(answerTable.authorized).toEqual([sent[1]])
  })
})

// Session 74's walk: saveCompaniesFn called with an edited company's id and multi false went to
// create-company, which overwrote the caller's first company (renamed, back to pending).
describe('a company save goes to create-company only as the first company of an account without one', () => {
  const entry = { name: 'SRL Test', idno: '1003600012345', address: 'str. Test 1' }
  const company = { id: 1, name: 'Demo Business SRL', idno: '1003600012345' }
  it.each([
    ['one new company, no company yet: create-company', [entry], {}, 'create-company'],
    ['an edited company (an id) asked as single: multi', [{ id: '3', ...entry }], {}, 'create-company-multi'],
    ['one new company beside one held: multi', [entry], { company, companies: [company] }, 'create-company-multi'],
    ['two new companies: multi', [entry, { ...entry, idno: '1003600012346' }], {}, 'create-company-multi'],
  ] as const)('%s', async (_name, list, held, path) => {
    answers.set('GET /users/user-group/', { ...ownGroup, body: { ...(ownGroup.body as object), ...held } })
    answers.set(`PATCH /users/user-group/1/${path}/`, { status: 200, body: {} })
    expect(await S.saveCompanies('ro', [...list], false)).toEqual({ ok: true, data: null })
    expect(sent).toEqual(['GET /users/user-group/', `PATCH /users/user-group/1/${path}/`])
  })
})
