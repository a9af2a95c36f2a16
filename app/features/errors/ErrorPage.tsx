import type { ErrorComponentProps } from '@tanstack/react-router'
import { Component, type ReactNode, useContext } from 'react'
import { IntlContext } from 'react-intl'
import { isLocale } from '#config'

/** Returns the status carried by an error (a Response-like or `{ status }`), 500 by default. */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/** English texts for when the page fails outside the language layout. */
const FALLBACK = {
  pageErrorTitle: 'Page not found',
  pageErrorDescription: 'The page you are looking for does not exist or has been moved.',
  globalMessageSomethingWentWrong: 'Something went wrong. Please try again later.',
  'error.status': 'Error {status}',
  'error.home': 'Go to the home page',
} as const

function useText() {
  const intl = useContext(IntlContext)
  return (id: keyof typeof FALLBACK, values?: Record<string, string | number>) => {
    if (intl) return intl.formatMessage({ id }, values)
    return FALLBACK[id].replace('{status}', String(values?.status ?? ''))
  }
}

function homeHref(): string {
  if (typeof window === 'undefined') return '/'
  const lang = window.location.pathname.split('/')[1]
  return isLocale(lang) ? `/${lang}` : '/'
}

/** The error page: its content renders inside the boundary, so a failure while showing it is caught. */
export function ErrorView({ status }: { status: number }) {
  return (
    <ErrorBoundaryOfErrorPage>
      <ErrorContent status={status} />
    </ErrorBoundaryOfErrorPage>
  )
}

function ErrorContent({ status }: { status: number }) {
  const t = useText()
  const notFound = status === 404
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{notFound ? t('pageErrorTitle') : t('error.status', { status })}</h1>
      <p>{notFound ? t('pageErrorDescription') : t('globalMessageSomethingWentWrong')}</p>
      <a className="button button--primary" href={homeHref()}>
        {t('error.home')}
      </a>
    </section>
  )
}

export function NotFoundPage() {
  return <ErrorView status={404} />
}

export function ErrorPage({ error }: ErrorComponentProps) {
  return <ErrorView status={statusOf(error)} />
}

/** If the error page itself fails, the spec's plain English message with a link home. */
class ErrorBoundaryOfErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (this.state.failed) {
      return (
        <p className="error-page">
          An error occurred while showing the error page. <a href="/">Home</a>
        </p>
      )
    }
    return this.props.children
  }
}
