import { createFileRoute } from '@tanstack/react-router'
import { brandsQuery } from '../../app/features/brands/brands.functions'
import { EmailLinks, HomePage } from '../../app/features/home'
import { homeQuery } from '../../app/features/home/home.functions'
import { shellQuery } from '../../app/shell/shell.functions'

export const Route = createFileRoute('/$lang/')({
  loader: async ({ context }) => {
    const shell = await context.queryClient.ensureQueryData(shellQuery(context.lang))
    await Promise.all([context.queryClient.ensureQueryData(homeQuery(context.lang, shell.settings.has_product_of_the_day)), context.queryClient.ensureQueryData(brandsQuery(context.lang))])
  },
  head: ({ matches }) => {
    const shell = matches.find((m) => (m.routeId as string) === '/$lang')?.loaderData as { description?: string } | undefined
    return { meta: shell?.description ? [{ name: 'description', content: shell.description }] : [] }
  },
  component: HomeRoute,
})

/** The home page, and the e-mailed links that land on it: activation and password reset (decision 0022), account deletion (decision 0024). */
function HomeRoute() {
  return (
    <>
      <HomePage />
      <EmailLinks />
    </>
  )
}
