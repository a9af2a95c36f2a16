import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import worker from '../src'
import { cacheSeconds } from '../src/lib/social-verify'
import { freshEmail } from './adverts-helpers'
import { FAKE, facebookToken, graphCalls, keyFetches, publishKeys } from './fake-providers'
import { BASE } from './helpers'

/**
 * Issue 51, point 9 (decision 0070): Google and Facebook sign-in verify the provider's real tokens.
 * Google's ID tokens are checked against keys published by a local key server (generated here);
 * Facebook's tokens against a local fake Graph API (debug_token with the app token, then /me).
 */

const CLIENT_ID = 'shop-web.apps.googleusercontent.com'
const APP_ID = '1234567890'
const APP_SECRET = 'fb-app-secret-for-tests'
const now = () => Math.floor(Date.now() / 1000)

let seq = 0
const uniq = (tag: string) => `${tag}-${++seq}-${Date.now().toString(36)}`

function call(vars: object, path: string, body: unknown) {
  return worker.fetch(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'Site-Token': 'demo-electro-token', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    vars as never,
    undefined as never,
  )
}
const errorOf = async (r: Response) => (await r.json()) as { error: string; code?: string }

// ---- Google: keys generated here, published by the local key server ----------------------------

const ALG = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const
const b64u = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const b64uJson = (value: unknown) => b64u(new TextEncoder().encode(JSON.stringify(value)))

async function keyPair(kid: string) {
  const pair = (await crypto.subtle.generateKey(
    { ...ALG, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey
  return { kid, privateKey: pair.privateKey, jwk: { kty: 'RSA', n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' } }
}

async function sign(
  key: { kid: string; privateKey: CryptoKey },
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
) {
  const h = b64uJson({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header })
  const p = b64uJson(claims)
  const sig = new Uint8Array(await crypto.subtle.sign(ALG, key.privateKey, new TextEncoder().encode(`${h}.${p}`)))
  return `${h}.${p}.${b64u(sig)}`
}

const googleClaims = (over: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  sub: uniq('google-sub'),
  email: freshEmail('google-real'),
  email_verified: true,
  name: 'Gheorghe Popescu',
  iat: now() - 10,
  exp: now() + 3600,
  ...over,
})

/** A key set of its own on the key server (the verifier caches per URL), and the vars that point Google sign-in at it. */
async function googleSetup(cacheControl: string | null = 'public, max-age=22000, must-revalidate, no-transform') {
  const name = uniq('keys')
  const key = await keyPair(uniq('kid'))
  await publishKeys(name, { keys: [key.jwk] }, cacheControl)
  const vars = {
    ...env,
    GOOGLE_CLIENT_ID: `other-platform.apps.googleusercontent.com, ${CLIENT_ID}`,
    GOOGLE_JWKS_URL: `${FAKE()}/jwks/${name}`,
  }
  return { name, key, vars }
}

describe('Cache-Control max-age of the key set', () => {
  it.each([
    ['public, max-age=22765, must-revalidate, no-transform', 22765],
    ['max-age="60"', 60],
    ['no-store', 0],
    ['no-cache, max-age=600', 0],
    [null, 0],
    ['private', 0],
  ])('%s: %s s', (header, expected) => expect(cacheSeconds(header)).toBe(expected))
})

describe('Google: the ID token is verified against the published keys', () => {
  it('a valid token signs in (either configured client id), linked to its subject, with its verified e-mail', async () => {
    const { key, vars } = await googleSetup()
    const claims = googleClaims()
    const r = await call(vars, '/users/google-auth/', { access_token: await sign(key, claims), platform: 'web' })
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) })
    const link = await env.DB.prepare(
      'SELECT u.email, u.first_name, u.last_name FROM social_accounts s JOIN users u ON u.id = s.user_id WHERE s.provider = ? AND s.provider_user_id = ?',
    )
      .bind('google', claims.sub)
      .first()
    expect(link).toEqual({ email: claims.email, first_name: 'Gheorghe', last_name: 'Popescu' })
    // the adverts area's call verifies the same way
    const again = await call(vars, '/api/google-login/', {
      access_token: await sign(key, { ...claims, aud: 'other-platform.apps.googleusercontent.com' }),
    })
    expect(again.status).toBe(200)
  })

  it.each<[string, (k: Awaited<ReturnType<typeof keyPair>>) => Promise<string>]>([
    ['another audience (client id)', (k) => sign(k, googleClaims({ aud: 'someone-else.apps.googleusercontent.com' }))],
    ['another issuer', (k) => sign(k, googleClaims({ iss: 'https://accounts.example.com' }))],
    ['expired', (k) => sign(k, googleClaims({ exp: now() - 1 }))],
    ['issued in the future', (k) => sign(k, googleClaims({ iat: now() + 3600 }))],
    ['no subject', (k) => sign(k, googleClaims({ sub: '' }))],
    [
      'signed by another key under the same kid',
      async (k) => sign({ ...(await keyPair(k.kid)), kid: k.kid }, googleClaims()),
    ],
    ['a key id not published', async (k) => sign({ kid: 'not-published', privateKey: k.privateKey }, googleClaims())],
    ['alg none', async (k) => `${b64uJson({ alg: 'none', kid: k.kid })}.${b64uJson(googleClaims())}.`],
    ['HS256', async (k) => (await sign(k, googleClaims())).replace(/^[^.]+/, b64uJson({ alg: 'HS256', kid: k.kid }))],
    [
      'claims changed after signing',
      async (k) => {
        const [h, , s] = (await sign(k, googleClaims())).split('.')
        return `${h}.${b64uJson(googleClaims({ email: 'victim@example.com' }))}.${s}`
      },
    ],
    ['not a JWT (an opaque access token)', async () => 'ya29.a0AfH6SMBx-opaque-access-token'],
  ])('%s: 400 social_token_invalid', async (_name, make) => {
    const { key, vars } = await googleSetup()
    const r = await call(vars, '/users/google-auth/', { access_token: await make(key) })
    expect(r.status).toBe(400)
    expect((await errorOf(r)).code).toBe('social_token_invalid')
  })

  it('an e-mail Google has not verified is not passed on: 400 social_email_required', async () => {
    const { key, vars } = await googleSetup()
    const r = await call(vars, '/users/google-auth/', {
      access_token: await sign(key, googleClaims({ email_verified: false })),
    })
    expect(r.status).toBe(400)
    expect((await errorOf(r)).code).toBe('social_email_required')
  })

  it('keys are fetched once while their max-age lasts, and again for a key id they lack (rotation)', async () => {
    const { name, key, vars } = await googleSetup()
    for (let i = 0; i < 3; i++)
      expect((await call(vars, '/users/google-auth/', { access_token: await sign(key, googleClaims()) })).status).toBe(
        200,
      )
    expect(await keyFetches(name)).toBe(1)
    const rotated = await keyPair(uniq('kid'))
    await publishKeys(name, { keys: [key.jwk, rotated.jwk] }, 'public, max-age=22000')
    expect(
      (await call(vars, '/users/google-auth/', { access_token: await sign(rotated, googleClaims()) })).status,
    ).toBe(200)
    expect(await keyFetches(name)).toBe(2)
    // a burst of forged key ids does not make a fetch each
    for (let i = 0; i < 3; i++)
      await call(vars, '/users/google-auth/', {
        access_token: await sign({ kid: `forged-${i}`, privateKey: key.privateKey }, googleClaims()),
      })
    expect(await keyFetches(name)).toBe(2)
  })

  it('keys sent without a max-age (no-store) are fetched for every sign-in', async () => {
    const { name, key, vars } = await googleSetup('no-store')
    for (let i = 0; i < 2; i++)
      expect((await call(vars, '/users/google-auth/', { access_token: await sign(key, googleClaims()) })).status).toBe(
        200,
      )
    expect(await keyFetches(name)).toBe(2)
  })

  it.each([
    ['the key server answers 404', (name: string) => `${FAKE()}/jwks/${name}-missing`],
    ['nothing listens', () => 'http://127.0.0.1:9/certs'],
  ])('%s: 503, try again later (the token is not blamed)', async (_n, url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { name, key, vars } = await googleSetup()
    const r = await call({ ...vars, GOOGLE_JWKS_URL: url(name) }, '/users/google-auth/', {
      access_token: await sign(key, googleClaims()),
    })
    expect(r.status).toBe(503)
    expect((await errorOf(r)).error).toBe('google did not answer, try again later')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})

// ---- Facebook: a local fake Graph API -----------------------------------------------------------

const facebookVars = () => ({
  ...env,
  FACEBOOK_APP_ID: APP_ID,
  FACEBOOK_APP_SECRET: APP_SECRET,
  FACEBOOK_GRAPH_URL: `${FAKE()}/graph`,
})

async function facebookUser(debug: Record<string, unknown> = {}, me: Record<string, unknown> = {}) {
  const token = uniq('EAAB-user-token')
  const userId = uniq('fb')
  const email = freshEmail('facebook-real')
  await facebookToken(token, {
    appToken: `${APP_ID}|${APP_SECRET}`,
    appSecret: APP_SECRET,
    debug: {
      app_id: APP_ID,
      type: 'USER',
      application: 'Shop',
      is_valid: true,
      expires_at: now() + 3600,
      scopes: ['email', 'public_profile'],
      user_id: userId,
      ...debug,
    },
    me: { id: userId, name: 'Olena Shevchenko', email, ...me },
  })
  return { token, userId, email }
}

describe('Facebook: the token is inspected with the app token, then the user looked up', () => {
  it('a live user token of our app signs in; the calls carry the app token and appsecret_proof', async () => {
    const { token, userId, email } = await facebookUser()
    const r = await call(facebookVars(), '/users/facebook-auth/', { access_token: token, platform: 'web' })
    expect(r.status).toBe(200)
    const calls = await graphCalls(token)
    expect(calls.map((c) => c.path)).toEqual(['/graph/debug_token', '/graph/me'])
    expect(calls[0]!.query).toMatchObject({ input_token: token, access_token: `${APP_ID}|${APP_SECRET}` })
    expect(calls[1]!.query).toMatchObject({
      fields: 'id,name,email',
      access_token: token,
      appsecret_proof: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const link = await env.DB.prepare(
      'SELECT u.email FROM social_accounts s JOIN users u ON u.id = s.user_id WHERE s.provider = ? AND s.provider_user_id = ?',
    )
      .bind('facebook', userId)
      .first()
    expect(link).toEqual({ email })
  })

  it('a long-lived token (expires_at 0) is live', async () => {
    const { token } = await facebookUser({ expires_at: 0 })
    expect((await call(facebookVars(), '/users/facebook-auth/', { access_token: token })).status).toBe(200)
  })

  it.each([
    ['not valid', { is_valid: false }, {}],
    ['another app', { app_id: '999' }, {}],
    ['expired', { expires_at: 1_600_000_000 }, {}],
    ['a page token', { type: 'PAGE' }, {}],
    ['/me is someone else', {}, { id: 'someone-else' }],
  ])('%s: 400 social_token_invalid', async (_n, debug, me) => {
    const { token } = await facebookUser(debug, me)
    const r = await call(facebookVars(), '/users/facebook-auth/', { access_token: token })
    expect(r.status).toBe(400)
    expect((await errorOf(r)).code).toBe('social_token_invalid')
  })

  it('a token Graph does not know: 400 social_token_invalid', async () => {
    const r = await call(facebookVars(), '/users/facebook-auth/', { access_token: 'EAAB-never-issued' })
    expect((await errorOf(r)).code).toBe('social_token_invalid')
  })

  it('a wrong app secret is refused by Graph: the token is not taken', async () => {
    const { token } = await facebookUser()
    const r = await call({ ...facebookVars(), FACEBOOK_APP_SECRET: 'wrong-secret' }, '/users/facebook-auth/', {
      access_token: token,
    })
    expect((await errorOf(r)).code).toBe('social_token_invalid')
  })

  it('a profile without an e-mail: 400 social_email_required (the social-login error modal)', async () => {
    const { token } = await facebookUser({}, { email: undefined })
    const r = await call(facebookVars(), '/users/facebook-auth/', { access_token: token })
    expect(r.status).toBe(400)
    expect(await errorOf(r)).toMatchObject({ code: 'social_email_required', provider: 'facebook' })
  })
})

describe('the fake provider is for development only, and never beside a real one', () => {
  const fakeToken = async () => {
    const r = await worker.fetch(
      new Request(`${BASE}/__dev/social/google/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: uniq('dev'), name: 'Dev', email: freshEmail('dev-social') }),
      }),
      env as never,
      undefined as never,
    )
    expect(r.status).toBe(201)
    return ((await r.json()) as { access_token: string }).access_token
  }

  it('development with FAKE_SOCIAL=on and no provider configured: fake tokens sign in', async () => {
    expect((await call(env, '/users/google-auth/', { access_token: await fakeToken() })).status).toBe(200)
  })

  it('a Google client id turns the fake off for every provider, its /__dev/social pages included', async () => {
    const { vars } = await googleSetup()
    const token = await fakeToken()
    expect((await errorOf(await call(vars, '/users/google-auth/', { access_token: token }))).code).toBe(
      'social_token_invalid',
    )
    const fb = await call(vars, '/users/facebook-auth/', { access_token: token })
    expect(fb.status).toBe(503)
    expect((await errorOf(fb)).code).toBe('social_not_configured')
    const tw = await call(vars, '/users/twitter-auth/auth/', { oauth_token: token, oauth_verifier: 'x' })
    expect((await errorOf(tw)).code).toBe('social_not_configured')
    const page = await worker.fetch(
      new Request(`${BASE}/__dev/social/google/authorize?redirect_uri=http://127.0.0.1/cb&state=s`),
      vars as never,
      undefined as never,
    )
    expect(page.status).toBe(404)
  })

  it('a Facebook app turns it off too', async () => {
    const token = await fakeToken()
    expect((await errorOf(await call(facebookVars(), '/users/google-auth/', { access_token: token }))).code).toBe(
      'social_not_configured',
    )
  })
})
