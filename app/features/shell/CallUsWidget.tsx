import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { telHref } from '../../i18n/format'
import { Dialog } from '../../ui/Dialog'
import { Icon } from '../../ui/icons'
import { closeModal, modalState, openModal } from '../modals/store'
import { useShell } from './useShell'

const PHONE_LABELS = {
  mainPhoneNumber: 'callUs.main',
  stationaryPhoneNumber: 'callUs.stationary',
  supportPhoneNumber: 'callUs.support',
  serviceCenterPhoneNumber: 'callUs.service',
} as const

/** The floating call-us button; lists the settings' phones as tel: links. */
export function CallUsWidget() {
  const { settings } = useShell()
  const { open } = useSnapshot(modalState)
  const intl = useIntl()
  const phones = (Object.keys(PHONE_LABELS) as (keyof typeof PHONE_LABELS)[])
    .map((key) => ({ key, number: settings.phones[key] }))
    .filter((p): p is { key: keyof typeof PHONE_LABELS; number: string } => Boolean(p.number))
  if (phones.length === 0) return null
  return (
    <>
      <button type="button" className="call-us" aria-label={intl.formatMessage({ id: 'callUs.title' })} onClick={() => openModal('callUs')}>
        <Icon name="phone" />
      </button>
      <Dialog open={open === 'callUs'} onClose={() => closeModal('callUs')} title={<FormattedMessage id="callUs.title" />} closeLabel={intl.formatMessage({ id: 'modal.close' })}>
        <ul className="call-us__list">
          {phones.map((phone) => (
            <li key={phone.key}>
              <span>
                <FormattedMessage id={PHONE_LABELS[phone.key]} />
              </span>
              <a href={telHref(phone.number)}>{phone.number}</a>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  )
}
