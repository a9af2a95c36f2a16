// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { COOKIES } from '#config'
import { flagOf } from '#platform/shared/cookie-flags.ts'
import AgeModal, { expireOtherAnswers } from './AgeModal'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/**
 * A browser's cookie jar as far as the age answer needs it (RFC 6265): a cookie is its name, domain
 * (host-only or `Domain=`) and path; a page is sent every cookie whose domain and path match it,
 * longest path first; `Max-Age=0` removes the cookie with the same name, domain and path.
 */
function jarAt(href: string) {
  const url = new URL(href)
  const cookies = new Map<string, { name: string; value: string; domain: string | null; path: string }>()
  const pathMatches = (path: string) =>
    url.pathname === path ||
    (url.pathname.startsWith(path) && (path.endsWith('/') || url.pathname[path.length] === '/'))
  const domainMatches = (domain: string | null) =>
    domain === null ? true : url.hostname === domain || url.hostname.endsWith(`.${domain}`)
  return {
    set cookie(line: string) {
      const [pair = '', ...attrs] = line.split(';').map((p) => p.trim())
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      const attr = (key: string) =>
        attrs.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.slice(key.length + 1)
      const domain = attr('Domain')?.replace(/^\./, '') ?? null
      if (domain !== null && !domainMatches(domain)) return
      const path = attr('Path') ?? '/'
      const key = `${name}|${domain ?? 'host'}|${path}`
      if (attr('Max-Age') === '0') cookies.delete(key)
      else cookies.set(key, { name, value, domain, path })
    },
    get cookie() {
      return [...cookies.values()]
        .filter((c) => domainMatches(c.domain) && pathMatches(c.path))
        .sort((a, b) => b.path.length - a.path.length)
        .map((c) => `${c.name}=${c.value}`)
        .join('; ')
    },
  }
}

const AGE = COOKIES.isAgeValid
const answerYes = (jar: { cookie: string }, url: URL) => {
  expireOtherAnswers(url, jar)
  jar.cookie = `${AGE}=true; Path=/; Max-Age=31536000; SameSite=Lax; Secure`
}

describe('AgeModal: a "yes" is read as a yes on the page that asked', () => {
  it.each([
    ['an old "yes" on the product path', `${AGE}=true; Path=/ro/product`],
    ['an old "no" on the product path', `${AGE}=false; Path=/ro/product`],
    ['an old "no" on the language path with a trailing slash', `${AGE}=false; Path=/ro/`],
    ['a default-path copy', `${AGE}=false; Path=/ro/product/strong-relief`],
    ['an old front end\'s "no" for the parent domain', `${AGE}=false; Domain=.shop.md; Path=/`],
    ['a "no" for the host as a domain cookie, on a path', `${AGE}=false; Domain=www.shop.md; Path=/ro`],
  ])('%s is expired before the answer is written', (_name, old) => {
    const url = new URL('https://www.shop.md/ro/product/strong-relief')
    const jar = jarAt(url.href)
    jar.cookie = `${AGE}=false; Path=/`
    jar.cookie = old
    expect(jar.cookie.split(';').length).toBe(2)
    answerYes(jar, url)
    expect(jar.cookie).toBe(`${AGE}=true`)
    expect(flagOf(jar.cookie, AGE)).toBe('true')
  })

  it("other cookies and other pages' paths are left alone", () => {
    const url = new URL('https://www.shop.md/ro/product/strong-relief')
    const jar = jarAt(url.href)
    jar.cookie = 'language=ro; Path=/'
    jar.cookie = `${AGE}=false; Path=/ro/product`
    answerYes(jar, url)
    expect(jar.cookie).toBe(`language=ro; ${AGE}=true`)
  })

  it('on localhost and an IP address only paths are walked (no Domain= a browser would refuse)', () => {
    for (const href of ['http://localhost:3000/ro/product/x', 'http://127.0.0.1:8787/ro/product/x']) {
      const writes: string[] = []
      expireOtherAnswers(new URL(href), {
        set cookie(line: string) {
          writes.push(line)
        },
        get cookie() {
          return ''
        },
      })
      expect(writes.some((w) => w.includes('Domain='))).toBe(false)
      expect(writes.map((w) => /Path=([^;]+)/.exec(w)?.[1])).toEqual([
        '/ro',
        '/ro/',
        '/ro/product',
        '/ro/product/',
        '/ro/product/x',
      ])
      expect(writes.every((w) => w.startsWith(`${AGE}=; `) && w.includes('Max-Age=0'))).toBe(true)
      expect(writes.some((w) => w.includes('Secure'))).toBe(false)
    }
  })
})

describe('AgeModal: its "yes" button', () => {
  it('expires the other copies, then writes the answer on /', async () => {
    const href = 'https://www.shop.md/ro/product/strong-relief'
    ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(href)
    const jar = jarAt(href)
    jar.cookie = `${AGE}=false; Path=/ro/product`
    jar.cookie = `${AGE}=false; Domain=shop.md; Path=/`
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => jar.cookie,
      set: (line: string) => {
        jar.cookie = line
      },
    })
    try {
      const host = document.createElement('div')
      document.body.appendChild(host)
      const root = createRoot(host)
      await act(async () =>
        root.render(
          <IntlProvider locale="ro" onError={() => {}}>
            <AgeModal />
          </IntlProvider>,
        ),
      )
      const yes = document.querySelector('[data-testid="age-modal"] .button--primary') as HTMLButtonElement
      await act(async () => yes.click())
      expect(jar.cookie).toBe(`${AGE}=true`)
      await act(async () => root.unmount())
    } finally {
      delete (document as unknown as { cookie?: string }).cookie
      document.body.innerHTML = ''
    }
  })
})
