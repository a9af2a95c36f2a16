import { createFileRoute } from '@tanstack/react-router'
import { brandsQuery } from '../../app/features/brands/brands.functions'
import { EmailLinks, HomePage } from '../../app/features/home'
import { homeQuery } from '../../app/features/home/home.functions'
import { shellQuery } from '../../app/shell/shell.functions'

export const Route = createFileRoute('/$lang/')({
  loader: async ({ context }) => {
    const shell = await context.queryClient.ensureQueryData(shellQuery(context.lang))
    const [home] = await Promise.all([
      context.queryClient.ensureQueryData(homeQuery(context.lang, shell.settings.has_product_of_the_day)),
      context.queryClient.ensureQueryData(brandsQuery(context.lang)),
    ])
    return { seo: home.seo }
  },
  // The back end's main page settings name the title and description; without them, the shop name and its subtitle.
  head: ({ matches, loaderData }) => {
    const shell = matches.find((m) => (m.routeId as string) === '/$lang')?.loaderData as { description?: string } | undefined
    const description = loaderData?.seo.description ?? shell?.description
    return { meta: [...(loaderData?.seo.title ? [{ title: loaderData.seo.title }] : []), ...(description ? [{ name: 'description', content: description }] : [])] }
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
