import { FormattedMessage, useIntl } from 'react-intl'
import { telHref } from '../../i18n/format'
import { Dialog } from '../../ui/Dialog'
import { closeModal } from '../modals/store'
import { PHONE_LABELS, phonesOf } from './CallUsWidget'
import { useShell } from './useShell'

export default function CallUsModal() {
  const { settings } = useShell()
  const intl = useIntl()
  return (
    <Dialog open onClose={() => closeModal('callUs')} title={<FormattedMessage id="callUs.title" />} closeLabel={intl.formatMessage({ id: 'modal.close' })} testId="call-us-modal">
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
