import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSnapshot } from 'valtio'
import { inOwnTask } from '#app/lib/own-task.ts'
import { modalState, openModal } from '../modals/store'
import { readSelectedCity, type SelectedCity } from '../shell/city'
import { useShell } from '../shell/useShell'
import { Icon } from '../ui/icons'

export function CitySelector() {
  const { settings } = useShell()
  const { open } = useSnapshot(modalState)
  const [city, setCity] = useState<SelectedCity | undefined>()
  // The cookie is personal: read it after hydration so cached HTML stays the same for everyone.
  useEffect(() => {
    if (open === null) return inOwnTask(() => setCity(readSelectedCity()))
  }, [open])
  if (settings.cities_to_choose.length === 0) return <span />
  const title = city ? (settings.cities_to_choose.find((c) => c.id === city.id)?.title ?? city.title) : undefined
  return (
    <button type="button" className="topbar__city" onClick={() => openModal('city')}>
      <Icon name="pin" size={16} />
      <span className="topbar__city-name">{title ?? <FormattedMessage id="city.choose" />}</span>
    </button>
  )
}
