import { describe, expect, it } from 'vitest'
import { specAdvertAnswer } from '#contract/advert-answer.fixture.ts'
import { runCheck } from '#scripts/check-backend/core.ts'

/**
 * A back end naming adverts by a UUID (session 63's operator audit, finding 9, knob {"advertIds":"uuid"}):
 * the check said the adverts list DOES NOT PARSE and exited 1. Advert ids are text now (contract
 * advert-id.ts): the list, the advert, the favourites and their writes pass, the favourite sent by its UUID.
 */
const uuid = (n: number) => `a0000000-0000-4000-8000-00000000000${n}`
const advert = (n: number) => specAdvertAnswer({ id: uuid(n), slug: `anunt-${n}` })

describe('check-backend against a back end of UUID advert ids', () => {
  it('passes the adverts calls and sends the favourite by its UUID', async () => {
    const favourites = new Set<string>()
    const bodies: unknown[] = []
    const report = await runCheck({
      baseUrl: 'http://127.0.0.1:9',
      siteToken: 't',
      user: { email: 'ana@example.com', password: 'secret123' },
      allowWrites: true,
      only: [
        'jwtCreate',
        'adverts',
        'advertBySpecPath',
        'advertFavorites',
        'addAdvertFavorite',
        'deleteAdvertFavorite',
      ],
      sleep: async () => {},
      fetcher: async (request) => {
        const url = new URL(request.url)
        const path = url.pathname
        if (path === '/auth/jwt/create/') return Response.json({ access: 'a.b.c', refresh: 'd.e.f' })
        if (path === '/general/v2/product')
          return Response.json({ data: [advert(1), advert(2)], totalCount: 2, pages: 1 })
        if (path === '/general/v2/product/anunt-1/') return Response.json(advert(1))
        if (path === '/favorites/' && url.searchParams.get('area') === 'adverts') {
          const body = request.method === 'GET' ? null : ((await request.json()) as { product_id: string })
          if (body) bodies.push(body)
          if (request.method === 'POST') favourites.add(body!.product_id)
          if (request.method === 'DELETE') favourites.delete(body!.product_id)
          return Response.json({ ids: [...favourites] })
        }
        return Response.json({ detail: 'Not found.' }, { status: 404 })
      },
    })
    const rows = Object.fromEntries(report.rows.map((r) => [r.endpoint, r.outcome]))
    expect(rows).toMatchObject({
      adverts: 'ok',
      advertBySpecPath: 'ok',
      advertFavorites: 'ok',
      addAdvertFavorite: 'ok',
      deleteAdvertFavorite: 'ok',
    })
    expect(bodies).toEqual([{ product_id: uuid(1) }, { product_id: uuid(1) }])
    expect(report.exitCode).toBe(0)
  })
})
