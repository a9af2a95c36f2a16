import { useEffect, useId, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import type { CalendarSettings } from '#contract/settings.ts'
import { calendarValue, deliveryDays, offeredChoice } from './calendar'

/**
 * The delivery date and time window for delivery to an address (`calendar_settings`, decision 0041):
 * the days and windows `deliveryDays` offers in the shop's time zone. Rendered in the browser only (the
 * delivery form waits for the stored cart), so "now" is the shopper's clock, read in the shop's zone.
 * A kept choice that is no longer offered (a day passed, a pickup slot) is cleared.
 */
export default function DeliveryCalendar({
  calendar,
  value,
  onChange,
}: {
  calendar: CalendarSettings
  value: string | null
  onChange: (value: string | null) => void
}) {
  useLaterMessages()
  const intl = useIntl()
  const id = useId()
  const days = useMemo(() => deliveryDays(calendar, Date.now()), [calendar])
  const valid = offeredChoice(days, value)
  useEffect(() => {
    if (value && !valid) onChange(null)
  }, [value, valid, onChange])
  const chosenDate = valid && value ? value.slice(0, 10) : ''
  const day = days.find((d) => d.date === chosenDate)
  if (!days.length) return null
  return (
    <div className="delivery__calendar" data-testid="delivery-calendar">
      <LabeledField labelId="delivery.calendar.date">
        <select
          value={chosenDate}
          data-testid="delivery-date"
          onChange={(e) => {
            const next = days.find((d) => d.date === e.target.value)
            const first = next?.slots[0]
            onChange(next && first ? calendarValue(next.date, first) : null)
          }}
        >
          <option value="">{intl.formatMessage({ id: 'delivery.calendar.chooseDate' })}</option>
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {/* A calendar day: printed in UTC, where it was parsed, so it never shifts. */}
              {intl.formatDate(`${d.date}T00:00:00Z`, {
                weekday: 'short',
                day: 'numeric',
                month: 'long',
                timeZone: 'UTC',
              })}
            </option>
          ))}
        </select>
      </LabeledField>
      {day ? (
        <fieldset className="delivery__slots" data-testid="delivery-slots">
          <legend>
            <FormattedMessage id="delivery.calendar.time" />
          </legend>
          {day.slots.map((s) => {
            const slot = calendarValue(day.date, s)
            return (
              <label key={slot} className="radio">
                <input
                  type="radio"
                  name={`${id}-slot`}
                  value={slot}
                  checked={value === slot}
                  onChange={() => onChange(slot)}
                />
                {s.from}–{s.to}
              </label>
            )
          })}
        </fieldset>
      ) : null}
    </div>
  )
}
