import { useIntl } from 'react-intl'
import { openModal } from '../modals/store'
import { useShell } from '../shell/useShell'
import { Icon } from '../ui/icons'

export const PHONE_LABELS = {
  mainPhoneNumber: 'callUs.main',
  stationaryPhoneNumber: 'callUs.stationary',
  supportPhoneNumber: 'callUs.support',
  serviceCenterPhoneNumber: 'callUs.service',
} as const
export type PhoneKey = keyof typeof PHONE_LABELS

/** The settings' phones that are set, in the spec's order. */
export function phonesOf(phones: Partial<Record<PhoneKey, string | null | undefined>>) {
  return (Object.keys(PHONE_LABELS) as PhoneKey[])
    .map((key) => ({ key, number: phones[key] }))
    .filter((p): p is { key: PhoneKey; number: string } => Boolean(p.number))
}

/** The floating call-us button; its list of phones is a lazily loaded modal. */
export function CallUsWidget() {
  const { settings } = useShell()
  const intl = useIntl()
  if (phonesOf(settings.phones).length === 0) return null
  return (
    <button
      type="button"
      className="call-us"
      aria-label={intl.formatMessage({ id: 'callUs.title' })}
      onClick={() => openModal('callUs')}
    >
      <Icon name="phone" />
    </button>
  )
}
