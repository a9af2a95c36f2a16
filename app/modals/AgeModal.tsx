import { FormattedMessage, useIntl } from 'react-intl'
import { COOKIE_MAX_AGE, COOKIES } from '#config'
import { setBrowserCookie } from '../lib/browser-cookies'
import { Dialog } from '../ui/Dialog'
import { closeModal } from './store'

/**
 * Age restriction: the answer goes to is_age_valid (part of the page-cache key). A "yes" on a page
 * the server gated (an AgeGate, or a card without its image) reloads it: the server, or the page
 * cache's confirmed variant, then sends the content it held back (decision 0041).
 */
export default function AgeModal() {
  const intl = useIntl()
  const answer = (valid: boolean) => {
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
