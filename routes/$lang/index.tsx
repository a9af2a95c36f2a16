import { createFileRoute } from '@tanstack/react-router'
import { featuredBrandsQuery } from '#app/features/brands/brands.functions.ts'
import { homeQuery } from '#app/features/home/home.functions.ts'
import { EmailLinks, HomePage } from '#app/features/home/index.ts'
import { HomePromotions } from '#app/features/offers/index.ts'
import { promotionsQuery } from '#app/features/offers/offers.functions.ts'
import { type MainCallSettings, mainBesideShell, shellQuery } from '#app/shell/shell.functions.ts'

export const Route = createFileRoute('/$lang/')({
  loader: async ({ context }) => {
    const homeOf = (settings: MainCallSettings) => homeQuery(context.lang, settings.has_product_of_the_day)
    // A server render starts every widget's call beside the settings, not after them (mainBesideShell).
    const [{ data: home }, , promotions] = await Promise.all([
      import.meta.env.SSR
        ? mainBesideShell(context.queryClient, context.lang, homeOf)
        : context.queryClient
            .ensureQueryData(shellQuery(context.lang))
            .then(async (shell) => ({ data: await context.queryClient.ensureQueryData(homeOf(shell.settings)) })),
      context.queryClient.ensureQueryData(featuredBrandsQuery(context.lang)),
      context.queryClient.ensureQueryData(promotionsQuery(context.lang)),
    ])
    // The running promotions (mainUiInterface.promotions_main_page_view_type picks their look); the
    // server's clock decides which are running, so the browser renders the same list.
    return { promotions, now: Date.now(), seo: home.seo }
  },
  // The back end's main page settings name the title and description; without them, the shop name and its subtitle.
  head: ({ matches, loaderData }) => {
    const shell = matches.find((m) => (m.routeId as string) === '/$lang')?.loaderData as
      | { description?: string }
      | undefined
    const description = loaderData?.seo.description ?? shell?.description
    return {
      meta: [
        ...(loaderData?.seo.title ? [{ title: loaderData.seo.title }] : []),
        ...(description ? [{ name: 'description', content: description }] : []),
      ],
    }
  },
  component: HomeRoute,
})

/** The home page, and the e-mailed links that land on it: activation and password reset (decision 0021), account deletion (decision 0023). */
function HomeRoute() {
  const { promotions, now } = Route.useLoaderData()
  return (
    <>
      <HomePage
        promotions={<HomePromotions promotions={promotions.promotions} now={now} />}
        promotionsUnavailable={promotions.unavailable}
      />
      <EmailLinks />
    </>
  )
}
