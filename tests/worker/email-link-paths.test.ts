import { describe, expect, it } from 'vitest'
import { send } from './helpers'

/**
 * E-mailed links in the path form other back ends use (operator round 12, finding 3b): djoser's
 * ACTIVATION_URL / PASSWORD_RESET_CONFIRM_URL without `#/`. They were a 404, and the capitals redirect
 * lowercased the uid (`NDU` became `ndu`). Now one 302 to the shop's own `?action=..&uid=..&token=..`,
 * uid and token exactly as sent.
 */
const token = 'cg0pq4-8d1f37b09d1b7f0e3c7e2a9d51f0c6a1'
const signed = 'eyJ1c2VyIjo0Mn0:1tQx2b:Xq3vN0w8c1sQeF1k9m2ZyWcD4pA7uB5hJ6gT0rL_-aE'

describe('e-mailed links as paths go to the home page form', () => {
  it.each([
    ['activation under a language', `/ro/activate/NDU/${token}`, `/ro?action=activate&uid=NDU&token=${token}`],
    ['with a trailing slash', `/uk/activate/NDU/${token}/`, `/uk?action=activate&uid=NDU&token=${token}`],
    [
      'a Django-signing token',
      `/en/activate/Mg/${signed}`,
      `/en?action=activate&uid=Mg&token=${encodeURIComponent(signed)}`,
    ],
    [
      'a percent-escaped token, decoded once',
      `/en/activate/Mg/${encodeURIComponent(signed)}`,
      `/en?action=activate&uid=Mg&token=${encodeURIComponent(signed)}`,
    ],
    ['without a language', `/activate/NDU/${token}`, `/?action=activate&uid=NDU&token=${token}`],
    [
      'password reset confirm (djoser default without #/)',
      `/ru/password/reset/confirm/NDU/${token}`,
      `/ru?action=reset_password&uid=NDU&token=${token}`,
    ],
    [
      'password reset confirm without a language',
      `/password/reset/confirm/NDU/${token}`,
      `/?action=reset_password&uid=NDU&token=${token}`,
    ],
    [
      'other query parameters kept, a forged action dropped',
      `/RO/Activate/NDU/${token}?utm_source=mail&action=x`,
      `/ro?action=activate&uid=NDU&token=${token}&utm_source=mail`,
    ],
  ])('%s', async (_n, path, location) => {
    const res = await send(path)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(location)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('a link without a language then gets one, the query kept', async () => {
    const res = await send(`/?action=activate&uid=NDU&token=${token}`, { headers: { 'Accept-Language': 'uk' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/uk?action=activate&uid=NDU&token=${token}`)
  })

  it.each([
    ['too few segments', '/ro/activate/NDU'],
    ['too many segments', `/ro/activate/NDU/${token}/more`],
    ['another page', '/ro/about'],
  ])('%s: not a link', async (_n, path) => {
    const res = await send(path)
    expect(res.headers.get('Location') ?? '').not.toContain('action=')
  })

  it('a POST is no link', async () => {
    const res = await send(`/ro/activate/NDU/${token}`, { method: 'POST' })
    expect(res.headers.get('Location') ?? '').not.toContain('action=')
  })
})

describe('a link whose domain setting ends in a slash (djoser "{protocol}://{domain}/{url}"): runs of slashes read as one', () => {
  it.each([
    ['before the language', `//ro/activate/NDU/Cg0PQ4-x`, '/ro?action=activate&uid=NDU&token=Cg0PQ4-x'],
    ['after the language', `/ro//activate/NDU/Cg0PQ4-x`, '/ro?action=activate&uid=NDU&token=Cg0PQ4-x'],
    ['without a language', `///activate/NDU//Cg0PQ4-x`, '/?action=activate&uid=NDU&token=Cg0PQ4-x'],
  ])('%s: one 302, the uid and token as sent', async (_name, path, target) => {
    const res = await send(path)
    expect(`${res.status} ${res.headers.get('Location')}`).toBe(`302 ${target}`)
  })

  it('a doubled slash before the language still keeps the uid and token as sent', async () => {
    const uidToken = `NDU/${token}`.replace('cg0pq4', 'Cg0PQ4')
    let res = await send(`//ro/activate/${uidToken}`)
    const hops: string[] = []
    for (let i = 0; i < 3 && res.status >= 300 && res.status < 400; i++) {
      const location = res.headers.get('Location') ?? ''
      hops.push(`${res.status} ${location}`)
      if (location.includes('action=')) break
      res = await send(location)
    }
    expect(hops.at(-1)).toBe(`302 /ro?action=activate&uid=NDU&token=${token.replace('cg0pq4', 'Cg0PQ4')}`)
  })
})
