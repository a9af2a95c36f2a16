import { createFileRoute } from '@tanstack/react-router'
import { featuredBrandsQuery } from '#app/features/brands/brands.functions.ts'
import { homeQuery } from '#app/features/home/home.functions.ts'
import { EmailLinks, HomePage } from '#app/features/home/index.ts'
import { HomePromotions } from '#app/features/offers/index.ts'
import { promotionsQuery } from '#app/features/offers/offers.functions.ts'
import { openGraph } from '#app/lib/open-graph.ts'
import { footerSocialLinks } from '#app/shell/nav-rules.ts'
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
  // Open Graph, and the site's WebSite (with its search) and Organization as JSON-LD (the home page only).
  head: ({ matches, match, loaderData }) => {
    const layout = matches.find((m) => (m.routeId as string) === '/$lang')?.loaderData as
      | { description?: string; origin: string; project: string }
      | undefined
    const description = loaderData?.seo.description ?? layout?.description
    const meta = [
      ...(loaderData?.seo.title ? [{ title: loaderData.seo.title }] : []),
      ...(description ? [{ name: 'description', content: description }] : []),
    ]
    // The settings the footer shows (logo, e-mail, phone, social links): the shell's, already loaded.
    // Server renders only (the heads are in every page's first-load JS; only the HTML is read for these).
    const shell = import.meta.env.SSR && match.context.queryClient.getQueryData(shellQuery(match.context.lang).queryKey)
    if (!loaderData || !layout || !shell) return { meta }
    const { settings } = shell
    const url = `${layout.origin}/${match.context.lang}`
    const logo = shell.look.logo ? new URL(shell.look.logo, layout.origin).href : null
    const sameAs = footerSocialLinks(settings.social_media).map((s) => s.url)
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebSite',
          url,
          name: layout.project,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${url}/search?query={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        },
        {
          '@type': 'Organization',
          name: layout.project,
          url,
          ...(logo ? { logo } : {}),
          ...(settings.main_email ? { email: settings.main_email } : {}),
          ...(settings.phones.mainPhoneNumber ? { telephone: settings.phones.mainPhoneNumber } : {}),
          ...(sameAs.length ? { sameAs } : {}),
        },
      ],
    }
    return {
      meta: openGraph(matches, meta, { title: loaderData.seo.title || layout.project, image: logo }),
      // As the product page's: a data block (no nonce needed), "<" escaped so no text closes the script.
      scripts: [{ type: 'application/ld+json', children: JSON.stringify(graph).replace(/</g, '\\u003c') }],
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
