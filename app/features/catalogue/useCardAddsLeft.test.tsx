// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShellData } from '#app/shell/shell.functions.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * A card's add the last page left unfinished (card-adds.ts) is finished on the next page whatever it
 * is: the layout's hook, not the first product card (before, the cart page, the checkout and the
 * cabinet left the note to the next page with a card). The add's code loads only when a note was
 * left, and only the last page's notes are finished, once.
 */
const seen = vi.hoisted(() => ({ imports: 0, resumed: [] as string[] }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'ro', usePricesHidden: () => false }))
vi.mock('./card-add', () => {
  seen.imports++
  return {
    cardAddContext: (lang: string, settings: { project_currency: string }, pricesHidden: boolean) => ({
      lang,
      currency: settings.project_currency,
      pricesHidden,
    }),
    resumeCardAdds: (context: { lang: string; currency: string }, notes: string) =>
      seen.resumed.push(`${context.lang} ${context.currency} ${notes}`),
  }
})

const settings = { project_currency: 'MDL' } as unknown as ShellData['settings']

/** A page as the layout renders it: the hook, no product card. */
async function page(left: string | null) {
  vi.resetModules()
  sessionStorage.clear()
  if (left !== null) sessionStorage.setItem('card-adds', left)
  const { useCardAddsLeft } = await import('./useCardAddsLeft')
  const { noteCardAdd } = await import('./card-add-note')
  function Layout() {
    useCardAddsLeft(settings)
    return null
  }
  // a tap noted as this page's scripts run, before the layout's effect (a card's replayed early tap)
  const mine = left === null ? null : noteCardAdd(1903)
  const form = await renderForm(<Layout />)
  await vi.waitFor(() => expect(seen.imports).toBe(left === null ? 0 : 1))
  return { form, mine, Layout }
}

beforeEach(() => {
  seen.imports = 0
  seen.resumed = []
})
afterEach(() => sessionStorage.clear())

describe('useCardAddsLeft: the last page’s card adds finished on any page', () => {
  it('a note left: finished once through card-add.ts with this page’s context; this page’s own note is not', async () => {
    const { form, mine, Layout } = await page('1913@1000')
    await vi.waitFor(() => expect(seen.resumed).toEqual(['ro MDL 1913@1000']))
    expect(mine).toMatch(/^1903@/)
    form.unmount()
    // the layout again (a remount): nothing is finished twice
    const again = await renderForm(<Layout />)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(seen.resumed).toEqual(['ro MDL 1913@1000'])
    again.unmount()
  })

  it('no note: the add’s code is not loaded', async () => {
    const { form } = await page(null)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(seen.imports).toBe(0)
    expect(seen.resumed).toEqual([])
    form.unmount()
  })
})
