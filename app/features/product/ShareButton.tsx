import { FormattedMessage, useIntl } from 'react-intl'
import { showToast } from '#app/toasts/store.ts'

/** Share: the system share sheet where there is one, else copy the link with a link-copied notice. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const intl = useIntl()
  const share = async () => {
    try {
      if (navigator.share) {
        await navigator.share({ url, title })
        return
      }
    } catch {
      // cancelled: fall through to copying
    }
    try {
      await navigator.clipboard.writeText(url)
      showToast(intl.formatMessage({ id: 'share.copied' }), 'success')
    } catch {
      showToast(url, 'info')
    }
  }
  return (
    <button type="button" className="button share-button" onClick={share}>
      <FormattedMessage id="share.button" />
    </button>
  )
}
