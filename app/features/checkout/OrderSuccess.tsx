import { FormattedMessage } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'

export function OrderSuccess({ order }: { order?: string }) {
  const lang = useLocale()
  return (
    <section className="order-success" data-testid="order-success">
      <h1>
        <FormattedMessage id="success.title" />
      </h1>
      {order ? (
        <p>
          <FormattedMessage id="success.number" values={{ order }} />
        </p>
      ) : null}
      <p>
        <FormattedMessage id="success.text" />
      </p>
      <a className="button button--primary" href={`/${lang}`}>
        <FormattedMessage id="cart.continue" />
      </a>
    </section>
  )
}
