import { describe, expect, it } from 'vitest'
import { ACCOUNTS } from '#contract/accounts.ts'
import { buildUrl } from '#platform/backend/client.ts'
import { shownFailure } from './failure-text'
import {
  actStatusMessage,
  actsApiQuery,
  actsPage,
  avatarInitial,
  avatarProblem,
  birthdayChange,
  companiesApiQuery,
  contactListsFailed,
  dateRange,
  entryFieldErrors,
  fitWithin,
  isFiltered,
  nextCompaniesSearch,
  nextOrdersSearch,
  orderStatusMessage,
  ordersApiQuery,
  readActsSearch,
  readCompaniesSearch,
  readOrdersSearch,
} from './rules'

describe('orders URL state (spec 2: page 1 removes page; invalid parts dropped)', () => {
  it.each([
    ['empty', {}, {}],
    ['page 1 is removed', { page: '1' }, {}],
    ['page 2 kept', { page: '2' }, { page: 2 }],
    ['page 0 / junk dropped', { page: 'x' }, {}],
    ['search trimmed, kept as text', { search: '  1001 ' }, { search: '1001' }],
    ['a number search stays text', { search: 1001 }, { search: '1001' }],
    ['unknown status dropped', { status: 'lost' }, {}],
    ['known status', { status: 'shipped' }, { status: 'shipped' }],
    ['impossible date dropped', { start_date: '2024-02-30' }, {}],
    ['one date is kept in the URL', { start_date: '2024-01-01' }, { start_date: '2024-01-01' }],
    // the back end refuses an end before the start (400): the list was blank (session 74's walk)
    [
      'a range that ends before it starts: the right way round',
      { start_date: '2026-10-01', end_date: '2026-09-01' },
      { start_date: '2026-09-01', end_date: '2026-10-01' },
    ],
    ['company id', { company_id: '2' }, { company_id: '2' }],
    ['repeated param: the first', { status: ['new', 'shipped'] }, { status: 'new' }],
  ] as const)('%s', (_name, raw, expected) => {
    expect(readOrdersSearch(raw as Record<string, unknown>)).toEqual(expected)
  })

  it('a filter change goes back to page 1 (no page); a page change keeps the filters', () => {
    expect(nextOrdersSearch({ page: 3, status: 'new' }, { search: 'lamp' })).toEqual({ status: 'new', search: 'lamp' })
    expect(nextOrdersSearch({ page: 3, status: 'new' }, { page: 1 })).toEqual({ status: 'new' })
    expect(nextOrdersSearch({ status: 'new' }, { page: 4 })).toEqual({ status: 'new', page: 4 })
    expect(nextOrdersSearch({ status: 'new', search: 'x' }, { status: undefined, search: '' })).toEqual({})
  })
})

describe('companies URL state and query (spec 3 "Company": page, search, status, start_date, end_date)', () => {
  it.each([
    ['empty', {}, {}],
    ['page 1 is removed', { page: '1' }, {}],
    ['page 2 kept', { page: '2' }, { page: 2 }],
    ['search trimmed', { search: ' Alfa ' }, { search: 'Alfa' }],
    ['a company status', { status: 'pending' }, { status: 'pending' }],
    ['an order status is not a company status', { status: 'shipped' }, {}],
    ['no company filter on the companies', { company_id: '2' }, {}],
    [
      'dates kept, impossible ones dropped',
      { start_date: '2024-01-01', end_date: '2024-13-01' },
      { start_date: '2024-01-01' },
    ],
  ] as const)('%s', (_name, raw, expected) => {
    expect(readCompaniesSearch(raw as Record<string, unknown>)).toEqual(expected)
  })

  it('a filter change goes back to page 1; a page change keeps the filters; page 1 removes page', () => {
    expect(nextCompaniesSearch({ page: 2, status: 'active' }, { search: 'beta' })).toEqual({
      status: 'active',
      search: 'beta',
    })
    expect(nextCompaniesSearch({ page: 2, search: 'x' }, { page: 1 })).toEqual({ search: 'x' })
    expect(nextCompaniesSearch({ search: 'x' }, { page: 2 })).toEqual({ search: 'x', page: 2 })
    expect(nextCompaniesSearch({ status: 'active' }, { status: '' })).toEqual({})
  })

  it.each([
    [{}, { page: 1 }],
    [
      { page: 2, search: 'a', status: 'rejected' },
      { page: 2, search: 'a', status: 'rejected' },
    ],
    [{ start_date: '2024-01-01' }, { page: 1 }],
    [
      { start_date: '2024-01-01', end_date: '2024-01-31' },
      { page: 1, start_date: '2024-01-01', end_date: '2024-01-31' },
    ],
  ] as const)('%j asks %j', (search, expected) => {
    expect(companiesApiQuery(search)).toEqual(expected)
  })
})

describe('the date range is sent only with both dates (spec 2)', () => {
  it.each([
    [{}, {}],
    [{ start_date: '2024-01-01' }, {}],
    [{ end_date: '2024-01-31' }, {}],
    [
      { start_date: '2024-01-01', end_date: '2024-01-31' },
      { start_date: '2024-01-01', end_date: '2024-01-31' },
    ],
  ])('%j -> %j', (search, expected) => {
    expect(dateRange(search)).toEqual(expected)
    expect(ordersApiQuery(search)).toEqual({ page: 1, page_size: ACCOUNTS.ordersPageSize, ...expected })
    expect(actsApiQuery(search)).toEqual({ page: 1, ...expected })
  })

  it('orders query: page, search, status and company as given', () => {
    expect(ordersApiQuery({ page: 2, search: 'a', status: 'new', company_id: '5' })).toEqual({
      page: 2,
      page_size: ACCOUNTS.ordersPageSize,
      search: 'a',
      status: 'new',
      company_id: '5',
    })
  })

  it('the search text is URL-encoded on the way out', () => {
    const url = buildUrl('http://admin.test', '/general/v2/order/', ordersApiQuery({ search: 'a&b c/ü?' }))
    expect(url).toContain('search=a%26b+c%2F%C3%BC%3F')
    expect(new URL(url).searchParams.get('search')).toBe('a&b c/ü?')
  })

  it('acts ask page 1 always (the one page there is) and keep only their own filters', () => {
    expect(readActsSearch({ page: '3', status: 'new', search: 'x', company_id: '1' })).toEqual({
      page: 3,
      company_id: '1',
    })
    expect(actsApiQuery({ page: 3, company_id: '1' })).toEqual({ page: 1, company_id: '1' })
  })
})

describe("act statuses in the shopper's language (known ones translated, others as the back end wrote them)", () => {
  it.each([
    ['pending', 'cabinetActs.status.pending'],
    ['signed', 'cabinetActs.status.signed'],
    ['archived', null],
    ['', null],
    ['Pending', 'cabinetActs.status.pending'],
    [' SIGNED ', 'cabinetActs.status.signed'],
  ])('%j -> %j', (status, id) => {
    expect(actStatusMessage(status)).toBe(id)
  })

  it.each([
    ['delivered', 'cabinetOrders.status.delivered'],
    ['cancelled', 'cabinetOrders.status.cancelled'],
    // Other back ends' words (session 60's operator audits), in any case and spacing.
    ['pending', 'cabinetOrders.status.new'],
    ['Canceled', 'cabinetOrders.status.cancelled'],
    ['In progress', 'cabinetOrders.status.processing'],
    ['in-transit', 'cabinetOrders.status.shipped'],
    ['COMPLETED', 'cabinetOrders.status.delivered'],
    ['În lucru', null],
    ['2', null],
    ['constructor', null],
    ['__proto__', null],
  ])('order status %j -> %j', (status, id) => {
    expect(orderStatusMessage(status)).toBe(id)
  })
})

describe('isFiltered: an empty list says "none match" only when its query narrows it (shopper audit a4)', () => {
  it.each([
    [{}, false],
    [{ page: 2 }, false],
    [{ start_date: '2026-01-01' }, true],
    [{ page: 2, company_id: 'c5' }, true],
  ])('%j -> %s', (search, filtered) => expect(isFiltered(search)).toBe(filtered))
})

describe('acts answer (spec 3: the list is the second element; 9,999,999 on one page)', () => {
  const act = { id: 1, number: 'A-1', date: '2024-01-01', total: 10, status: 'signed', company_id: null }
  it.each([
    [
      'the spec shape',
      [{ totalCount: 9_999_999, pages: 1 }, [act, act]],
      { items: [act, act], totalCount: 2, pages: 1 },
    ],
    ['empty list', [{ totalCount: 9_999_999, pages: 1 }, []], { items: [], totalCount: 0, pages: 1 }],
    [
      'elements after the list are not read (as the contract reads it)',
      [{ totalCount: 9_999_999, pages: 1 }, [act], { next: null }],
      { items: [act], totalCount: 1, pages: 1 },
    ],
    ['a real count is not the acts answer', [{ totalCount: 2, pages: 1 }, [act]], null],
    ['more than one page is not', [{ totalCount: 9_999_999, pages: 2 }, [act]], null],
    ['the list first is not', [[act], { totalCount: 9_999_999, pages: 1 }], null],
    ['an object is not', { data: [act] }, null],
    ['null is not', null, null],
  ] as const)('%s', (_name, answer, expected) => {
    expect(actsPage(answer)).toEqual(expected)
  })
})

describe('the birthday the personal form sends (PATCH /users/user/{id}/)', () => {
  it.each([
    ['unchanged date: nothing', '1990-05-17', '1990-05-17', undefined],
    ['still empty: nothing', null, '', undefined],
    ['set', null, '1990-05-17', '1990-05-17'],
    ['changed', '1990-05-17', '1991-01-02', '1991-01-02'],
    ['cleared: null', '1990-05-17', '', null],
    ['an impossible day: nothing', null, '1990-02-30', undefined],
    ['not a date: nothing', null, '17.05.1990', undefined],
  ] as const)('%s', (_name, loaded, typed, expected) => {
    expect(birthdayChange(loaded, typed)).toBe(expected)
  })
})

describe('avatar checks before the upload (ACCOUNTS.profileImage)', () => {
  const max = ACCOUNTS.profileImage.maxBytes
  it.each([
    ['png', { type: 'image/png', size: 1000 }, null],
    ['jpeg at the limit', { type: 'image/jpeg', size: max }, null],
    ['webp', { type: 'image/webp', size: 10 }, null],
    ['one byte over', { type: 'image/png', size: max + 1 }, 'size'],
    ['empty', { type: 'image/png', size: 0 }, 'empty'],
    ['svg', { type: 'image/svg+xml', size: 100 }, 'type'],
    ['gif', { type: 'image/gif', size: 100 }, 'type'],
    ['no type', { type: '', size: 100 }, 'type'],
  ] as const)('%s', (_name, file, expected) => {
    expect(avatarProblem(file)).toBe(expected)
  })

  it.each([
    [[1024, 768], { width: 512, height: 384 }],
    [[300, 900], { width: 171, height: 512 }],
    [[200, 100], { width: 200, height: 100 }],
    [[5000, 1], { width: 512, height: 1 }],
    [[0, 10], { width: 1, height: 1 }],
  ])('fits %j in 512 px without enlarging', ([w, h], expected) => {
    expect(fitWithin(w!, h!)).toEqual(expected)
  })
})

describe('multi-company field errors by entry', () => {
  it("DRF's list-serialiser error marks the second company's IDNO with its message (session 61's operator audit)", () => {
    const body = { companies: [{}, { idno: ['Ensure this field has no more than 13 characters.'] }] }
    const shown = shownFailure({ kind: 'status', status: 400, body }, 'Nu s-a reușit')
    expect(shown.errors).toEqual([])
    expect(entryFieldErrors(shown.fields, 'companies')).toEqual({
      1: { idno: 'Ensure this field has no more than 13 characters.' },
    })
  })
  it('companies.1.idno goes to entry 1, other keys are left out', () => {
    expect(
      entryFieldErrors(
        { 'companies.1.idno': '13 digits', 'companies.0.name': 'required', name: 'x', 'companies.x.name': 'y' },
        'companies',
      ),
    ).toEqual({
      0: { name: 'required' },
      1: { idno: '13 digits' },
    })
  })
})

describe("an empty avatar's letter: one whole character (an emoji first failed hydration, React #418)", () => {
  it.each([
    [{ firstName: 'ana', full_name: 'Ana Pop', email: 'a@x.md' }, 'A'],
    [{ firstName: '', full_name: '  ion rusu', email: 'i@x.md' }, 'I'],
    [{ firstName: '', full_name: '', email: 'zed@x.md' }, 'Z'],
    [{ firstName: '😀 Ана', full_name: '', email: 'a@x.md' }, '😀'],
    [{ firstName: '𝒜lex', full_name: '', email: 'a@x.md' }, '𝒜'],
    [{ firstName: 'șerban', full_name: '', email: 's@x.md' }, 'Ș'],
    [{ firstName: null, full_name: null, email: null }, ''],
  ])('%j -> %j', (user, letter) => {
    expect(avatarInitial(user)).toBe(letter)
  })
})

describe('contactListsFailed: the profile notice, for a list that failed but not for one the back end lacks', () => {
  const ok = { ok: true }
  const failed = (status: number) => ({ ok: false, status })
  it.each<[string, { ok: boolean; status?: number }[], boolean]>([
    ['both loaded', [ok, ok], false],
    ['the phones answered 502', [failed(502), ok], true],
    ['no answer (status 0)', [ok, failed(0)], true],
    ['the e-mails refused 400', [ok, failed(400)], true],
    ['a back end without GET /api/phone/ (404)', [failed(404), ok], false],
    ['without both (405, 501)', [failed(405), failed(501)], false],
    ['one missing, one down', [failed(404), failed(503)], true],
  ])('%s -> %j', (_, lists, shown) => expect(contactListsFailed(...lists)).toBe(shown))
})
