import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { UNKNOWN_ERROR } from '#platform/shared/error-body.ts'
import type { CartProblem } from './server-cart'

const KNOWN = [
  'not_found',
  'inactive',
  'unavailable',
  'out_of_stock',
  'not_enough_stock',
  'bad_multiplicity',
  'empty_cart',
] as const
const isKnown = (code: string): code is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(code)

/** The back end's error list (validate-products or create-reservation), in the shopper's language where the code is known. */
export function ProblemList({
  testId,
  title,
  problems,
  titleOf,
}: {
  testId: string
  title: MessageId
  problems: readonly CartProblem[]
  titleOf: (id: number | null) => string | null
}) {
  useLaterMessages()
  const intl = useIntl()
  return (
    <div className="form__errors cart-problems" role="alert" data-testid={testId}>
      <p>
        <FormattedMessage id={title} />
      </p>
      <ul>
        {problems.map((p) => {
          const product = titleOf(p.productId)
          // A back end that said no words ('Unknown error', spec 8: a 200 to create-reservation, a bare
          // refusal): the shop's own "something went wrong" in the page's language, not English.
          const text = isKnown(p.code)
            ? intl.formatMessage({ id: `cart.problem.${p.code}` }, { count: p.availableCount ?? 0 })
            : p.message === UNKNOWN_ERROR
              ? intl.formatMessage({ id: 'globalMessageSomethingWentWrong' })
              : p.message
          return (
            <li key={`${p.productId}-${p.code}-${p.message}`} data-product-id={p.productId ?? undefined}>
              {product ? <strong>{product}: </strong> : null}
              {text}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
