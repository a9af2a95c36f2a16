import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/lib/head'
import { UiKitDemo } from '../../app/ui/UiKitDemo'

/** /{lang}/ui-kit-demo: the internal demonstration page of the shared UI kit (spec 2.2); noindex, linked from nowhere. */
export const Route = createFileRoute('/$lang/ui-kit-demo')({
  head: ({ matches }) => pageHead(matches, { titleId: 'uiKit.title', noindex: true }),
  component: UiKitDemoRoute,
})

function UiKitDemoRoute() {
  return <UiKitDemo lang={Route.useParams().lang} />
}
