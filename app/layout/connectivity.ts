import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { showToast } from '../toasts/store'

/** Online/offline (spec 4, Connectivity): `data-online` on <html> and a notice at each change. */
export function useConnectivity() {
  const intl = useIntl()
  useEffect(() => {
    const update = () => {
      const online = navigator.onLine
      document.documentElement.dataset.online = String(online)
      showToast(
        intl.formatMessage({ id: online ? 'connectivity.online' : 'connectivity.offline' }),
        online ? 'success' : 'error',
      )
    }
    document.documentElement.dataset.online = String(navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [intl])
}
