import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'

/** Shown on the server and until the browser has read the lists (personal data never renders on the server). */
export function ListLoading() {
  return (
    <p className="list-page__loading" aria-busy="true" data-testid="list-loading">
      <FormattedMessage id="lists.loading" />
    </p>
  )
}

/** An empty favorites or compare list, with a way back to the catalogue. */
export function ListEmpty({ title, hint, testId }: { title: ReactNode; hint: ReactNode; testId: string }) {
  const lang = useLocale()
  return (
    <div className="list-empty" data-testid={testId}>
      <p className="list-empty__title">{title}</p>
      <p>{hint}</p>
      <a className="button button--primary" href={`/${lang}`}>
        <FormattedMessage id="lists.continue" />
      </a>
    </div>
  )
}
