import { QueryClient, queryOptions } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS } from '#contract/settings.ts'
import { type MainCallSettings, mainBesideShell, type ShellData, SPEC_MAIN_CALL_SETTINGS } from './shell.functions'

vi.mock('cloudflare:workers', () => ({ env: {} }))

/** A client whose shell query is on its way until `answer` (as the layout's loader leaves it during a render). */
function pendingShell() {
  const client = new QueryClient()
  let answer: (settings: Partial<MainCallSettings>) => void = () => {}
  void client.prefetchQuery({
    queryKey: ['shell', 'en'],
    queryFn: () =>
      new Promise<ShellData>((resolve) => {
        answer = (settings) =>
          resolve({ settings: { ...SPEC_MAIN_CALL_SETTINGS, ...settings } } as unknown as ShellData)
      }),
  })
  return { client, answer: (settings: Partial<MainCallSettings>) => answer(settings) }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("a page's main query starts beside the shell's settings", () => {
  it("the spec's defaults are the settings schema's", () => {
    const { default_sorting, additional_settings, pagination_option, has_product_of_the_day } = DEFAULT_GLOBAL_SETTINGS
    expect(SPEC_MAIN_CALL_SETTINGS).toEqual({
      default_sorting: default_sorting ?? null,
      additional_settings: { sort_by_priority: additional_settings.sort_by_priority },
      pagination_option,
      has_product_of_the_day,
    })
  })

  const listing = (asked: string[]) => (settings: MainCallSettings) => {
    const sort = settings.default_sorting ?? 'newer+'
    return queryOptions({
      queryKey: ['listing', sort],
      queryFn: async () => {
        asked.push(sort)
        return `${sort} page`
      },
    })
  }

  it('asked before the settings are in; the settings naming the same: that one call', async () => {
    const { client, answer } = pendingShell()
    const asked: string[] = []
    const done = mainBesideShell(client, 'en', listing(asked), null)
    await tick()
    expect(asked).toEqual(['newer+'])
    answer({})
    expect((await done).data).toBe('newer+ page')
    expect(asked).toEqual(['newer+'])
  })

  it('the settings naming another: asked again, the guessed query dropped from the cache', async () => {
    const { client, answer } = pendingShell()
    const asked: string[] = []
    const done = mainBesideShell(client, 'en', listing(asked), null)
    await tick()
    answer({ default_sorting: 'price+' })
    expect((await done).data).toBe('price+ page')
    expect(asked).toEqual(['newer+', 'price+'])
    expect(client.getQueryData(['listing', 'newer+'])).toBeUndefined()
  })

  it("the settings this isolate last had are the guess: one call, the settings' own", async () => {
    const { client, answer } = pendingShell()
    const asked: string[] = []
    const known = { ...SPEC_MAIN_CALL_SETTINGS, default_sorting: 'price+' }
    const done = mainBesideShell(client, 'en', listing(asked), known)
    await tick()
    expect(asked).toEqual(['price+'])
    answer({ default_sorting: 'price+' })
    expect((await done).data).toBe('price+ page')
    expect(asked).toEqual(['price+'])
  })
})
