import { FormattedMessage, useIntl } from 'react-intl'
import { COOKIE_MAX_AGE, COOKIES } from '#config'
import { setBrowserCookie } from '../lib/browser-cookies'
import { readSelectedCity } from '../shell/city'
import { useShell } from '../shell/useShell'
import { Dialog } from '../ui/Dialog'
import { closeModal } from './store'

/** City selection: stores selected_city as an object with an id. */
export default function CityModal() {
  const { settings } = useShell()
  const intl = useIntl()
  const current = readSelectedCity()
  const choose = (city: { id: number; title: string }) => {
    setBrowserCookie(
      COOKIES.selectedCity,
      JSON.stringify({ id: city.id, title: city.title }),
      COOKIE_MAX_AGE.selectedCity,
    )
    closeModal('city')
  }
  return (
    <Dialog
      open
      onClose={() => closeModal('city')}
      title={<FormattedMessage id="city.title" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="city-modal"
    >
      {settings.cities_to_choose.length === 0 ? (
        <p>
          <FormattedMessage id="city.none" />
        </p>
      ) : (
        <ul className="choice-list">
          {settings.cities_to_choose.map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className={`choice${current?.id === city.id ? ' is-active' : ''}`}
                aria-pressed={current?.id === city.id}
                onClick={() => choose(city)}
              >
                {city.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
