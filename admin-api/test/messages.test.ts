import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { findMessage, localize, localizeBody, MESSAGES } from '../src/lib/messages'
import { api, LOCALES, login } from './helpers'

/**
 * The back end answers its messages in the shop's four languages (issue 28): the table is complete,
 * every message string of the source has an entry, and real answers (a wrong password, a refused
 * promo code, zod's field messages) come in the language the storefront asks for.
 */

const PLACEHOLDERS = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the message table', () => {
  it('has every message in ro, ru, uk and en, non-empty, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      expect(Object.keys(texts).sort(), key).toEqual([...LOCALES].sort())
      for (const loc of LOCALES) {
        const text = (texts as Record<string, string>)[loc]!
        expect(text.trim(), `${key}.${loc}`).not.toBe('')
        expect(PLACEHOLDERS(text), `${key}.${loc} placeholders`).toEqual(PLACEHOLDERS(texts.en))
      }
      // ru and uk are written in Cyrillic (a copied English text would pass the checks above).
      if (/[a-z]{4}/i.test(texts.en.replace(/\{\w+\}/g, ''))) {
        expect(texts.ru, `${key}.ru`).toMatch(/[а-яё]/i)
        expect(texts.uk, `${key}.uk`).toMatch(/[а-яієїґ]/i)
      }
    }
  })

  it.each([
    ['ru', 'Invalid promo code', 'Неверный промокод'],
    ['uk', 'Only 3 left', 'Залишилося лише 3'],
    ['ro', 'Promo code needs an order of at least 500', 'Codul promoțional cere o comandă de cel puțin 500'],
    ['ru', "Image 17 is not one of this advert's", 'Фото 17 не из этого объявления'],
    ['ru', 'At most 5 per account', 'Не больше 5 на учётную запись'],
    ['ru', 'At most 5', 'Не больше 5'],
    ['en', 'Invalid promo code', 'Invalid promo code'],
    // a text the table lacks stays as it is
    ['ru', 'server misconfigured: JWT_SECRET', 'server misconfigured: JWT_SECRET'],
  ] as const)('%s: %s -> %s', (loc, en, expected) => {
    expect(localize(loc, en)).toBe(expected)
  })

  it('translates the error, the field messages and the cart error list of a body, nothing else', () => {
    const body = {
      error: 'Cart is invalid',
      code: 'invalid_code',
      fields: { code: ['Invalid promo code'] },
      errors: [{ product_id: 7, code: 'out_of_stock', message: 'Out of stock' }],
    }
    expect(localizeBody('uk', body)).toEqual({
      error: 'У кошику є помилки',
      code: 'invalid_code',
      fields: { code: ['Неправильний промокод'] },
      errors: [{ product_id: 7, code: 'out_of_stock', message: 'Немає в наявності' }],
    })
  })

  it('has an entry for every message string written in admin-api/src', () => {
    const sources = import.meta.glob('../src/**/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<
      string,
      string
    >
    const LIT = String.raw`('(?:[^'\\]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60)`
    const patterns = [
      new RegExp(String.raw`new ApiError\(\s*\d+,\s*${LIT}`, 'g'),
      new RegExp(String.raw`\b(?:badRequest|notFound|imageError|bad)\(\s*${LIT}`, 'g'),
      new RegExp(String.raw`fieldError\([^,]+,\s*${LIT}`, 'g'),
      new RegExp(String.raw`\b(?:error|message):\s*${LIT}`, 'g'),
      new RegExp(String.raw`(?:TOO_MANY_\w+)\s*=\s*${LIT}`, 'g'),
      new RegExp(String.raw`\[\s*${LIT}\s*\]`, 'g'),
    ]
    const missing: string[] = []
    let checked = 0
    const check = (file: string, at: number, literal: string) => {
      if (!/[a-z]{2}/i.test(literal) || /^[\w.]*\$\{[^}]+\}[\w.]*$/.test(literal)) return // field keys such as `attributes.${id}`
      // Values the code puts in: a sample of each (a template in the table matches any).
      const sample = literal.replace(/\$\{[^}]*\}/g, (expr) =>
        /kind === 'phone'/.test(expr)
          ? 'phone number'
          : /what/.test(expr)
            ? 'body'
            : /provider|kind|type|FIELD|name|unit|allowed|HEADER/i.test(expr)
              ? 'x'
              : '7',
      )
      checked++
      if (!findMessage(sample)) missing.push(`${file.replace('../src/', '')}:${at}: ${literal}`)
    }
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith('/lib/messages.ts') || file.endsWith('/routes/dev.ts')) continue // the table itself; development-only routes
      const lineOf = (index: number) => text.slice(0, index).split('\n').length
      // Messages, also across lines (a long `new ApiError(\n 400,\n '...'`).
      for (const re of patterns.slice(0, -1))
        for (const m of text.matchAll(re)) check(file, lineOf(m.index ?? 0), m[1]!.slice(1, -1))
      // Field message lists (`{ code: ['...'] }`) on the lines that build an error.
      for (const [n, line] of text.split('\n').entries()) {
        if (!/ApiError|badRequest|problems|fields|imageError/.test(line)) continue
        for (const m of line.matchAll(patterns[patterns.length - 1]!)) check(file, n + 1, m[1]!.slice(1, -1))
      }
    }
    expect(checked).toBeGreaterThan(150)
    expect(missing).toEqual([])
  })

  it('has an entry for every message text the contract (app/api/contract) can send', () => {
    // The back end answers the contract's own texts too: zod's custom messages (`message:`, the text
    // of `.regex(re, text)` and `.refine(fn, text)`) and the field message lists of shared rules
    // such as publishProblems (issue 51 point 1).
    const sources = import.meta.glob(['../../app/api/contract/*.ts', '!../../app/api/contract/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>
    const LIT = String.raw`'((?:[^'\\]|\\.)*)'`
    const patterns = [
      new RegExp(String.raw`\bmessage:\s*${LIT}`, 'g'),
      // the call's own arguments only: no closing parenthesis but a nested pair's (it spanned into the next call)
      new RegExp(String.raw`\.(?:regex|refine)\((?:[^'()]|\([^'()]*\))*?,\s*${LIT}\s*\)`, 'g'),
      new RegExp(String.raw`\[\s*${LIT}\s*\]`, 'g'),
    ]
    const missing: string[] = []
    let checked = 0
    for (const [file, text] of Object.entries(sources))
      for (const [i, re] of patterns.entries())
        for (const m of text.matchAll(re)) {
          const literal = m[1]!
          // A list's keys and field names (`['re_password']`) are not texts; a message or a regex's text always is.
          const fieldList = i === patterns.length - 1
          if (!/[a-z]{2}/i.test(literal) || (fieldList && /^[\w.]+$/.test(literal))) continue
          checked++
          if (!findMessage(literal))
            missing.push(`${file.replace('../../', '')}:${text.slice(0, m.index).split('\n').length}: ${literal}`)
        }
    expect(checked).toBeGreaterThan(30)
    expect(missing).toEqual([])
  })
})

describe('the message table holds only what the code writes', () => {
  // No exceptions: a text the code builds from a value (`Unknown ${kind}`) is not found here, so the
  // code writes each one out (session 50 listed ten such entries as written by nothing).
  it('every entry is written by admin-api/src or the contract: by its English text or as MESSAGES.<key>', () => {
    const sources = import.meta.glob(
      ['../src/**/*.ts', '../../app/api/contract/*.ts', '!../src/lib/messages.ts', '!../../app/api/contract/*.test.ts'],
      { query: '?raw', import: 'default', eager: true },
    ) as Record<string, string>
    const code = Object.values(sources).join('\n')
    const written = (key: string, en: string) =>
      new RegExp(String.raw`\bMESSAGES\.${key}\b`).test(code) ||
      en
        .split(/\{\w+\}/)
        .map((part) => part.trim())
        .filter((part) => part.length >= 3)
        .every((part) => code.includes(part))
    const unwritten = Object.entries(MESSAGES)
      .filter(([key, texts]) => !written(key, texts.en))
      .map(([key]) => key)
    expect(unwritten).toEqual([])
  })
})

describe('answers in the storefront language', () => {
  it('a wrong password answers in each language (401 kept)', async () => {
    const expected = {
      ro: MESSAGES.badCredentials.ro,
      ru: MESSAGES.badCredentials.ru,
      uk: MESSAGES.badCredentials.uk,
      en: MESSAGES.badCredentials.en,
    }
    for (const lang of LOCALES) {
      const r = await api('/auth/jwt/create/', {
        method: 'POST',
        lang,
        body: JSON.stringify({ email: `nobody-${lang}@example.com`, password: 'wrong-password-1' }),
      })
      expect(r.status).toBe(401)
      expect(r.headers.get('Content-Language')).toBe(lang)
      expect(((await r.json()) as { error: string }).error).toBe(expected[lang])
    }
  })

  it('a refused promo code answers in Russian and Ukrainian, field message included', async () => {
    const product = (await env.DB.prepare(
      'SELECT id FROM products WHERE active = 1 AND available = 1 AND stock > 5 LIMIT 1',
    ).first<{ id: number }>())!
    for (const [lang, text] of [
      ['ru', 'Неверный промокод'],
      ['uk', 'Неправильний промокод'],
      ['ro', 'Cod promoțional invalid'],
    ] as const) {
      const r = await api('/general/order/preview-promo/', {
        method: 'POST',
        lang,
        body: JSON.stringify({ promo_code: 'NO-SUCH-CODE', products: [{ id: product.id, count: 1 }] }),
      })
      expect(r.status).toBe(400)
      expect(await r.json()).toMatchObject({ error: text, fields: { code: [text] } })
    }
    const expired = await api('/general/order/preview-promo/', {
      method: 'POST',
      lang: 'ru',
      body: JSON.stringify({ promo_code: 'EXPIRED5', products: [{ id: product.id, count: 1 }] }),
    })
    expect(await expired.json()).toMatchObject({ error: 'Срок действия промокода истёк' })

    // a caller that names no language gets the text as written, and the answer says it is English
    const unnamed = await api('/general/order/preview-promo/', {
      method: 'POST',
      body: JSON.stringify({ promo_code: 'NO-SUCH-CODE', products: [{ id: product.id, count: 1 }] }),
    })
    expect(await unnamed.json()).toMatchObject({ error: 'Invalid promo code' })
    expect(unnamed.headers.get('Content-Language')).toBe('en')
    // zod's own field messages too (they were the site's default language, ro)
    const badBody = await api('/general/order/preview-promo/', { method: 'POST', body: JSON.stringify({}) })
    const refused = (await badBody.json()) as { error: string; fields: Record<string, string[]> }
    expect(refused.error).toBe('Invalid body')
    expect(refused.fields.products?.[0]).toMatch(/^Invalid input/)
    expect(badBody.headers.get('Content-Language')).toBe('en')
  })

  it("zod's own field messages and not-found answers follow the language too", async () => {
    const r = await api('/auth/users/', {
      method: 'POST',
      lang: 'ru',
      body: JSON.stringify({ email: 'not-an-email', password: 'x', re_password: 'x', first_name: 'A' }),
    })
    expect(r.status).toBe(400)
    const body = (await r.json()) as { error: string; fields: Record<string, string[]> }
    expect(body.error).toBe('Неверные данные')
    expect(Object.values(body.fields).flat().join(' ')).toMatch(/[а-яё]/i)
    const missing = await api('/general/no-such-route', { lang: 'uk' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Не знайдено' })
    const noSite = await api('/general/menu_tree', { lang: 'ru', site: null })
    expect(noSite.status).toBe(403)
    expect(await noSite.json()).toEqual({ error: 'Нет заголовка Site-Token' })
  })
})

/**
 * The answers whose texts were built from a value (`Unknown ${kind}`, `Invalid or expired ${what} link`):
 * each is a real answer, with its status, in the shopper's language.
 */
describe('the answers once built from a value', () => {
  const ru = { lang: 'ru', headers: { 'CF-Connecting-IP': '198.18.77.1' } }
  const post = (path: string, body: unknown, init: Record<string, unknown> = {}) =>
    api(path, { method: 'POST', body: JSON.stringify(body), ...ru, ...init })
  const answer = async (r: Response) => ({ status: r.status, body: await r.json() })
  const NO_UID = 'bm90LWFuLWlk' // base64 of "not-an-id"

  it('a path parameter that names nothing: 400 invalidParams', async () => {
    expect(await answer(await api('/base/vacancies/abc', ru))).toMatchObject({
      status: 400,
      body: { error: MESSAGES.invalidParams.ru, fields: { 'params.id': [expect.any(String)] } },
    })
  })

  it('a bad activation or password reset link: 400 invalid_link with its own text at the token', async () => {
    const token = 'A'.repeat(43)
    expect(await answer(await post('/auth/users/activation/', { uid: NO_UID, token }))).toEqual({
      status: 400,
      body: {
        error: MESSAGES.invalidActivationLink.ru,
        fields: { token: [MESSAGES.invalidActivationLink.ru] },
        code: 'invalid_link',
      },
    })
    const reset = { uid: NO_UID, token, new_password: 'reset-link-1', re_new_password: 'reset-link-1' }
    expect(await answer(await post('/auth/users/reset_password_confirm/', reset))).toEqual({
      status: 400,
      body: {
        error: MESSAGES.invalidResetLink.ru,
        fields: { token: [MESSAGES.invalidResetLink.ru] },
        code: 'invalid_link',
      },
    })
  })

  it('the cabinet: an unknown phone is a 404, the primary phone and e-mail cannot be deleted', async () => {
    const { access } = await login()
    const del = (path: string) => api(path, { method: 'DELETE', token: access, ...ru })
    expect(await answer(await del('/api/phone/999999999/'))).toEqual({
      status: 404,
      body: { error: MESSAGES.unknownPhone.ru },
    })
    const primary = async (table: string) =>
      (await env.DB.prepare(`SELECT id FROM ${table} WHERE user_id = 1 AND is_primary = 1`).first<{ id: number }>())!.id
    expect(await answer(await del(`/api/phone/${await primary('user_phones')}/`))).toEqual({
      status: 400,
      body: { error: MESSAGES.primaryPhone.ru, fields: { phone: [MESSAGES.primaryPhone.ru] } },
    })
    expect(await answer(await del(`/api/email/${await primary('user_emails')}/`))).toEqual({
      status: 400,
      body: { error: MESSAGES.primaryEmail.ru, fields: { email: [MESSAGES.primaryEmail.ru] } },
    })
  })

  it.each([
    ['warehouse', MESSAGES.unknownWarehouse.ru, MESSAGES.unknownWarehouseField.ru],
    ['postmachine', MESSAGES.unknownPostmachine.ru, MESSAGES.unknownPostmachineField.ru],
  ] as const)('an unknown %s in its city: the price call 404, the order 400 at its ref', async (type, text, field) => {
    const city = (await env.DB.prepare('SELECT ref FROM np_cities ORDER BY ref LIMIT 1').first<{ ref: string }>())!.ref
    const carrier = { type, city_ref_id: city, [`${type}_ref_id`]: 'no-such-point' }
    expect(await answer(await post('/general/v2/novapost/delivery-price/', carrier))).toEqual({
      status: 404,
      body: { error: text },
    })
    const product = (await env.DB.prepare(
      'SELECT id FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock >= 50 ORDER BY id LIMIT 1',
    ).first<{ id: number }>())!.id
    const order = {
      products: [{ id: product, count: 1 }],
      customer: { name: 'Ana Carrier', phone: '+37369111223' },
      delivery: { method: 'address', region_id: 3, address: 'Nova Post' },
      payment_system_id: 1,
      carrier,
    }
    expect(await answer(await post('/general/v2/order/create-order/', order))).toEqual({
      status: 400,
      body: { error: MESSAGES.invalidBody.ru, fields: { [`carrier.${type}_ref_id`]: [field] } },
    })
  })
})
