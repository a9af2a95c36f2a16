import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale, useView } from '#app/shell/useShell.tsx'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import { contentQuery } from './content.functions'
import { openSendCv, openVacancy, type VacancyRef } from './modal-state'
import { ContentPage, Empty } from './ui'
import './content.css'

function VacancyCard({ vacancy }: { vacancy: VacancyRef }) {
  return (
    <li className="card vacancy-card" data-testid="vacancy">
      <h3 className="card__title">{vacancy.title}</h3>
      {vacancy.city || vacancy.salary ? (
        <p className="content-muted">{[vacancy.city, vacancy.salary].filter(Boolean).join(' · ')}</p>
      ) : null}
      <div className="card__actions">
        <button type="button" className="button" onClick={() => openVacancy(vacancy)}>
          <FormattedMessage id="content.career.details" />
        </button>
        <button type="button" className="button button--primary" onClick={() => openSendCv(vacancy)}>
          <FormattedMessage id="content.career.sendCv" />
        </button>
      </div>
    </li>
  )
}

export function CareerPage() {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'vacancies', lang, main: false }))
  const view = useView('vacancy_view_type')
  return (
    <ContentPage title={intl.formatMessage({ id: 'content.career.title' })} wide>
      <p>
        <FormattedMessage id="content.career.intro" />
      </p>
      {data.items.length === 0 ? (
        data.unavailable ? (
          <PageUnavailable />
        ) : (
          <Empty id="content.career.none" />
        )
      ) : (
        <ul className={`card-grid vacancy-list vacancy-list--${view}`} data-view={view} data-testid="vacancy-list">
          {data.items.map((v) => (
            <VacancyCard key={v.id} vacancy={v} />
          ))}
        </ul>
      )}
      <p>
        <button type="button" className="button" onClick={() => openSendCv(null)}>
          <FormattedMessage id="content.career.sendCvAny" />
        </button>
      </p>
    </ContentPage>
  )
}

/**
 * Vacancies marked show_on_main_page, for the home page. Loads on the client if the home loader
 * did not prefetch `homeVacanciesQuery(lang)`; renders nothing while loading, empty or failed.
 */
export function HomeVacancies() {
  const lang = useLocale()
  const { data } = useQuery(homeVacanciesQuery(lang))
  const view = useView('vacancy_view_type')
  // The call failed: said where the section would be, as the home page's other widgets say it (decision 0099).
  if (data?.unavailable && data.items.length === 0)
    return (
      <p className="notice notice--warning" role="status" data-testid="home-vacancies-unavailable">
        <FormattedMessage id="home.degraded" />
      </p>
    )
  if (!data || data.items.length === 0) return null
  return (
    <section className="content-section home-vacancies" aria-labelledby="home-vacancies">
      <h2 id="home-vacancies">
        <FormattedMessage id="content.career.homeTitle" />
      </h2>
      <ul className={`card-grid vacancy-list vacancy-list--${view}`} data-view={view} data-testid="vacancy-list">
        {data.items.map((v) => (
          <VacancyCard key={v.id} vacancy={v} />
        ))}
      </ul>
      <p>
        <a href={`/${lang}/career`}>
          <FormattedMessage id="content.career.all" />
        </a>
      </p>
    </section>
  )
}

export const homeVacanciesQuery = (lang: ReturnType<typeof useLocale>) =>
  contentQuery({ kind: 'vacancies', lang, main: true })
