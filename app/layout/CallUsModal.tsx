import { FormattedMessage, useIntl } from 'react-intl'
import { telHref } from '../i18n/format'
import { closeModal } from '../modals/store'
import { useShell } from '../shell/useShell'
import { Dialog } from '../ui/Dialog'
import { PHONE_LABELS, phonesOf } from './CallUsWidget'

export default function CallUsModal() {
  const { settings } = useShell()
  const intl = useIntl()
  return (
    <Dialog
      open
      onClose={() => closeModal('callUs')}
      title={<FormattedMessage id="callUs.title" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="call-us-modal"
    >
      <ul className="call-us__list">
        {phonesOf(settings.phones).map((phone) => (
          <li key={phone.key}>
            <span>
              <FormattedMessage id={PHONE_LABELS[phone.key]} />
            </span>
            <a href={telHref(phone.number)}>{phone.number}</a>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
