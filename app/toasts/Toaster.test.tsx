// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { showToast, toastState } from './store'
import { Toaster } from './Toaster'

/**
 * A screen-reader review (session 68): a toast's close button was named "×" in every language (a screen
 * reader says "times" or "multiplication sign"), the one control of the shop named by a literal.
 */
afterEach(() => {
  cleanup()
  toastState.toasts.splice(0)
})

describe("Toaster: the close button is named in the page's language", () => {
  it.each([
    ['ro', ro, 'Închide'],
    ['ru', ru, 'Закрыть'],
    ['uk', uk, 'Закрити'],
    ['en', en, 'Close'],
  ] as const)('%s', async (locale, messages, name) => {
    expect(messages['modal.close']).toBe(name)
    render(
      <LocaleProvider locale={locale} messages={compactMessages(messages)}>
        <Toaster />
      </LocaleProvider>,
    )
    await act(async () => {
      showToast('Adăugat')
    })
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Adăugat')
    expect(screen.getByRole('button', { name })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '×' })).toBeNull()
  })
})
