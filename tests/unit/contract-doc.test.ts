import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contractDoc, fieldPaths, normalisePath, specInput, specRows } from '#scripts/contract-doc/generate.ts'

/**
 * docs/contract.md cannot drift (issue 49.1): it is regenerated here from the schemas, the samples of
 * admin-api/'s answers (docs/contract.sent.json, checked by admin-api/test/contract.test.ts) and the
 * spec's call tables (beside the repository; without them the doc's own Spec lines are kept).
 * Run `npm run contract-doc` after changing a schema.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const doc = readFileSync(join(ROOT, 'docs', 'contract.md'), 'utf8')
const sent = JSON.parse(readFileSync(join(ROOT, 'docs', 'contract.sent.json'), 'utf8')) as Record<string, string[]>
const specDir = process.env.SPEC_DIR ?? join(ROOT, '..', 'shared', 'spec')

describe('docs/contract.md', () => {
  it('is what npm run contract-doc writes from the current schemas', () => {
    const spec = specInput(specDir, doc)
    expect(
      contractDoc({ registry: z.globalRegistry, spec, sent }) === doc,
      'docs/contract.md is out of date: run npm run contract-doc',
    ).toBe(true)
  })

  it('names the alternatives the spec gives', () => {
    for (const text of [
      '`sp_key`',
      '`name`',
      'data, or data.products',
      '`promo_filters`',
      '`status_filter`',
      '`category_filters`',
      '`optionsValues`',
      '`custom_item`',
      'decimal string',
    ])
      expect(doc).toContain(text)
  })

  it.each([
    ['/general/v2/category/:slug/', '/general/v2/category/{}'],
    ['/settings/:kind{about_us_page|terms}', '/settings/{}'],
    ['/general/v2/product/{id or slug}/', '/general/v2/product/{}'],
  ])('normalisePath(%s) is %s', (path, expected) => {
    expect(normalisePath(path)).toBe(expected)
  })

  it('folds the field paths of an answer', () => {
    expect(
      fieldPaths({
        products: [
          { id: 1, brand: { name: 'x' } },
          { id: 2, extra: null },
        ],
        total: 3,
      }),
    ).toEqual([
      'products',
      'products[*].brand',
      'products[*].brand.name',
      'products[*].extra',
      'products[*].id',
      'total',
    ])
    expect(fieldPaths([{ id: 1 }])).toEqual(['[*].id'])
  })

  it('reads both call-table layouts of the spec', () => {
    const rows = specRows([
      '| GET | /general/v2/category/{slug}/ | response has data.products or products |',
      '| GET /auth/users/me/ | none | not shown |',
    ])
    expect(rows.get('GET /general/v2/category/{}')).toBe('response has data.products or products')
    expect(rows.get('GET /auth/users/me')).toBe('none; not shown')
  })

  // Session 61's accounts-spec audit: about 60 calls the spec lists read "not in the call tables".
  it('reads every path of a cell, and the calls a bullet names, with or without the leading slash', () => {
    const rows = specRows([
      '| GET | /base/articles/, /base/articles/{slug}, /base/articles/recommended/{id} | list takes slug |',
      '| GET | /base/advantage/{product_why_we, product_page} | returns advantages |',
      '- PATCH /api/phone/change-auth-number/, POST /api/phone/create-auth-number/ and POST /api/phone/. Each takes phone_number.',
      '- GET general/menu-calculator?locality_id={id}.',
      '- GET /general/v2/order/{id}/check-payment-status/.',
      '| GET/POST | /favorites/ | POST and DELETE with product_id |',
      '- GET, POST and DELETE /favorites/. POST and DELETE take product_id.',
      '- POST or PATCH /api/adverts/{slug}/ as multipart form data.',
    ])
    expect([...rows.keys()]).toEqual([
      'GET /base/articles',
      'GET /base/articles/{}',
      'GET /base/articles/recommended/{}',
      'GET /base/advantage/{}',
      'PATCH /api/phone/change-auth-number',
      'POST /api/phone/create-auth-number',
      'POST /api/phone',
      'GET /general/menu-calculator',
      'GET /general/v2/order/{}/check-payment-status',
      'GET /favorites',
      'POST /favorites',
      'DELETE /favorites',
      'POST /api/adverts/{}',
      'PATCH /api/adverts/{}',
    ])
    expect(rows.get('POST /api/phone')).toMatch(
      /^PATCH \/api\/phone\/change-auth-number\/, .* Each takes phone_number\.$/,
    )
  })
})
