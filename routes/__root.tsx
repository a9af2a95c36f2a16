import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useParams } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { NotFoundPage } from '#app/features/errors/index.ts'
import globalCss from '#app/styles/global.css?url'
import { DEFAULT_FAVICON } from '#app/themes/look-basics.ts'
import { IconSprite } from '#app/ui/icons.tsx'
import { FALLBACK_LOCALE, isLocale, LOCALE_ISO } from '#config'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: ({ matches }) => ({
    // The language layout sets the site's own theme-color and favicon (app/shell/look-head.ts);
    // these serve pages outside it.
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#ffd400' },
    ],
    links: [
      // (empty only inside the worker tests, which do not build CSS)
      ...(globalCss ? [{ rel: 'stylesheet', href: globalCss }] : []),
      ...(matches.some((m) => (m.routeId as string) === '/$lang')
        ? []
        : [{ rel: 'icon', href: DEFAULT_FAVICON.href, type: DEFAULT_FAVICON.type }]),
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: () => <NotFoundPage />,
})

function RootDocument({ children }: { children: ReactNode }) {
  const params = useParams({ strict: false }) as { lang?: string }
  const lang = isLocale(params.lang) ? params.lang : FALLBACK_LOCALE
  return (
    <html lang={LOCALE_ISO[lang].split('-')[0]}>
      <head>
        <HeadContent />
      </head>
      <body>
        <IconSprite />
        {children}
        <Scripts />
      </body>
    </html>
  )
}
