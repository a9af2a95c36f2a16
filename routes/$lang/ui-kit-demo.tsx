import { createFileRoute } from '@tanstack/react-router'
import { useLazyMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'
import { UiKitDemo } from '#app/ui/UiKitDemo.tsx'

/** /{lang}/ui-kit-demo: the internal demonstration page of the shared UI kit (spec 2.2); noindex, linked from nowhere. */
export const Route = createFileRoute('/$lang/ui-kit-demo')({
  head: ({ matches }) => pageHead(matches, { titleId: 'uiKit.title', noindex: true }),
  component: UiKitDemoRoute,
})

function UiKitDemoRoute() {
  const { lang } = Route.useRouteContext()
  // The kit's demo texts ship with the lazy messages (app/i18n/lazy-keys.ts): a client navigation waits for them.
  useLazyMessages(lang)
  return <UiKitDemo lang={lang} />
}
