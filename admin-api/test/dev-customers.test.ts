import { describe, expect, it } from 'vitest'
import { api, login } from './helpers'

/** POST /__dev/customers (development only): a test account of its own, a copy of a seeded one (issue 24). */

const clone = (body: unknown) => api('/__dev/customers', { method: 'POST', body: JSON.stringify(body), site: null })
interface Copy {
  id: number
  email: string
  phone: string
  password: string
}

async function ordersOf(token: string) {
  const r = await api('/general/v2/order/?page=1', { token })
  expect(r.status).toBe(200)
  return (await r.json()) as { totalCount?: number; count?: number; data?: unknown[]; results?: unknown[] }
}

describe('POST /__dev/customers', () => {
  it('copies the demo user: its password signs in, with its orders and addresses, under a new e-mail and phone', async () => {
    const r = await clone({ template: 'demo@example.com' })
    expect(r.status).toBe(201)
    const copy = (await r.json()) as Copy
    expect(copy.email).toMatch(/^e2e\.[a-z0-9]+@example\.com$/)
    expect(copy.phone).toMatch(/^\+37378\d{6}$/)
    expect(copy.password).toBe('demo12345')
    const demo = await login()
    const mine = await login(copy.email, copy.password)
    const me = (await (await api('/auth/users/me/', { token: mine.access })).json()) as { id: number; email: string }
    expect(me.email).toBe(copy.email)
    expect(me.id).toBe(copy.id)
    expect(JSON.stringify(await ordersOf(mine.access)).length).toBeGreaterThan(100)
    const count = (o: Awaited<ReturnType<typeof ordersOf>>) =>
      o.totalCount ?? o.count ?? (o.data ?? o.results ?? []).length
    expect(count(await ordersOf(mine.access))).toBe(count(await ordersOf(demo.access)))
  })

  it('copies the company user with its companies; two copies never share a row', async () => {
    const [a, b] = await Promise.all([
      clone({ template: 'company@example.com' }),
      clone({ template: 'company@example.com' }),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    const [ca, cb] = [(await a.json()) as Copy, (await b.json()) as Copy]
    expect(ca.id).not.toBe(cb.id)
    expect(ca.email).not.toBe(cb.email)
    const tokenA = (await login(ca.email, ca.password)).access
    const tokenB = (await login(cb.email, cb.password)).access
    const companies = async (t: string) =>
      ((await (await api('/users/company/', { token: t })).json()) as { data: { id: number; name: string }[] }).data
    const [la, lb] = [await companies(tokenA), await companies(tokenB)]
    expect(la.map((x) => x.name)).toEqual(lb.map((x) => x.name))
    expect(la.length).toBeGreaterThan(0)
    expect(la.map((x) => x.id).filter((id) => lb.some((y) => y.id === id))).toEqual([])
  })

  it('refuses an unknown template and broken JSON with 400', async () => {
    expect((await clone({ template: 'root@example.com' })).status).toBe(400)
    const broken = await api('/__dev/customers', { method: 'POST', body: '{', site: null })
    expect(broken.status).toBe(400)
  })
})
