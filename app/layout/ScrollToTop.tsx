import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '../ui/icons'

export function ScrollToTop() {
  const intl = useIntl()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={intl.formatMessage({ id: 'scrollTop' })}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <Icon name="up" />
    </button>
  )
}
