import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { advertFormData } from '#contract/advert-rules.ts'
import { createAdvert, file, freshUser, PNG, sendForm, validForm } from './adverts-helpers'
import { api } from './helpers'
import { dbChecksum } from './seed-d1'

/**
 * Fuzz of the adverts calls beyond what fuzz.test.ts sends (it covers every registry endpoint with
 * JSON bodies and queries): broken multipart bodies and invalid form values for add and edit, and
 * malformed list filters. No 5xx, every write refused, the database and the image bucket unchanged.
 */

const SQLISH = ["1' OR '1'='1", "'; DROP TABLE adverts; --", 'UNION SELECT * FROM users', '%27%20OR%201=1']
const BAD_FIELDS: [string, string][] = [
  ['price', 'abc'],
  ['price', '-1'],
  ['price', '1e9'],
  ['price', '1000000000'],
  ['price', '12.3.4'],
  ['area', 'NaN'],
  ['lat', '91'],
  ['lon', '-181'],
  ['region', '0'],
  ['region', '99999'],
  ['location', '13'],
  ['sector', '77'],
  ['category', "1' OR '1'='1"],
  ['category', '999'],
  ['type', 'steal'],
  ['default_currency', 'BTC'],
  ['default_area_unit', 'acre'],
  ['is_draft', 'yes'],
  ['is_active', ''],
  ['is_negotiable_price', '1'],
  ['title_ro', 'x'.repeat(151)],
  ['description_en', 'y'.repeat(5001)],
  ['cadastral_number', '<script>'],
  ['attributes', '{'],
  ['attributes', '[{"attribute":1}]'],
  ['attributes', '[{"attribute":1,"value":99}]'],
  ['attributes', '[{"attribute":5,"value":2000}]'],
  ['attributes', JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ attribute: i + 1, value: 1 })))],
  ['contacts', '[{"phone":""}]'],
  ['contacts', 'null'],
  ['deleted_images', 'abc'],
  ['deleted_attributes', '-1'],
  ['unknown_field', 'x'],
  ...SQLISH.map((s) => ['address', `${s}${'z'.repeat(400)}`] as [string, string]),
]

const RAW_BODIES: [string, string][] = [
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="is_draft"\r\n\r\ntrue\r\n'],
  ['multipart/form-data; boundary=x', '--x--'],
  ['multipart/form-data; boundary=x', ''],
  ['multipart/form-data', 'is_draft=true'],
  ['multipart/form-data; boundary=', '--\r\n'],
  ['application/json', '{"is_draft":"true","is_active":"true","is_negotiable_price":"true"}'],
  ['application/x-www-form-urlencoded', 'is_draft=true&is_active=true&is_negotiable_price=true'],
  ['text/plain', "'; DROP TABLE adverts; --"],
  [
    'multipart/form-data; boundary=x',
    `--x\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n<svg onload=alert(1)>\r\n--x--\r\n`,
  ],
  [
    'multipart/form-data; boundary=x',
    `--x\r\nContent-Disposition: form-data; name="title_ro"; filename="a.txt"\r\n\r\nfile in a text field\r\n--x--\r\n`,
  ],
]

const BAD_FILTERS = [
  '{',
  '[]',
  'null',
  '"x"',
  '{"price":"cheap"}',
  '{"price":[-1,5]}',
  '{"category":[0]}',
  '{"attributes":{"x":[1]}}',
  '{"attributes":{"1":"a"}}',
  '{"mine":"yes"}',
  `{"search":"${'s'.repeat(200)}"}`,
  ...SQLISH,
]

async function bucketCount(): Promise<number> {
  let n = 0
  let cursor: string | undefined
  do {
    const page = await env.ADVERT_IMAGES.list({ cursor })
    n += page.objects.length
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return n
}

describe('adverts fuzz', () => {
  it('refuses malformed add/edit bodies and list filters without a 5xx, changing nothing', async () => {
    const owner = await freshUser()
    const advert = await createAdvert(owner.access)
    const before = await dbChecksum(env.DB, ['login_attempts', 'outbox'])
    const images = await bucketCount()
    const fivexx: string[] = []
    const accepted: string[] = []
    const statuses = new Map<number, number>()
    const note = (what: string, status: number, text: string) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500) fivexx.push(`${what} -> ${status} ${text.slice(0, 160)}`)
      if (status < 300) accepted.push(what)
    }
    const targets: ['POST' | 'PATCH', string][] = [
      ['POST', '/api/adverts/'],
      ['PATCH', `/api/adverts/${advert.slug}/`],
    ]
    let count = 0
    for (const [method, path] of targets) {
      for (const [field, value] of BAD_FIELDS) {
        const form = advertFormData(validForm({ images: [file(PNG)] }))
        form.set(field, value)
        const res = await sendForm(path, method, form, owner.access)
        note(`${method} ${field}=${value.slice(0, 40)}`, res.status, await res.text())
        count++
      }
      // A file where a text value belongs.
      const withFile = advertFormData(validForm())
      withFile.set('price', file(PNG))
      const r1 = await sendForm(path, method, withFile, owner.access)
      note(`${method} price=<file>`, r1.status, await r1.text())
      for (const [type, body] of RAW_BODIES) {
        const res = await api(path, { method, token: owner.access, body, headers: { 'Content-Type': type } })
        note(`${method} raw ${type} ${body.slice(0, 40)}`, res.status, await res.text())
        count++
      }
      // Without a token or with a forged one: 401 before the body is read.
      for (const token of [undefined, 'forged', ...SQLISH]) {
        const res = await sendForm(path, method, advertFormData(validForm()), token)
        note(`${method} token=${token}`, res.status, await res.text())
        count++
      }
    }
    for (const f of BAD_FILTERS) {
      for (const extra of [
        '',
        '&sortBy=price%2B&page=2',
        '&page=0',
        '&page_size=-1',
        `&sortBy=${encodeURIComponent(SQLISH[0]!)}`,
      ]) {
        const res = await api(`/general/v2/product?filters=${encodeURIComponent(f)}${extra}`, { token: owner.access })
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (res.status !== 400) fivexx.push(`filters=${f.slice(0, 40)}${extra} -> ${res.status}`)
        await res.text()
        count++
      }
    }
    console.info(
      `adverts fuzz: ${count} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    )
    expect(count).toBeGreaterThanOrEqual(150)
    expect(fivexx).toEqual([])
    expect(accepted).toEqual([])
    expect(await dbChecksum(env.DB, ['login_attempts', 'outbox'])).toEqual(before)
    expect(await bucketCount()).toBe(images)
  })
})
