import { useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'

type Choice = { id: number | string; title: string }

/**
 * A select's options in the adverts area: the empty choice (its text by message id), then one option
 * per item. `kept` is a stored choice no longer among the items (an edited advert's old location),
 * offered so the select still shows it.
 */
export function ChoiceOptions({
  emptyId,
  items,
  kept,
}: {
  emptyId: MessageId
  items: readonly Choice[]
  kept?: Choice | null
}) {
  const intl = useIntl()
  return (
    <>
      <option value="">{intl.formatMessage({ id: emptyId })}</option>
      {kept && !items.some((item) => String(item.id) === String(kept.id)) ? (
        <option value={kept.id}>{kept.title}</option>
      ) : null}
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.title}
        </option>
      ))}
    </>
  )
}
