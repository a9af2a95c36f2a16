import { createFileRoute, notFound, Outlet, redirect, useMatch } from '@tanstack/react-router'
import { useBareLayout } from '#app/features/content/index.ts'
import { NotFoundPage } from '#app/features/errors/index.ts'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadMessageGroup, pathMessageGroups } from '#app/i18n/lazy-messages.ts'
import { loadMessages, messageText, readyMessages } from '#app/i18n/messages.ts'
import { Shell } from '#app/layout/Shell.tsx'
import { layoutTitle, pageLost, unavailableHead } from '#app/lib/head.ts'
import { rememberDocumentGroup } from '#app/shell/document-group.ts'
import { type PageAddresses, seoLinks, unofferedTarget, withLocale } from '#app/shell/seo.ts'
import { menuQuery, shellQuery } from '#app/shell/shell.functions.ts'
import { ShellProvider } from '#app/shell/useShell.tsx'
import { readViewerGroup } from '#app/shell/viewer.functions.ts'
import { isLocale } from '#config'

export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ params }) => {
    if (!isLocale(params.lang)) throw notFound()
    return { lang: params.lang }
  },
  loader: async ({ context, location }) => {
    // The messages are not loader data (they would be in every page's HTML): the layout reads them
    // from app/i18n/messages.ts once loaded here, or, in the browser, before it hydrates
    // (app/i18n/hydrate-messages.ts). A page whose render needs the lazy messages (cabinet, sign-in
    // flow pages) loads those too (app/i18n/lazy-messages.ts). The later and aside messages (forms,
    // modals, the pages around the cart) are always there on the server, whose bundle has them: a
    // component that shows one never suspends a server render; the browser loads them for a page
    // that shows them first, else when one is shown.
    // The menu tree renders the navigation; it is not in the page's data (decision 0053).
    // A server render has the navigation's list as HTML too (decision 0093).
    const [shell, , core] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)).then((shell) => {
        // A language the shop does not offer (settings langs) is the same page in its main language:
        // a 302, since the settings may offer it again (operator audit 10, 5). On the server only (a
        // crawler's and every first load's request; the page cache's settings check re-renders a page
        // kept from before, decision 0128): the browser's bundle has no byte to spare.
        const moveTo = import.meta.env.SSR
          ? unofferedTarget(context.lang, shell.settings.langs, shell.settings.mainUiInterface.mainLang)
          : null
        if (moveTo)
          throw redirect({ href: `${withLocale(location.pathname, moveTo)}${location.searchStr}`, statusCode: 302 })
        return shell
      }),
      context.queryClient.ensureQueryData(menuQuery(context.lang)),
      loadMessages(context.lang),
      import.meta.env.SSR
        ? import('#app/layout/navigation.functions.ts').then((m) =>
            context.queryClient.ensureQueryData(m.navigationHtmlQuery(context.lang)),
          )
        : undefined,
      ...pathMessageGroups(location.pathname, import.meta.env.SSR).map((group) =>
        loadMessageGroup(group, context.lang),
      ),
    ])
    const project = shell.settings.project
    // The home page's description (pages with their own SEO fields set theirs).
    const description = `${project}: ${messageText(context.lang, core, 'home.subtitle')}`.trim()
    return {
      locale: context.lang,
      origin: shell.origin,
      project,
      description,
      group: readViewerGroup(),
      look: shell.lookHead,
      // hreflang x-default: the main language, where an address without a known prefix goes (spec 2.1).
      main: shell.settings.mainUiInterface.mainLang,
      // hreflang alternates: the languages the shop offers, as its language switcher lists them.
      langs: shell.settings.langs,
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData, match, matches }) => {
    // A page not found (here or below) is noindex, whatever route found nothing, and names no canonical or alternates.
    const lost = pageLost(matches)
    return {
      meta: [
        { title: loaderData ? layoutTitle(matches, loaderData.project) : '' },
        ...(loaderData?.look.meta ?? []),
        ...(lost ? unavailableHead.meta : []),
      ],
      // Canonical and hreflang of the page shown (the deepest match), not of this layout.
      // The web manifest from the back end's default site files (worker/api/site-files.ts).
      links: [
        ...(loaderData?.look.links ?? []),
        { rel: 'manifest', href: '/manifest.webmanifest' },
        ...(loaderData && !lost
          ? seoLinks(
              loaderData.origin,
              (matches[matches.length - 1]?.pathname ?? match.pathname).replace(/(.)\/+$/, '$1'),
              // A category's or product's own addresses in each language (its loader's `addresses`).
              (matches[matches.length - 1]?.loaderData as { addresses?: PageAddresses } | undefined)?.addresses,
              loaderData.main,
              loaderData.langs,
            )
          : []),
      ],
      styles: loaderData?.look.styles ?? [],
    }
  },
  component: LangLayout,
  notFoundComponent: LangNotFound,
  // The layout (header, shell data, cart badge) renders on every page: in the entry's graph rather
  // than a lazy chunk of its own, so its modules share the entry's files (decision 0018).
  codeSplitGroupings: [['notFoundComponent']],
})

/** A page that is not found keeps the layout and its language whenever the language loaded. */
function LangNotFound() {
  const match = useMatch({ from: '/$lang', shouldThrow: false })
  const data = match?.loaderData
  if (!data || !isLocale(match.params.lang)) return <NotFoundPage />
  rememberDocumentGroup(data.group)
  return (
    <LocaleProvider locale={match.params.lang} messages={readyMessages(match.params.lang) ?? {}}>
      <ShellProvider locale={match.params.lang} group={data.group}>
        <Shell>
          <NotFoundPage />
        </Shell>
      </ShellProvider>
    </LocaleProvider>
  )
}

function LangLayout() {
  const { lang } = Route.useRouteContext()
  const { group } = Route.useLoaderData()
  rememberDocumentGroup(group)
  const messages = readyMessages(lang) ?? {}
  const bare = useBareLayout()
  return (
    <LocaleProvider locale={lang} messages={messages}>
      <ShellProvider locale={lang} group={group}>
        <Shell bare={bare}>
          <Outlet />
        </Shell>
      </ShellProvider>
    </LocaleProvider>
  )
}
