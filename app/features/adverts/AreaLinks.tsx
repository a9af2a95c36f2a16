import type { MouseEvent, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { readSessionHint } from '#app/lib/session-state.ts'
import { markSignInReturn } from '#app/lib/sign-in-return.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { loginPath } from '#platform/shared/protected-pages.ts'

/**
 * A link to one of the adverts area's signed-in pages (add, my, drafts, favorites). Signed in, it is a
 * plain link. A guest meets the access rule (accounts spec 2: `/{lang}?login=true`) and, signed in,
 * comes back to the page they asked for (app/lib/sign-in-return.ts, decision 0132) instead of home.
 * A page cached for everyone renders the same link for all: who is signed in is read on the click.
 */
export function SignedInLink({
  path,
  className,
  children,
  testId,
  current = false,
}: {
  current?: boolean
  /** The page's path after /{lang}: `/adverts/add`. */
  path: string
  className?: string
  children: ReactNode
  testId?: string
}) {
  const lang = useLocale()
  const href = `/${lang}${path}`
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    // a new tab or window: the page's own gate sends it to sign-in
    if (readSessionHint() || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    markSignInReturn(href)
    window.location.assign(loginPath(lang))
  }
  return (
    <a
      href={href}
      className={className}
      onClick={click}
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
    >
      {children}
    </a>
  )
}

/** The adverts area's own pages of the shopper, in the area's tab row. */
const OWN_PAGES = [
  ['my', 'advertsArea.own.my'],
  ['drafts', 'advertsArea.own.drafts'],
  ['favorites', 'advertsArea.own.favorites'],
] as const

/**
 * The shopper's pages of the adverts area as one row of tabs - my adverts, drafts, favourite adverts -
 * and posting a new one (shopper audit a4, session 67: only the cabinet's address bar led to them).
 */
export function OwnAreaTabs({ current }: { current?: (typeof OWN_PAGES)[number][0] }) {
  const intl = useIntl()
  return (
    <nav aria-label={intl.formatMessage({ id: 'advertsArea.own.nav' })}>
      <ul className="adverts-tabs">
        {OWN_PAGES.map(([page, label]) => (
          <li key={page}>
            <SignedInLink path={`/adverts/${page}`} current={page === current} testId={`adverts-tab-${page}`}>
              <FormattedMessage id={label} />
            </SignedInLink>
          </li>
        ))}
        <li>
          <SignedInLink path="/adverts/add" testId="adverts-tab-add">
            <FormattedMessage id="advertsArea.own.add" />
          </SignedInLink>
        </li>
      </ul>
    </nav>
  )
}
