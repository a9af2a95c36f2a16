import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVER_LIMITS, SERVER_TIMINGS } from '#config'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'
import type { AdminApiConfig } from './client'
import { onBackEndFailure, onItemsDropped } from './failures'
import { FAILURE_KEEP_MS } from './memo'
import {
  failureKeepMs,
  forgetSharedAnswers,
  isShareable,
  onStoredRender,
  RETRY_AFTER_CAP_MS,
  sharedAnswer,
  sharedAnswerKey,
  sharedAnswersSize,
  sharedAnswerTtlMs,
} from './shared-answers'

/** A back end that counts its calls and answers from `answer(url)`. */
function backEnd(answer: (url: URL) => Response = () => Response.json([])) {
  const calls: string[] = []
  const fetcher = async (request: Request) => {
    calls.push(new URL(request.url).pathname + new URL(request.url).search)
    return answer(new URL(request.url))
  }
  const cfg: AdminApiConfig = { baseUrl: 'http://admin.test', siteToken: 'site', locale: 'ro', fetcher }
  return { calls, cfg }
}

const banners = [{ id: 1, title: 'Sale', img: '/a.jpg', img_mobile: null, url: null, show_on: 'main' }]

beforeEach(() => forgetSharedAnswers())
afterEach(() => {
  forgetSharedAnswers()
  onStoredRender(null)
  onBackEndFailure(null)
  onItemsDropped(null)
  vi.useRealTimers()
})

describe('shared answers (decision 0095)', () => {
  it('a shared endpoint is asked once a minute per language; the next renders take the kept answer', async () => {
    vi.useFakeTimers({ now: 0 })
    const { calls, cfg } = backEnd(() => Response.json(banners))
    const first = await sharedAnswer(cfg, 'slidesBanner', {})
    const second = await sharedAnswer(cfg, 'slidesBanner', {})
    expect(first.ok && second.ok).toBe(true)
    expect(second).toBe(first)
    expect(calls).toHaveLength(1)
    await sharedAnswer({ ...cfg, locale: 'ru' }, 'slidesBanner', {})
    await sharedAnswer({ ...cfg, devMode: true }, 'slidesBanner', {})
    expect(calls).toHaveLength(3)
    vi.setSystemTime(SERVER_TIMINGS.isolateAnswerReuse - 1)
    await sharedAnswer(cfg, 'slidesBanner', {})
    expect(calls).toHaveLength(3)
    vi.setSystemTime(SERVER_TIMINGS.isolateAnswerReuse)
    await sharedAnswer(cfg, 'slidesBanner', {})
    expect(calls).toHaveLength(4)
  })

  it.each([
    [undefined, SERVER_TIMINGS.isolateAnswerReuse],
    ['', SERVER_TIMINGS.isolateAnswerReuse],
    ['0', 0],
    ['30', 30_000],
    ['3600', 3_600_000],
    ['3601', SERVER_TIMINGS.isolateAnswerReuse],
    ['-1', SERVER_TIMINGS.isolateAnswerReuse],
    ['1.5', SERVER_TIMINGS.isolateAnswerReuse],
    ['abc', SERVER_TIMINGS.isolateAnswerReuse],
  ])('SHARED_ANSWER_SECONDS %j: answers reused %i ms', (configured, ms) => {
    expect(sharedAnswerTtlMs(configured)).toBe(ms)
  })

  it('the reuse lasts what SHARED_ANSWER_SECONDS says', async () => {
    vi.useFakeTimers({ now: 0 })
    const { calls, cfg } = backEnd(() => Response.json(banners))
    await sharedAnswer(cfg, 'slidesBanner', {}, 10_000)
    vi.setSystemTime(9_999)
    await sharedAnswer(cfg, 'slidesBanner', {}, 10_000)
    expect(calls).toHaveLength(1)
    vi.setSystemTime(10_000)
    await sharedAnswer(cfg, 'slidesBanner', {}, 10_000)
    expect(calls).toHaveLength(2)
  })

  it('a failure a stored render met is kept 5 s at most too', async () => {
    vi.useFakeTimers({ now: 0 })
    let stored = true
    onStoredRender(() => stored)
    let up = false
    const { calls, cfg } = backEnd(() => (up ? Response.json(banners) : new Response('down', { status: 503 })))
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
    stored = false
    up = true
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
    vi.setSystemTime(5_000)
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('with SHARED_ANSWER_SECONDS 0 every call asks the back end', async () => {
    const { calls, cfg } = backEnd(() => Response.json(banners))
    await sharedAnswer(cfg, 'slidesBanner', {}, 0)
    await sharedAnswer(cfg, 'slidesBanner', {}, 0)
    expect(calls).toHaveLength(2)
  })

  it('the key holds the path parameters and the query: another category or filter is another answer', () => {
    const { cfg } = backEnd()
    const key = (opts: Parameters<typeof sharedAnswerKey>[2]) => sharedAnswerKey(cfg, 'category', opts)
    expect(key({ params: { slug: 'a' } })).not.toBe(key({ params: { slug: 'b' } }))
    expect(key({ params: { slug: 'a' }, query: { page: 1 } })).not.toBe(
      key({ params: { slug: 'a' }, query: { page: 2 } }),
    )
    expect(sharedAnswerKey({ ...cfg, siteToken: 'other' }, 'category', {})).not.toBe(key({}))
    expect(sharedAnswerKey({ ...cfg, baseUrl: 'http://b.test' }, 'category', {})).not.toBe(key({}))
  })

  it.each<[string, EndpointName, Partial<AdminApiConfig>, Parameters<typeof isShareable>[2], boolean]>([
    ['a shared endpoint', 'slidesBanner', {}, {}, true],
    ['a shared endpoint with a query', 'shopProduct', {}, { query: { type: 'discount' } }, true],
    ['with the shopper token', 'slidesBanner', { accessToken: 't' }, {}, false],
    ['with per-call headers (the shopper address)', 'slidesBanner', {}, { headers: { 'X-Forwarded-For': '1' } }, false],
    ['an endpoint not marked shared (the cart refresh prices)', 'productsByIds', {}, {}, false],
    ['a GET that sends a code', 'smsCode', {}, {}, false],
    ['a POST', 'newsletter', {}, { body: {} }, false],
  ])('%s: shareable %s', (_, name, cfg, opts, expected) => {
    expect(isShareable(name, cfg, opts)).toBe(expected)
  })

  it('in the registry only GET endpoints without a sign-in are shared; the GETs that send a code or feed the cart are not', () => {
    const shared = Object.entries(endpoints).filter(([, def]) => (def as { shared?: boolean }).shared)
    expect(shared.length).toBeGreaterThan(10)
    for (const [name, def] of shared) {
      expect(def.method, name).toBe('GET')
      expect((def as { auth?: string }).auth, name).toBeUndefined()
    }
    const names = shared.map(([name]) => name)
    for (const never of [
      'smsCode',
      'emailCode',
      'productsByIds',
      'productFilter',
      'checkoutStatus',
      'search',
      'reviews',
      'sitemap',
    ])
      expect(names).not.toContain(never)
  })

  it('a render the page cache stores asks the back end afresh, and its answer is the one kept for the next', async () => {
    let stored = false
    onStoredRender(() => stored)
    let version = 1
    const { calls, cfg } = backEnd(() => Response.json([{ ...banners[0], title: `v${version}` }]))
    await sharedAnswer(cfg, 'slidesBanner', {})
    version = 2
    stored = true
    const fresh = await sharedAnswer(cfg, 'slidesBanner', {})
    expect(fresh.ok && fresh.data[0]?.title).toBe('v2')
    expect(calls).toHaveLength(2)
    stored = false
    const next = await sharedAnswer(cfg, 'slidesBanner', {})
    expect(next.ok && next.data[0]?.title).toBe('v2')
    expect(calls).toHaveLength(2)
  })

  it('a stored render asks afresh once per answer: its later reads share that load, the next render asks again', async () => {
    let render: object | null = { first: true }
    onStoredRender(() => render)
    const { calls, cfg } = backEnd(() => Response.json(banners))
    await Promise.all([sharedAnswer(cfg, 'slidesBanner', {}), sharedAnswer(cfg, 'slidesBanner', {})])
    await sharedAnswer(cfg, 'slidesBanner', {})
    expect(calls).toHaveLength(1)
    // another answer of the same render is its own question
    await sharedAnswer(cfg, 'slidesBanner', { query: { page: 2 } })
    expect(calls).toHaveLength(2)
    render = { second: true }
    await sharedAnswer(cfg, 'slidesBanner', {})
    await sharedAnswer(cfg, 'slidesBanner', {})
    expect(calls).toHaveLength(3)
    render = null
    await sharedAnswer(cfg, 'slidesBanner', {})
    expect(calls).toHaveLength(3)
  })

  it('under test a kept answer is frozen: a caller that would change it for the next shopper fails', async () => {
    const { cfg } = backEnd(() => Response.json(banners))
    const result = await sharedAnswer(cfg, 'slidesBanner', {})
    if (!result.ok) throw new Error('expected an answer')
    expect(() => {
      ;(result.data as { title: string }[])[0]!.title = 'changed'
    }).toThrow(TypeError)
    expect(() => (result.data as unknown[]).push(1)).toThrow(TypeError)
  })

  it('a failure is kept 5 s at most, and each render that takes it reports it as its own (the page is not stored)', async () => {
    vi.useFakeTimers({ now: 0 })
    const reported: string[] = []
    onBackEndFailure((message) => reported.push(message))
    let up = false
    const { calls, cfg } = backEnd(() => (up ? Response.json(banners) : new Response('down', { status: 503 })))
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
    expect(calls).toHaveLength(1)
    expect(reported).toHaveLength(2)
    up = true
    vi.setSystemTime(5_000)
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('a render the page cache stores takes a failure kept a moment ago and reports it with its call (decision 0127)', async () => {
    vi.useFakeTimers({ now: 0 })
    onStoredRender(() => true)
    const reported: [string, string | undefined][] = []
    onBackEndFailure((message, endpoint) => reported.push([message, endpoint]))
    let up = false
    const { calls, cfg } = backEnd(() => (up ? Response.json(banners) : new Response('down', { status: 503 })))
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
    up = true
    vi.setSystemTime(FAILURE_KEEP_MS - 1)
    // Asked afresh before, as every stored render is: a hanging call made each view wait its 4 s again.
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
    expect(calls).toHaveLength(1)
    expect(reported).toEqual([
      ['GET /base/slides_banner: HTTP 503', 'GET /base/slides_banner'],
      ['GET /base/slides_banner: HTTP 503', 'GET /base/slides_banner'],
    ])
    vi.setSystemTime(FAILURE_KEEP_MS)
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('a 404 kept a moment ago is an answer, not a failure: a stored render asks afresh', async () => {
    vi.useFakeTimers({ now: 0 })
    let stored = false
    onStoredRender(() => stored)
    let up = false
    const { calls, cfg } = backEnd(() => (up ? Response.json(banners) : Response.json({ error: 'x' }, { status: 404 })))
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
    up = true
    stored = true
    expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it.each([
    ['30', 30_000],
    ['120 (capped at the minute a good answer is kept)', 60_000],
    ['1 (at least the usual 5 s)', FAILURE_KEEP_MS],
  ])(
    'a 429 with Retry-After %s keeps the call unasked that long, for every render (decision 0127)',
    async (header, ms) => {
      vi.useFakeTimers({ now: 0 })
      let stored = false
      onStoredRender(() => stored)
      let up = false
      const { calls, cfg } = backEnd(() =>
        up
          ? Response.json(banners)
          : Response.json(
              { detail: 'Request was throttled.' },
              { status: 429, headers: { 'Retry-After': header.split(' ')[0] ?? '' } },
            ),
      )
      const throttled = await sharedAnswer(cfg, 'slidesBanner', {})
      expect(throttled.ok || throttled.retryAfterMs).toBe(Number(header.split(' ')[0]) * 1000)
      up = true
      vi.setSystemTime(ms - 1)
      expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
      stored = true
      expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(false)
      expect(calls).toHaveLength(1)
      vi.setSystemTime(ms)
      expect((await sharedAnswer(cfg, 'slidesBanner', {})).ok).toBe(true)
      expect(calls).toHaveLength(2)
    },
  )

  it('failureKeepMs: 5 s without a Retry-After; with one, between 5 s and the cap', () => {
    expect(failureKeepMs({})).toBe(FAILURE_KEEP_MS)
    expect(failureKeepMs({ retryAfterMs: 0 })).toBe(FAILURE_KEEP_MS)
    expect(failureKeepMs({ retryAfterMs: 20_000 })).toBe(20_000)
    expect(failureKeepMs({ retryAfterMs: 3_600_000 })).toBe(RETRY_AFTER_CAP_MS)
  })

  it('items the answer dropped are counted for every request that takes it (Server-Timing, issue 49)', async () => {
    const counted: number[] = []
    onItemsDropped((n) => counted.push(n))
    const { cfg } = backEnd(() => Response.json([...banners, { id: 'broken' }]))
    await sharedAnswer(cfg, 'slidesBanner', {})
    await sharedAnswer(cfg, 'slidesBanner', {})
    expect(counted).toEqual([1, 1])
  })

  it(`keeps at most SERVER_LIMITS.sharedAnswerEntries answers (${SERVER_LIMITS.sharedAnswerEntries}); the first kept go first`, async () => {
    const { calls, cfg } = backEnd(() => Response.json(banners))
    const select = (id: number) => sharedAnswer(cfg, 'bannerSelect', { params: { id } })
    for (let id = 1; id <= SERVER_LIMITS.sharedAnswerEntries + 1; id += 1) expect((await select(id)).ok).toBe(true)
    expect(sharedAnswersSize().entries).toBe(SERVER_LIMITS.sharedAnswerEntries)
    const asked = calls.length
    await select(SERVER_LIMITS.sharedAnswerEntries + 1)
    expect(calls).toHaveLength(asked)
    await select(1)
    expect(calls).toHaveLength(asked + 1)
  })

  it(`keeps at most SERVER_LIMITS.sharedAnswerChars characters of answers (${SERVER_LIMITS.sharedAnswerChars})`, async () => {
    const big = [{ ...banners[0], title: 'x'.repeat(Math.ceil(SERVER_LIMITS.sharedAnswerChars / 3)) }]
    const { cfg } = backEnd(() => Response.json(big))
    for (const locale of ['ro', 'ru', 'uk', 'en'] as const) await sharedAnswer({ ...cfg, locale }, 'slidesBanner', {})
    const size = sharedAnswersSize()
    expect(size.weight).toBeLessThanOrEqual(SERVER_LIMITS.sharedAnswerChars)
    expect(size.entries).toBe(2)
  })
})
