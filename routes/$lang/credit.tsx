import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { contentHead, StaticPage } from '#app/features/content/index.ts'
import { LazyCreditCalculatorPage } from '#app/features/credit/index.ts'
import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'
import { unavailableHeaders } from '#platform/shared/main-content.ts'

/**
 * /{lang}/credit: the credit page's text (settings credit_page) and the credit calculator; 404 on
 * themes without credit (the language layout's not-found page). The calculator loads its data in the browser: its query stays out of the
 * route's loader, which every page's first load carries.
 */
export const Route = createFileRoute('/$lang/credit')({
  loader: async ({ context }) => {
    const shell = await context.queryClient.ensureQueryData(shellQuery(context.lang))
    if (!shell.theme.flags.creditCalculator) throw notFound()
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(contentQuery({ kind: 'static', lang: context.lang, page: 'credit_page' })),
      loadAsideMessages(context.lang),
    ])
    return { seoTitle: page.page?.seo_title, seoDescription: page.page?.seo_description, unavailable: page.unavailable }
  },
  // The page's text failed to load: a 503 the Worker makes of it, not a 200 to index (decision 0099).
  headers: unavailableHeaders,
  head: contentHead('credit'),
  component: () => (
    <StaticPage kind="credit_page" titleId="content.credit.title">
      <LazyCreditCalculatorPage />
    </StaticPage>
  ),
})
