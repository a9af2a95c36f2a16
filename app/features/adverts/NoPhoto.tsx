import { FormattedMessage } from 'react-intl'

/**
 * An advert without photos (shopper audit a4, session 67): a crossed-out camera and "No photo", not an
 * empty grey box that reads as a photo that failed to load. On the advert's page it is a small strip,
 * read out; on a card it keeps the photo's place in the grid and is hidden from screen readers (the
 * card's link is named by its title).
 */
export function NoPhoto({ card = false }: { card?: boolean }) {
  return (
    <span
      className={card ? 'advert-card__noimage' : 'advert-page__nophoto'}
      aria-hidden={card || undefined}
      data-testid="advert-nophoto"
    >
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M4 7h3l2-2h6l2 2h3v12H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <FormattedMessage id="advertsArea.noPhoto" />
    </span>
  )
}
