import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { formatDate } from '#app/i18n/format-date.ts'
import { useLocale, useView } from '#app/shell/useShell.tsx'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import { Section } from '#app/ui/Section.tsx'
import { contentQuery } from './content.functions'
import { videoEmbedUrl } from './rules'
import { ContentPage, Empty } from './ui'
import './content.css'

interface Video {
  id: number
  title: string
  url: string
  preview: string | null
}

/** A video review: a preview button; the player (an iframe) loads only after a click. */
function VideoReview({ video }: { video: Video }) {
  const intl = useIntl()
  const [playing, setPlaying] = useState(false)
  const embed = videoEmbedUrl(video.url)
  return (
    <li className="card video-card">
      {playing && embed ? (
        <iframe
          className="video-card__frame"
          src={embed}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : embed ? (
        <button
          type="button"
          className="video-card__preview"
          onClick={() => setPlaying(true)}
          aria-label={intl.formatMessage({ id: 'content.reviews.play' }, { title: video.title })}
        >
          {video.preview ? <img src={video.preview} alt="" loading="lazy" width={480} height={270} /> : null}
          <span className="video-card__play" aria-hidden="true">
            ▶
          </span>
        </button>
      ) : (
        <a href={video.url} target="_blank" rel="noopener noreferrer" className="video-card__preview">
          {video.preview ? <img src={video.preview} alt="" loading="lazy" width={480} height={270} /> : null}
        </a>
      )}
      <p className="card__title">{video.title}</p>
    </li>
  )
}

/** A review's rating as whole stars of five (a fractional one rounded), read out as its number. */
function Stars({ rating }: { rating: number }) {
  const intl = useIntl()
  const stars = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <p
      className="review-card__rating"
      role="img"
      aria-label={intl.formatMessage({ id: 'reviews.rating' }, { rating: stars })}
    >
      {'★'.repeat(stars)}
      <span className="review-card__off">{'★'.repeat(5 - stars)}</span>
    </p>
  )
}

export function ReviewsPage() {
  const lang = useLocale()
  const intl = useIntl()
  const { data } = useSuspenseQuery(contentQuery({ kind: 'reviews', lang }))
  const reviewsView = useView('reviews_view_type')
  const videoView = useView('video_view_type')
  return (
    <ContentPage title={intl.formatMessage({ id: 'content.reviews.title' })} wide>
      {/* A list that failed to load says nothing of the shop's reviews: one notice, no "nothing here" (a 503, decision 0099). */}
      {data.unavailable ? <PageUnavailable /> : null}
      <Section id="customer-reviews" titleId="content.reviews.customers" className="content-section">
        {data.customer.length === 0 ? (
          data.customerUnavailable ? null : (
            <Empty />
          )
        ) : (
          <ul
            className={`card-grid reviews-list reviews-list--${reviewsView}`}
            data-view={reviewsView}
            data-testid="reviews-list"
          >
            {data.customer.map((r) => (
              <li key={r.id} className="card review-card">
                {r.rating === null ? null : <Stars rating={r.rating} />}
                <blockquote>{r.text}</blockquote>
                {r.author || r.created_at ? (
                  <p className="content-muted">
                    {r.author}
                    {r.author && r.created_at ? ' · ' : null}
                    {r.created_at ? <time dateTime={r.created_at}>{formatDate(r.created_at, lang)}</time> : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="video-reviews" titleId="content.reviews.videos" className="content-section">
        {data.video.length === 0 ? (
          data.videoUnavailable ? null : (
            <Empty />
          )
        ) : (
          <ul
            className={`card-grid video-list video-list--${videoView}`}
            data-view={videoView}
            data-testid="video-list"
          >
            {data.video.map((v) => (
              <VideoReview key={v.id} video={v} />
            ))}
          </ul>
        )}
      </Section>
    </ContentPage>
  )
}
