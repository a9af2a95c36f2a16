import { FormattedMessage, useIntl } from 'react-intl'
import { siteHref } from '#app/lib/site-href.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { safeAssetUrl } from '#app/themes/look.ts'
import { Dialog } from '#app/ui/Dialog.tsx'
import type { Popup } from '#contract/settings.ts'

/**
 * One operator popup: a labelled modal dialog (focus moves in and returns, Escape and the close
 * button close it), its image, its text (plain text, escaped) and an optional link button.
 */
export default function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const intl = useIntl()
  const lang = useLocale()
  const image = safeAssetUrl(popup.image)
  return (
    <Dialog
      open
      onClose={onClose}
      title={popup.title || intl.formatMessage({ id: 'popup.untitled' })}
      closeLabel={intl.formatMessage({ id: 'popup.close' })}
      testId="site-popup"
      description={popup.text || undefined}
    >
      <div className="site-popup">
        {image ? <img className="site-popup__image" src={image} alt="" loading="lazy" decoding="async" /> : null}
        {popup.url ? (
          <a className="button button--primary button--block" href={siteHref(lang, popup.url)} onClick={onClose}>
            {popup.button_text || <FormattedMessage id="popup.more" />}
          </a>
        ) : null}
      </div>
    </Dialog>
  )
}
