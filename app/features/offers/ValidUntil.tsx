import { FormattedDate, FormattedMessage } from 'react-intl'
import { expiryTimeZone } from './rules'

/** "Valid until <date>" of a promotion, in the expiry's own day (decision 0035); nothing for a bad date or none (no end). */
export function ValidUntil({ date }: { date: string | null }) {
  const time = Date.parse(date ?? '')
  if (!date || !Number.isFinite(time)) return null
  return (
    <p className="offer__valid">
      <FormattedMessage
        id="offers.validUntil"
        values={{
          date: (
            <time dateTime={date}>
              <FormattedDate value={time} year="numeric" month="long" day="numeric" timeZone={expiryTimeZone(date)} />
            </time>
          ),
        }}
      />
    </p>
  )
}
