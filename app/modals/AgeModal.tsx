import { FormattedMessage, useIntl } from 'react-intl'
import { COOKIE_MAX_AGE, COOKIES } from '#config'
import { cookieScopes } from '#platform/shared/cookie-paths.ts'
import { setBrowserCookie } from '../lib/browser-cookies'
import { Dialog } from '../ui/Dialog'
import { closeModal } from './store'

/**
 * Expires every other copy of `is_age_valid` this page's address is sent: on each path above it (an
 * old front end's `Path=/ro/product`, a default path) and as a `Domain=` cookie of the host or a
 * parent. The browser sends every copy, and copies that disagree read as no answer
 * (platform/shared/cookie-flags.ts): a "yes" written on `/` beside an old "no" would reload into
 * the same gate, again and again. The answer itself is then written on `/`.
 */
export function expireOtherAnswers(
  location: Pick<Location, 'hostname' | 'pathname' | 'protocol'>,
  jar: { cookie: string } = document,
) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // Every scope but the host's `/`, where the answer is written next (cookieScopes, as the Worker's clearing of an odd flag).
  for (const { path, domain } of cookieScopes(location)) {
    if (domain === undefined && path === '/') continue
    jar.cookie = `${COOKIES.isAgeValid}=; ${domain === undefined ? '' : `Domain=${domain}; `}Path=${path}; Max-Age=0; SameSite=Lax${secure}`
  }
}

/**
 * Age restriction: the answer goes to is_age_valid (part of the page-cache key). A "yes" on a page
 * the server gated (an AgeGate, or a card without its image) reloads it: the server, or the page
 * cache's confirmed variant, then sends the content it held back (decision 0041).
 */
export default function AgeModal() {
  const intl = useIntl()
  const answer = (valid: boolean) => {
    expireOtherAnswers(window.location)
    setBrowserCookie(COOKIES.isAgeValid, String(valid), COOKIE_MAX_AGE.isAgeValid)
    closeModal('age')
    if (valid && document.querySelector('[data-age-hidden]')) window.location.reload()
  }
  return (
    <Dialog
      open
      onClose={() => closeModal('age')}
      title={<FormattedMessage id="age.title" />}
      description={<FormattedMessage id="age.text" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="age-modal"
    >
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => answer(true)}>
          <FormattedMessage id="age.confirm" />
        </button>
        <button type="button" className="button" onClick={() => answer(false)}>
          <FormattedMessage id="age.deny" />
        </button>
      </div>
    </Dialog>
  )
}
