// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ settings: { mainUiInterface: {} } }),
  useView: () => 'cards',
}))
vi.mock('./content.functions', () => ({
  contentQuery: (request: object) => ({
    queryKey: ['content', request],
    queryFn: async () => null,
    staleTime: Infinity,
  }),
}))
const { HomeVacancies, homeVacanciesQuery } = await import('./CareerPage')

/** The home page's vacancies load in the browser: a failed call says so where the section would be (it vanished before). */
async function render(data: { items: never[]; unavailable: boolean }) {
  const client = new QueryClient()
  client.setQueryData(homeVacanciesQuery('en').queryKey, data)
  return renderForm(
    <QueryClientProvider client={client}>
      <HomeVacancies />
    </QueryClientProvider>,
  )
}

describe('HomeVacancies', () => {
  it('the call failed: the notice the home page gives for a section that could not be loaded', async () => {
    const view = await render({ items: [], unavailable: true })
    expect(view.host.querySelector('[data-testid="home-vacancies-unavailable"]')?.textContent).toBe(
      'Some sections of this page could not be loaded right now. Please try again later.',
    )
    view.unmount()
  })

  it('no vacancies for the home page: nothing', async () => {
    const view = await render({ items: [], unavailable: false })
    expect(view.host.innerHTML).toBe('')
    view.unmount()
  })
})
