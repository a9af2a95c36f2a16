import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  COPY_CHECK_MS,
  plausibleTokens,
  requestSession,
  resetCartIdentityCache,
  sessionToken,
  shareSession,
  TOKEN_CACHE_MAX,
  verifiedUserId,
} from './cart-session'
import type { Env } from './env'

/** A back end that knows the bearers in `accepted` (Ana, id 7 unless `ids` names another), refuses others (401), or fails for `down`. */
function backEnd(accepted: string[], down: string[] = [], ids: Record<string, number> = {}) {
  const asked: string[] = []
  const env = {
    ADMIN_API_URL: 'http://admin.test',
    SITE_TOKEN: 'tok',
    ADMIN_API: {
      fetch: (input: RequestInfo, init?: RequestInit) => {
        const token = (new Request(input, init).headers.get('Authorization') ?? '').replace(/^Bearer /, '')
        asked.push(token)
        if (down.includes(token)) return Promise.resolve(new Response('down', { status: 502 }))
        if (!accepted.includes(token)) return Promise.resolve(Response.json({ detail: 'invalid' }, { status: 401 }))
        return Promise.resolve(
          Response.json({
            id: ids[token] ?? 7,
            email: 'ana@example.com',
            firstName: 'Ana',
            lastName: 'T',
            full_name: 'Ana T',
            phone: null,
            birthday: null,
            balance: 0,
            status: 'active',
            can_use_promocode: true,
          }),
        )
      },
    },
  } as unknown as Env
  return { env, asked }
}

describe("sessionToken: the session's copy of a repeated token", () => {
  beforeEach(() => resetCartIdentityCache())

  it('one copy or none is read as it is, without asking the back end', async () => {
    const { env, asked } = backEnd([])
    expect(await sessionToken(env, ['only'], 'ro')).toBe('only')
    expect(await sessionToken(env, [], 'ro')).toBeUndefined()
    expect(asked).toEqual([])
  })

  it("a refused copy first: one call, and the copy left is the session's; known afterwards, no call at all", async () => {
    const { env, asked } = backEnd(['ours.token'])
    expect(await sessionToken(env, ['foreign.token', 'ours.token'], 'ro')).toBe('ours.token')
    expect(await sessionToken(env, ['foreign.token', 'ours.token'], 'ro')).toBe('ours.token')
    expect(asked).toEqual(['foreign.token'])
  })

  it('a copy whose check fails is passed over; none accepted gives the copy left unasked (its 401 ends the session)', async () => {
    const { env } = backEnd(['ours.token'], ['flaky.token'])
    expect(await sessionToken(env, ['flaky.token', 'ours.token'], 'ro')).toBe('ours.token')
    expect(await sessionToken(env, ['gone.token', 'also-gone.token'], 'ro')).toBe('also-gone.token')
  })

  // Stranger audit a3 (session 67): five copies read as signed out whatever they were.
  it('copies that cannot be tokens, and repeats, are not counted: the one real copy is read without asking', async () => {
    const { env, asked } = backEnd(['ours.token'])
    const junk = ['junk1', 'junk2', 'a;b', '', 'ours.token', 'junk1']
    expect(plausibleTokens(junk)).toEqual(['ours.token'])
    expect(await sessionToken(env, junk, 'ro')).toBe('ours.token')
    expect(asked).toEqual([])
    // none of a token's shape (a back end's own odd tokens): the copies as sent, asked about
    expect(plausibleTokens(['x1', 'x2'])).toEqual(['x1', 'x2'])
  })
})

describe('verifiedUserId: the token checks kept in an isolate', () => {
  beforeEach(() => resetCartIdentityCache())

  it("a stranger's junk tokens do not push out a shopper's accepted one, and refused ones drop their oldest", async () => {
    const { env, asked } = backEnd(['ana'])
    expect(await verifiedUserId(env, 'ana', 'ro')).toBe(7)
    for (let i = 0; i < TOKEN_CACHE_MAX.accepted + 10; i++)
      expect(await verifiedUserId(env, `junk-${i}`, 'ro')).toBeNull()
    asked.length = 0
    // before: the one map emptied at 2,000 entries, and Ana's next request asked the back end again
    expect(await verifiedUserId(env, 'ana', 'ro')).toBe(7)
    const last = `junk-${TOKEN_CACHE_MAX.accepted + 9}`
    expect(await verifiedUserId(env, last, 'ro')).toBeNull()
    expect(asked).toEqual([])
    // the oldest refused one was dropped: asked again
    expect(await verifiedUserId(env, 'junk-0', 'ro')).toBeNull()
    expect(asked).toEqual(['junk-0'])
  })
})

describe('verifiedUserId: one question per token at a time', () => {
  beforeEach(() => resetCartIdentityCache())

  it("a request's parallel personal calls share the check of its copies, and it is the request's one call", async () => {
    const { env, asked } = backEnd(['ours'])
    const copies = ['fake-1', 'fake-2', 'fake-3', 'ours']
    const tokens = await Promise.all([1, 2, 3].map(() => sessionToken(env, copies, 'ro')))
    expect(tokens).toEqual([undefined, undefined, undefined])
    expect(asked).toEqual(['fake-1'])
  })

  it('a check that failed is not kept: the next asks again', async () => {
    const { env, asked } = backEnd([], ['flaky'])
    await expect(verifiedUserId(env, 'flaky', 'ro')).rejects.toThrow()
    await expect(verifiedUserId(env, 'flaky', 'ro')).rejects.toThrow()
    expect(asked).toEqual(['flaky', 'flaky'])
  })
})

describe('reportRepeatedSessionCookies: one line a minute per set of repeated cookies', () => {
  it('a stranger varying how many copies it sends still writes one line (a review of sessions 59-62: 50 lines for 50 requests)', async () => {
    const { reportRepeatedSessionCookies } = await import('./cart-session')
    const { resetFailureLog } = await import('./backend/failures')
    resetFailureLog()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (let n = 2; n < 52; n++) {
        const header = Array.from({ length: n }, (_, i) => `token=t${i}`).join('; ')
        reportRepeatedSessionCookies(header, 'https://shop.test/ro')
      }
      expect(warn.mock.calls.filter((call) => String(call[0]).includes('[session]'))).toHaveLength(1)
    } finally {
      warn.mockRestore()
    }
  })
})

describe('more copies than are asked about are logged as the repeated copies are: once a minute', () => {
  it('a stranger sending five token cookies on 50 requests writes one [session] line, not 50', async () => {
    const { resetFailureLog } = await import('./backend/failures')
    resetFailureLog()
    const { env } = backEnd([])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (let n = 0; n < 50; n++) await sessionToken(env, ['a1', 'a2', 'a3', 'a4', `a5-${n}`], 'ro')
      expect(warn.mock.calls.filter((call) => String(call[0]).includes('[session]'))).toHaveLength(1)
    } finally {
      warn.mockRestore()
    }
  })

  it('so are five refresh cookies on 50 refreshes (sessionRefresh)', async () => {
    const { resetFailureLog } = await import('./backend/failures')
    const { sessionRefresh } = await import('./session-refresh')
    resetFailureLog()
    const { env, asked } = backEnd([])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (let n = 0; n < 50; n++) {
        const copies = ['r'.repeat(12), 's'.repeat(12), 't'.repeat(12), 'u'.repeat(12), `v-${n}`.padEnd(12, 'v')]
        expect(await sessionRefresh(env, copies, 'ro')).toEqual({ kind: 'ambiguous' })
      }
      expect(warn.mock.calls.filter((call) => String(call[0]).includes('[session]'))).toHaveLength(1)
      expect(asked).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })
})

/**
 * Session 69: several `token` copies cost one back-end call each, every request (three junk copies, three
 * calls to /auth/users/me). Now a request asks about one copy at most; what the isolate learnt counts
 * for the next (COPY_CHECK_MS), and what one call cannot tell reads as signed out, ending nothing.
 */
describe('sessionToken: at most one back-end call per request', () => {
  beforeEach(() => resetCartIdentityCache())
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  const jwt = (sig: string) => `${b64({ alg: 'HS256' })}.${b64({ sub: '7', exp: 4_000_000_000 })}.${sig}`

  it('three junk copies: one call a request, signed out, until every copy is known refused', async () => {
    const { env, asked } = backEnd([])
    const junk = ['junk-one-1', 'junk-two-2', 'junk-three-3']
    expect(await sessionToken(env, junk, 'ro')).toBeUndefined()
    expect(asked).toEqual(['junk-one-1'])
    // the one left once the second is known refused: read as a lone copy (its use is refused, and that
    // 401 ends the session, expiring the copies)
    expect(await sessionToken(env, junk, 'ro')).toBe('junk-three-3')
    expect(asked).toEqual(['junk-one-1', 'junk-two-2'])
    expect(await sessionToken(env, junk, 'ro')).toBe('junk-three-3')
    expect(asked).toEqual(['junk-one-1', 'junk-two-2'])
  })

  it("junk that is no JWT beside a JWT session is not the back end's kind of token: no call", async () => {
    const { env, asked } = backEnd([])
    const ours = jwt('good')
    expect(await sessionToken(env, ['junk-one-1', ours, 'junk-two-2', 'junk-three-3'], 'ro')).toBe(ours)
    expect(asked).toEqual([])
  })

  it("an accepted copy beside an unknown one: signed out for this request (it may be another account's), told on the next", async () => {
    const { env, asked } = backEnd(['ours-token', 'ours-too-token'])
    const copies = ['ours-token', 'ours-too-token']
    expect(await sessionToken(env, copies, 'ro')).toBeUndefined()
    expect(await sessionToken(env, copies, 'ro')).toBe('ours-token')
    expect(asked).toEqual(copies)
    expect(await sessionToken(env, copies, 'ro')).toBe('ours-token')
    expect(asked).toHaveLength(2)
  })

  it('copies of two accounts stay signed out, one call a request', async () => {
    const { env, asked } = backEnd(['planter-token', 'ours-token'], [], { 'planter-token': 99 })
    for (let i = 0; i < 3; i++) expect(await sessionToken(env, ['planter-token', 'ours-token'], 'ro')).toBeUndefined()
    expect(asked).toEqual(['planter-token', 'ours-token'])
  })
})

describe('requestSession: one decision per request, shared with the renderer', () => {
  beforeEach(() => resetCartIdentityCache())
  const withCopies = (...copies: string[]) =>
    new Request('https://shop.test/ro', { headers: { Cookie: copies.map((c) => `token=${c}`).join('; ') } })

  it('the same request asks once; the renderer request it is shared with reads the same decision, asking nothing', async () => {
    const { env, asked } = backEnd([])
    const worker = withCopies('junk-one-1', 'junk-two-2', 'ours-token-3')
    expect(await requestSession(env, worker)).toBeUndefined()
    expect(await requestSession(env, worker)).toBeUndefined()
    const renderer = new Request(worker, { headers: worker.headers })
    shareSession(worker, renderer)
    // unshared, the renderer would learn from the isolate's memory and ask the next copy: two truths in one request
    expect(await requestSession(env, renderer)).toBeUndefined()
    expect(asked).toEqual(['junk-one-1'])
  })
})

describe('what sessionToken remembers of a copy (COPY_CHECK_MS)', () => {
  beforeEach(() => resetCartIdentityCache())
  afterEach(() => vi.useRealTimers())

  it('a refused copy read again is remembered afresh: a browsing shopper beside a planted copy is not asked about it again', async () => {
    vi.useFakeTimers()
    const { env, asked } = backEnd(['ours-token'])
    const copies = ['planted-token', 'ours-token']
    expect(await sessionToken(env, copies, 'ro')).toBe('ours-token')
    expect(asked).toEqual(['planted-token'])
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(COPY_CHECK_MS - 1_000)
      expect(await sessionToken(env, copies, 'ro')).toBe('ours-token')
    }
    expect(asked).toEqual(['planted-token'])
    // unused for the whole time, it is asked about again
    vi.advanceTimersByTime(COPY_CHECK_MS)
    expect(await sessionToken(env, copies, 'ro')).toBe('ours-token')
    expect(asked).toEqual(['planted-token', 'planted-token'])
  })
})
