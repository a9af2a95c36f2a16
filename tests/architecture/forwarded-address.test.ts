import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { endpoints } from '#contract/endpoints.ts'
import { NOT_CALLED } from '#scripts/check-backend/probes.ts'
import { shopSources } from './shop-sources'

/**
 * Every call the back end limits per client carries the shopper's address (decision 0091): without
 * it the back end counts every shopper as the Worker, and one stranger spends everyone's allowance
 * (the password reset and the password change did, session 43). Which calls those are is read from
 * the reference back end's own code, not from a list kept here: a route whose handler reaches a
 * per-client counter of admin-api/src/services/login-limits.ts or write-limits.ts (a function that
 * reads `clientIp`, or takes the client's `ip`, or calls one that does), directly or through its file's
 * own helpers.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

/** Top-level functions of a file: name, parameter text and body (to the first line that is only `}`). */
function functionsOf(text: string): Map<string, { params: string; body: string }> {
  const out = new Map<string, { params: string; body: string }>()
  for (const m of text.matchAll(/^(?:export\s+)?(?:async\s+)?function\s+(\w+)\s*\(/gm)) {
    const end = text.indexOf('\n}', m.index)
    const whole = text.slice(m.index, end < 0 ? text.length : end)
    out.set(m[1]!, { params: whole.slice(whole.indexOf('(') + 1, whole.indexOf(')')), body: whole })
  }
  return out
}

const calls = (body: string, name: string) => new RegExp(`\\b${name}\\(`).test(body)

/**
 * The per-client counters: functions of the limit services (sign-in and sends in login-limits.ts, the
 * writes a stranger could repeat in write-limits.ts) that read `clientIp` or `requestClient`, or take
 * the client's `ip` or `client`,
 * or call such a function of any service (`requireReviewAllowed` -> `writeClient` -> `clientIp`;
 * pricing.ts's `computePromo` -> `takePromoGuess`).
 */
function perClientCounters(): Set<string> {
  const counters = new Set(['clientIp', 'requestClient'])
  const limits = [
    ...functionsOf(read('admin-api/src/services/login-limits.ts')),
    ...functionsOf(read('admin-api/src/services/write-limits.ts')),
  ]
  // the client as its address (`ip`) or as its address and network (`client`, requestClient)
  for (const [name, { params }] of limits) if (/\b(?:ip|client)\b/.test(params)) counters.add(name)
  // Any service that reaches a counter counts per client too (pricing.ts's computePromo ->
  // takePromoGuess): the back end's other services, not only the two limit files.
  const servicesDir = join(ROOT, 'admin-api/src/services')
  const functions = [
    ...limits,
    ...readdirSync(servicesDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'login-limits.ts' && f !== 'write-limits.ts')
      .flatMap((f) => [...functionsOf(read(`admin-api/src/services/${f}`))]),
  ]
  for (let grew = true; grew; ) {
    grew = false
    for (const [name, { body }] of functions)
      if (!counters.has(name) && [...counters].some((c) => calls(body, c))) {
        counters.add(name)
        grew = true
      }
  }
  return counters
}

/**
 * The statement that starts at `at` on a line indented `indent`: up to the next line at that indent
 * that starts a statement of its own (closing brackets belong to it).
 */
function statementAt(text: string, at: number, indent: string): string {
  const next = new RegExp(`\\n${indent}(?=[A-Za-z_$])`, 'g')
  next.lastIndex = at + indent.length + 1
  const end = next.exec(text)?.index
  return text.slice(at, end ?? text.length)
}

/** Helpers a route file declares beside its routes (`const submit = (kind) => async (c) => ...`). */
function localHelpersOf(text: string): Map<string, { params: string; body: string }> {
  const out = new Map<string, { params: string; body: string }>()
  for (const m of text.matchAll(/^([ \t]*)(?:export\s+)?const\s+(\w+)\s*=/gm))
    out.set(m[2]!, { params: '', body: statementAt(text, m.index, m[1]!) })
  return out
}

/** Registry names of the back end's routes that count per client. */
function perClientEndpoints(): Set<string> {
  const counters = perClientCounters()
  const found = new Set<string>()
  const dir = join(ROOT, 'admin-api/src/routes')
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8')
    const helpers = new Map([...functionsOf(text), ...localHelpersOf(text)])
    const reaches = (body: string, seen: Set<string>): boolean =>
      [...counters].some((c) => calls(body, c)) ||
      [...helpers].some(([name, h]) => !seen.has(name) && calls(body, name) && reaches(h.body, seen.add(name)))
    for (const m of text.matchAll(/^([ \t]*)route\(app, E\.(\w+)/gm))
      if (reaches(statementAt(text, m.index, m[1]!), new Set())) found.add(m[2]!)
  }
  return found
}

const CALLERS = /\b(?:callEndpoint|callForRequest|call|apiRequest)(?:<[^>]*>)?\s*$/

/** The text of the call whose argument starts at `at`, or null when `at` is not inside such a call. */
function enclosingCall(text: string, at: number): string | null {
  let depth = 0
  let open = at - 1
  for (; open >= 0; open--) {
    const ch = text[open]
    if (ch === ')') depth++
    else if (ch === '(') {
      if (depth === 0) break
      depth--
    }
  }
  if (open < 0 || !CALLERS.test(text.slice(Math.max(0, open - 60), open))) return null
  let close = open + 1
  for (let d = 1; close < text.length && d > 0; close++) {
    if (text[close] === '(') d++
    else if (text[close] === ')') d--
  }
  return text.slice(open, close)
}

/** The top-level function around `at` (a name picked into a variable is called in the same function). */
function enclosingFunction(text: string, at: number): string {
  const start = text.lastIndexOf('\nexport ', at)
  const end = text.indexOf('\n}', at)
  return text.slice(Math.max(0, start), end < 0 ? text.length : end)
}

/**
 * The helpers whose headers carry the shopper's address: shopperIpHeaders, and the sign-in calls'
 * signInHeaders (decision 0121) as long as its own code spreads shopperIpHeaders() into its answer.
 */
const signInHeadersBody = functionsOf(read('platform/browser-keys.server.ts')).get('signInHeaders')?.body ?? ''
const ADDRESS_HELPERS = [
  'shopperIpHeaders',
  ...(/\.\.\.shopperIpHeaders\(\)/.test(signInHeadersBody) ? ['signInHeaders'] : []),
]
const helperCall = new RegExp(`\\b(${ADDRESS_HELPERS.join('|')})\\(`)
const helperAssigned = new RegExp(`=\\s*(${ADDRESS_HELPERS.join('|')})\\(\\)`)
const forwards = (code: string, file: string) =>
  helperCall.test(code) || (/\bheaders\b/.test(code) && helperAssigned.test(file))

describe("calls the back end limits per client carry the shopper's address", () => {
  const limited = perClientEndpoints()
  const sites: { name: string; file: string; ok: boolean }[] = []
  for (const path of ['app', 'platform', 'worker', 'routes'].flatMap((d) => shopSources(join(ROOT, d)))) {
    const text = readFileSync(path, 'utf8')
    const file = relative(ROOT, path)
    for (const name of limited) {
      // by name, by its path written out, or by the registry's path (`endpoints.jwtCreate.path`)
      const spellings = [`'${name}'`, `'${endpoints[name as keyof typeof endpoints]?.path}'`, `endpoints.${name}.path`]
      for (const spelling of spellings)
        for (const m of text.matchAll(new RegExp(spelling.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g'))) {
          const call = enclosingCall(text, m.index)
          // a name picked into a variable (`const name = ... 'addPhone'`): the function that calls with it forwards
          const around = call ? null : enclosingFunction(text, m.index)
          const code =
            call ?? (around && /\b(?:callEndpoint|callForRequest|call|apiRequest)\(/.test(around) ? around : null)
          if (code) sites.push({ name, file, ok: forwards(code, text) })
        }
    }
  }

  it('reads the limited calls from the back end (a floor: the scan itself works)', () => {
    for (const name of [
      'jwtCreate',
      'loginByEmail',
      'smsCode',
      'emailCode',
      'resetPassword',
      'setPassword',
      'register',
      // the writes a stranger could repeat (admin-api/src/services/write-limits.ts)
      'createReview',
      'likeReview',
      'userRequest',
      'oneClickOrder',
      'preOrder',
      'firstToKnow',
      'bulkOrder',
      'newsletter',
      'createOrder',
      // through another service: pricing.ts's computePromo counts promo codes tried (takePromoGuess)
      'previewPromo',
      'promoUpdatePrices',
    ])
      expect(limited.has(name), name).toBe(true)
    expect(limited.has('products')).toBe(false)
    // a helper declared between two routes (content.ts's `submit`) belongs to the routes that call it
    expect(limited.has('vacancy')).toBe(false)
    expect(sites.length).toBeGreaterThanOrEqual(limited.size - 2)
  })

  it("signInHeaders forwards the address (every return of it spreads shopperIpHeaders' answer)", () => {
    expect(ADDRESS_HELPERS).toContain('signInHeaders')
    expect(signInHeadersBody.match(/\breturn\b/g)?.length).toBe(
      signInHeadersBody.match(/return \{ \.\.\.shopperIpHeaders\(\)/g)?.length,
    )
  })

  it('every call site of a limited call forwards the address', () => {
    expect(sites.filter((s) => !s.ok).map((s) => `${s.name} in ${s.file}`)).toEqual([])
  })

  it('every limited call is found at a call site, or is one the shop never makes (check-backend NOT_CALLED)', () => {
    const called = new Set(sites.map((s) => s.name))
    const notCalled = new Set<string>(NOT_CALLED)
    expect([...limited].filter((name) => !called.has(name) && !notCalled.has(name))).toEqual([])
  })
})
