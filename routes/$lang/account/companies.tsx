import { createFileRoute } from '@tanstack/react-router'
import { CompaniesPage, type CompaniesSearch, companiesLoader, requireCabinet } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { parsedByLoader } from '#app/lib/search-params.ts'

/** /{lang}/account/companies: the company list (its filters and page in the URL query) and the company forms (accounts spec 3, 7). */
export const Route = createFileRoute('/$lang/account/companies')({
  validateSearch: parsedByLoader<CompaniesSearch>(),
  beforeLoad: requireCabinet,
  loaderDeps: ({ search }) => ({ search }),
  loader: companiesLoader,
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.companies', noindex: true }),
  component: function CompaniesRoute() {
    const data = Route.useLoaderData()
    return <CompaniesPage {...data} />
  },
})
