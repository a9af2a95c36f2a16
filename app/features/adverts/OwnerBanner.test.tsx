// @vitest-environment happy-dom
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import type { AdvertDetail } from './adverts.server'

/**
 * Shopper audit a4: "resume" on a paused advert became disabled while it saved and the focus fell to the
 * page. It rests with aria-disabled: the focus stays on it, a second press saves nothing.
 */
const calls = vi.hoisted(() => ({ save: vi.fn() }))
vi.mock('./advert-save', () => ({ saveAdvert: calls.save }))
vi.mock('./form-rules', () => ({ activeBody: () => ({ is_active: true }) }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))

const { OwnerBanner } = await import('./OwnerBanner')

it('resume: the focus stays on it, aria-disabled while it saves, a second press saves nothing more', async () => {
  let answer: (v: unknown) => void = () => {}
  calls.save.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const advert = { slug: 'bike', is_active: false, is_draft: false } as unknown as AdvertDetail
  const view = await renderForm(<OwnerBanner advert={advert} />)
  const resume = view.host.querySelector<HTMLButtonElement>('[data-testid="advert-owner-resume"]')!
  resume.focus()
  await view.click(resume)
  expect([resume.disabled, resume.getAttribute('aria-disabled')]).toEqual([false, 'true'])
  expect(document.activeElement).toBe(resume)
  await view.click(resume)
  expect(calls.save).toHaveBeenCalledTimes(1)
  await act(async () => answer({ ok: false }))
  expect(resume.getAttribute('aria-disabled')).toBe('false')
  expect(document.activeElement).toBe(resume)
  view.unmount()
})
