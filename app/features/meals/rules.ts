import { clampCount, multiplicityOf, wholeMultiples } from '#app/lib/quantity.ts'
import type { MenuCalculator, MenuDuration, MenuEntry } from '#contract/calculators.ts'
import { round2, round3 } from '#contract/numbers.ts'

/** The meal-plan calculator's initial selection (accounts-adverts-calculators spec 4 and 9: 1200 kcal, 7 days). */
export const MEAL_PLAN_DEFAULT = { calories: 1_200, days: 7 } as const

/**
 * The meal-plan calculator's rules (accounts-adverts-calculators spec 4 "Meal menu" and 9), pure:
 * the initial selection (1200 kcal and 7 days when offered, else the first calories option and its
 * first duration), the day the current date selects, and what a selection costs.
 */
export interface MealSelection {
  calories: number
  duration: number
  /** Index into the selected duration's days. */
  dayIndex: number
}

/**
 * The day of `duration` that today is (spec 4: "The current date sets the selected day"): the same
 * week and weekday of the menu, else the first day with today's weekday (a 7-day plan has week 1
 * only, and in week 2 of the menu's cycle its Saturday is still today), else its first day - also
 * when the back end does not say what today is.
 */
export function dayIndexFor(
  duration: Pick<MenuDuration, 'days'> | undefined,
  today: MenuCalculator['current_date'],
): number {
  const days = duration?.days ?? []
  if (!today) return 0
  const exact = days.findIndex((d) => d.week === today.week && d.day === today.day)
  const i = exact >= 0 ? exact : days.findIndex((d) => d.day === today.day)
  return i < 0 ? 0 : i
}

export function initialSelection(menu: MenuCalculator): MealSelection | null {
  const entry =
    menu.data.find(
      (e) =>
        e.calories === MEAL_PLAN_DEFAULT.calories && e.durations.some((d) => d.duration === MEAL_PLAN_DEFAULT.days),
    ) ?? menu.data.find((e) => e.durations.length > 0)
  if (!entry) return null
  const duration =
    entry.durations.find(
      (d) => d.duration === MEAL_PLAN_DEFAULT.days && entry.calories === MEAL_PLAN_DEFAULT.calories,
    ) ?? entry.durations[0]!
  return { calories: entry.calories, duration: duration.duration, dayIndex: dayIndexFor(duration, menu.current_date) }
}

/**
 * The selection after the same city's menu loads again - the page's language switched, the city
 * modal closed unchanged: the shopper's plan, length and day where the menu offers them, else the
 * initial selection (spec 4's "on load" choice; a switch of language put 2000 kcal x 28 days, day 3
 * back to 1200 x 7, today: session 74's walk). `previous` null (another city): the initial selection.
 */
export function keptSelection(menu: MenuCalculator, previous: MealSelection | null): MealSelection | null {
  const kept = previous ? selectedEntry(menu, previous) : null
  return previous && kept && previous.dayIndex < kept.duration.days.length ? previous : initialSelection(menu)
}

export function selectedEntry(
  menu: MenuCalculator,
  s: MealSelection,
): { entry: MenuEntry; duration: MenuDuration } | null {
  const entry = menu.data.find((e) => e.calories === s.calories)
  const duration = entry?.durations.find((d) => d.duration === s.duration)
  return entry && duration ? { entry, duration } : null
}

/** Another calories option keeps the duration when that option has it, else takes its first; the day follows today again. */
export function chooseCalories(menu: MenuCalculator, s: MealSelection, calories: number): MealSelection {
  const entry = menu.data.find((e) => e.calories === calories)
  if (!entry || entry.durations.length === 0) return s
  const duration = entry.durations.find((d) => d.duration === s.duration) ?? entry.durations[0]!
  return { calories, duration: duration.duration, dayIndex: dayIndexFor(duration, menu.current_date) }
}

export function chooseDuration(menu: MenuCalculator, s: MealSelection, days: number): MealSelection {
  const duration = menu.data.find((e) => e.calories === s.calories)?.durations.find((d) => d.duration === days)
  return duration ? { ...s, duration: days, dayIndex: dayIndexFor(duration, menu.current_date) } : s
}

/**
 * The plan's price before its discount (the old price struck beside it, as a product's: Price.tsx), or
 * null without a discount (0, none, or not below 100 %). The menu's `price` is what the cart charges
 * for the plan, the discount already taken off (the reference back end: the day product's price times
 * the days, and its discount), so the old price is price / (1 - discount / 100): 40 % off a plan of
 * 276.50 was 460.83. Session 67's audit: "Discount 40%" showed with no old price, nothing to read it on.
 */
export function planOldPrice(d: Pick<MenuDuration, 'price' | 'discount'>): number | null {
  if (!(d.discount > 0 && d.discount < 100) || !(d.price > 0)) return null
  return round2(d.price / (1 - d.discount / 100))
}

/** The cart line of a plan: its day product `duration` times (the plan's price is that line's total); null when no product sells it. */
export const planCartLine = (d: Pick<MenuDuration, 'product_id' | 'duration'>) =>
  d.product_id === null ? null : { productId: d.product_id, count: d.duration }

/**
 * What the plan's add sets the line to: the count it holds plus the plan's days, in whole pieces for
 * a product sold by the piece (a whole multiplicity: saleUnit's 'pc') - the quote cart's rounding
 * (quoteCountOf): up to the next whole multiple of the multiplicity, within the cart's cap. A line
 * left at 2,5 pieces (the cart takes 3 decimals) and 7 days became 9,5 pieces; now 10. A product sold
 * by weight keeps the cart's 3 decimals. The add is then the difference (addToCart adds an amount).
 */
export function planAddAmount(held: number, days: number, multiplicity: unknown): number {
  const m = multiplicityOf(multiplicity)
  const before = Math.max(0, Number.isFinite(held) ? held : 0)
  const wanted = clampCount(round3(before + days), m)
  if (!Number.isInteger(m) || wanted === 0) return round3(wanted - before)
  return round3(wholeMultiples(wanted, m) - before)
}

/**
 * What adding a plan put in the cart: the line's count before and after the add (addToCart answers
 * the count it set, at most cart_settings.max_count) against the days asked. All plans of a calorie
 * level are one day product, so 7 days then 28 twice asked for 63 and a cap of 50 took 50: the
 * message and the analytics event tell the days that went in, `full` when fewer than asked.
 */
export function planAdded(before: number, after: number, asked: number): { added: number; full: boolean } {
  const added = Math.max(0, Math.min(asked, after - before))
  return { added, full: added < asked }
}

/** The message of an add: the plan added, only part of it (the line reached its maximum), or nothing. */
export function planAddedMessage(r: {
  added: number
  full: boolean
}): 'meals.added' | 'meals.addedPart' | 'meals.lineFull' {
  return !r.full ? 'meals.added' : r.added > 0 ? 'meals.addedPart' : 'meals.lineFull'
}
