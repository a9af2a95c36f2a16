// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { IntlContext } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import ru from '#locales/ru.json'
import { ErrorView, statusOf } from './ErrorPage'

/**
 * Storefront spec 2: the error page shows the status code; for 404 a not-found description, for
 * other statuses a generic something-went-wrong message; a button leads home. If the error page
 * itself fails: 'An error occurred while showing the error page' with a link home.
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function show(node: React.ReactNode): HTMLElement {
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root = createRoot(host)
  act(() => root.render(node))
  return host
}
const inRussian = (status: number) =>
  show(
    <LocaleProvider locale="ru" messages={compactMessages(ru)}>
      <ErrorView status={status} />
    </LocaleProvider>,
  )

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('statusOf: the status an error carries, 500 by default', () => {
  it.each<[string, unknown, number]>([
    ['{ status: 404 }', { status: 404 }, 404],
    ['{ status: 503 }', { status: 503 }, 503],
    ['a Response 502', new Response(null, { status: 502 }), 502],
    ['a plain Error', new Error('boom'), 500],
    ['null', null, 500],
    ['a 2xx status', { status: 200 }, 500],
    ['a status out of range', { status: 600 }, 500],
    ['a status as text', { status: '503' }, 500],
  ])('%s -> %i', (_name, error, status) => expect(statusOf(error)).toBe(status))
})

describe('the error page', () => {
  it.each([500, 502, 503])(
    'status %i: the code, "Ошибка <status>", the generic message, no not-found text',
    (status) => {
      window.history.replaceState(null, '', '/ru/catalog/phones')
      const page = inRussian(status)
      expect(page.querySelector('.error-page__code')?.textContent).toBe(String(status))
      expect(page.querySelector('h1')?.textContent).toBe(`Ошибка ${status}`)
      expect(page.textContent).toContain('Что-то пошло не так. Попробуйте позже.')
      expect(page.textContent).not.toContain('Страница не найдена')
      const home = page.querySelector('a.button')
      expect(home?.textContent).toBe('На главную')
      expect(home?.getAttribute('href')).toBe('/ru')
    },
  )

  it('status 404: the not-found title and description, not the generic message', () => {
    const page = inRussian(404)
    expect(page.querySelector('h1')?.textContent).toBe('Страница не найдена')
    expect(page.textContent).toContain('Страница, которую вы ищете, не существует или была перемещена.')
    expect(page.textContent).not.toContain('Что-то пошло не так')
  })

  it('outside the language layout (no messages) it speaks English and links to /', () => {
    window.history.replaceState(null, '', '/no-language/here')
    const page = show(<ErrorView status={500} />)
    expect(page.querySelector('h1')?.textContent).toBe('Error 500')
    expect(page.textContent).toContain('Something went wrong. Please try again later.')
    expect(page.querySelector('a.button')?.getAttribute('href')).toBe('/')
  })

  it('when showing the error page itself fails: the plain English message with a link home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = {
      formatMessage: () => {
        throw new Error('messages broken')
      },
    } as never
    const page = show(
      <IntlContext.Provider value={broken}>
        <ErrorView status={503} />
      </IntlContext.Provider>,
    )
    expect(page.textContent).toContain('An error occurred while showing the error page')
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/')
  })
})
