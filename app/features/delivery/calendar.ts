import { SITE_TIME_ZONE } from '#config'
import type { CalendarSettings } from '#contract/settings.ts'

/**
 * The delivery dates and time windows of `calendar_settings` (decision 0041), in the shop's time zone
 * (SITE_TIME_ZONE): today and the next `days_ahead - 1` days as the shop counts them, without its
 * days off; today only with the windows that have not started yet. A choice is kept in the cart as
 * `YYYY-MM-DD HH:MM-HH:MM` (deliveryDateAndTime, the pickup slots' format).
 */
export interface DeliveryDay {
  /** The shop's calendar day, YYYY-MM-DD. */
  date: string
  slots: { from: string; to: string }[]
}

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The shop's date (YYYY-MM-DD) and time (HH:MM) at `now`. */
export function shopClock(now: number): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]))
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` }
}

/** `date` plus `days` calendar days (no time zone involved: the day is a label). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** ISO weekday of a calendar day: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

export function deliveryDays(calendar: CalendarSettings, now: number): DeliveryDay[] {
  if (!calendar.enabled) return []
  const today = shopClock(now)
  const days: DeliveryDay[] = []
  for (let i = 0; i < calendar.days_ahead; i++) {
    const date = addDays(today.date, i)
    if (calendar.days_off.includes(isoWeekday(date))) continue
    const slots = i === 0 ? calendar.time_slots.filter((s) => s.from > today.time) : calendar.time_slots
    if (slots.length) days.push({ date, slots: slots.map((s) => ({ from: s.from, to: s.to })) })
  }
  return days
}

export const calendarValue = (date: string, slot: { from: string; to: string }) => `${date} ${slot.from}-${slot.to}`

/** Whether a kept choice is still one of the offered ones (a day passed, or the settings changed). */
export function offeredChoice(days: DeliveryDay[], value: string | null | undefined): boolean {
  return !!value && days.some((d) => d.slots.some((s) => calendarValue(d.date, s) === value))
}
