import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { proxy, useSnapshot } from 'valtio'
import { formatPrice, telHref } from '#app/i18n/format.ts'
import { useLazyMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { modalState, openModal } from '#app/modals/store.ts'
import { readSelectedCity, type SelectedCity } from '#app/shell/city.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { addToCart, cartState } from '../cart'
import { getProductsByIds } from '../catalogue/products.functions'
import { loadMenu, type MenuLoadState } from './load'
import { getMealMenu } from './meals.functions'
import {
  chooseCalories,
  chooseDuration,
  keptSelection,
  type MealSelection,
  planAddAmount,
  planAdded,
  planAddedMessage,
  planCartLine,
  planOldPrice,
  selectedEntry,
} from './rules'

/**
 * The meal-plan calculator (theme `meals`): the menu of the selected city (a city is required),
 * calories and plan length (1200 kcal and 7 days first), the price the back end gives for the
 * city, the days of the plan (today's selected), and "add to cart" (the plan's day product,
 * once per day).
 */
export function MealPlanPage() {
  const intl = useIntl()
  const lang = useLocale()
  // The calculator's texts ship with the lazy messages (app/i18n/lazy-keys.ts), loaded on first use.
  useLazyMessages(lang)
  const { settings } = useShell()
  const [state] = useState(() => proxy<MenuLoadState>({ loading: false, error: null, menu: null }))
  const snap = useSnapshot(state)
  const { open } = useSnapshot(modalState)
  const [city, setCity] = useState<SelectedCity | undefined>()
  const [checked, setChecked] = useState(false)
  const [selection, setSelection] = useState<MealSelection | null>(null)
  const [adding, setAdding] = useState(false)
  /** The city whose menu the selection was made in. */
  const menuCity = useRef<number | undefined>(undefined)
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)

  // The city cookie is personal: read after hydration, and again when the city modal closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the city modal closes or the language changes, nothing else
  useEffect(() => {
    if (open !== null) return
    const next = readSelectedCity()
    setCity(next)
    setChecked(true)
    void loadMenu(state, next, (localityId) => getMealMenu({ data: { lang, localityId } }), {
      noCity: t('meals.error.noCity'),
      loadError: t('meals.error.load'),
    }).then((menu) => {
      // The same city's menu again (the language switched, the city modal closed unchanged): the shopper's
      // choice stays; another city's is a new load (spec 4: its first options).
      const sameCity = menuCity.current !== undefined && menuCity.current === next?.id
      menuCity.current = next?.id
      setSelection((previous) => (menu ? keptSelection(menu, sameCity ? previous : null) : null))
    })
  }, [open, lang])

  // The selected day (today's, at first) is scrolled into the tab strip's view: day 5 of a 7-day
  // plan sat off-screen on a phone, with its menu shown below and no visible selected tab.
  const dayTabs = useRef<HTMLDivElement>(null)
  const dayIndex = selection?.dayIndex
  useEffect(() => {
    const strip = dayTabs.current
    const active = strip?.querySelector<HTMLElement>('[aria-pressed="true"]')
    if (!strip || !active || dayIndex === undefined) return
    const box = strip.getBoundingClientRect()
    const tab = active.getBoundingClientRect()
    if (tab.left < box.left || tab.right > box.right)
      strip.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2
  }, [dayIndex])

  const menu = snap.menu
  const chosen = menu && selection ? selectedEntry(menu as never, selection) : null
  const money = (n: number) => formatPrice(n, settings.project_currency, lang)
  const oldPrice = chosen ? planOldPrice(chosen.duration) : null
  const phone = settings.phones.mainPhoneNumber?.trim() || null
  const cityTitle = city ? (settings.cities_to_choose.find((c) => c.id === city.id)?.title ?? city.title) : undefined

  const addPlan = async () => {
    if (!chosen || adding) return
    setAdding(true)
    try {
      const line = planCartLine(chosen.duration)
      if (!line) return
      const [product] = await getProductsByIds({ data: { lang, ids: [line.productId] } })
      if (!product) {
        showToast(t('meals.addFailed'), 'error')
        return
      }
      // The line's count before and after: a line at cart_settings.max_count takes part of the plan or none.
      const held = cartState.loaded
        ? (cartState.products.find((l) => l.product.productId === product.productId)?.count ?? 0)
        : 0
      // Whole pieces of a product sold by the piece: a line at 2,5 goes to 10 with 7 days, not 9,5.
      const after = addToCart(product, planAddAmount(held, line.count, product.multiplicity))
      const result = planAdded(held, after, line.count)
      if (result.added > 0)
        pushEvent('add_to_cart', {
          currency: settings.project_currency,
          value: product.price * result.added,
          items: [itemOf(product, result.added)],
        })
      showToast(
        t(planAddedMessage(result), {
          calories: chosen.entry.calories,
          days: chosen.duration.duration,
          added: result.added,
          max: after,
        }),
        result.full ? 'info' : 'success',
      )
    } catch {
      showToast(t('meals.addFailed'), 'error')
    } finally {
      setAdding(false)
    }
  }

  return (
    <div
      className="container meals-page"
      data-testid="meal-plan"
      aria-busy={snap.loading || undefined}
      data-loading={snap.loading ? 'true' : 'false'}
    >
      <h1>
        <FormattedMessage id="meals.title" />
      </h1>
      <p className="meals-page__city">
        {cityTitle ? <FormattedMessage id="meals.city" values={{ city: cityTitle }} /> : null}
        <button type="button" className="button" onClick={() => openModal('city')}>
          <FormattedMessage id={cityTitle ? 'meals.changeCity' : 'meals.chooseCity'} />
        </button>
      </p>
      {checked && snap.error ? (
        <p className="notice notice--warning" role="alert" data-testid="meals-error">
          {snap.error}
        </p>
      ) : null}
      {/* No entry, or none with a length of days the shop can read: said, never a blank area. */}
      {menu && !(selection && chosen) && !snap.error ? (
        <p className="notice" data-testid="meals-none">
          <FormattedMessage id="meals.none" />
        </p>
      ) : null}
      {menu && selection && chosen ? (
        <div className="meals-page__grid">
          <div>
            <fieldset className="meals-choice">
              <legend>
                <FormattedMessage id="meals.calories" />
              </legend>
              {menu.data.map((e) => (
                <button
                  key={e.calories}
                  type="button"
                  className={`choice${e.calories === selection.calories ? ' is-active' : ''}`}
                  aria-pressed={e.calories === selection.calories}
                  onClick={() => setSelection(chooseCalories(menu as never, selection, e.calories))}
                >
                  {t('meals.kcal', { calories: e.calories })}
                </button>
              ))}
            </fieldset>
            <fieldset className="meals-choice">
              <legend>
                <FormattedMessage id="meals.duration" />
              </legend>
              {chosen.entry.durations.map((d) => (
                <button
                  key={d.duration}
                  type="button"
                  className={`choice${d.duration === selection.duration ? ' is-active' : ''}`}
                  aria-pressed={d.duration === selection.duration}
                  onClick={() => setSelection(chooseDuration(menu as never, selection, d.duration))}
                >
                  {t('meals.days', { days: d.duration })}
                </button>
              ))}
            </fieldset>
            <section className="meals-days" aria-labelledby="meals-days-title">
              <h2 id="meals-days-title">
                <FormattedMessage id="meals.menu" />
              </h2>
              <div className="meals-days__tabs" ref={dayTabs}>
                {chosen.duration.days.map((d, i) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: a plan repeats its days; the position is the identity
                    key={i}
                    type="button"
                    className={`choice${i === selection.dayIndex ? ' is-active' : ''}`}
                    aria-pressed={i === selection.dayIndex}
                    onClick={() => setSelection({ ...selection, dayIndex: i })}
                  >
                    {t('meals.dayLabel', { n: i + 1, name: d.day_name })}
                  </button>
                ))}
              </div>
              {chosen.duration.days[selection.dayIndex] ? (
                <div className="meals-day" data-testid="meals-day">
                  <h3>{chosen.duration.days[selection.dayIndex]!.day_name}</h3>
                  <p>{chosen.duration.days[selection.dayIndex]!.description}</p>
                  <ul>
                    {chosen.duration.days[selection.dayIndex]!.products.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </section>
          </div>
          <aside className="meals-summary" aria-labelledby="meals-summary-title">
            <h2 id="meals-summary-title">
              <FormattedMessage
                id="meals.summary"
                values={{ calories: chosen.entry.calories, days: chosen.duration.duration }}
              />
            </h2>
            {/* Announced when the plan, the days or the city change the price. */}
            <p className="meals-summary__price" data-testid="meals-price" aria-live="polite" aria-atomic="true">
              {money(chosen.duration.price)}
            </p>
            {chosen.duration.discount > 0 ? (
              // The old price struck beside the discount, as a product's (Price.tsx): what the discount is of.
              <p className="meals-summary__discount">
                {oldPrice !== null ? (
                  <s className="price__old" data-testid="meals-old-price">
                    {money(oldPrice)}
                  </s>
                ) : null}{' '}
                <FormattedMessage id="meals.discount" values={{ discount: chosen.duration.discount }} />
              </p>
            ) : null}
            <p className="meals-summary__day">
              <FormattedMessage
                id="meals.perDay"
                values={{ price: money(chosen.duration.price / chosen.duration.duration) }}
              />
            </p>
            {chosen.duration.product_id === null ? (
              <p className="meals-summary__by-phone" data-testid="meals-by-phone">
                {phone ? (
                  <FormattedMessage id="meals.byPhone" values={{ phone: <a href={telHref(phone)}>{phone}</a> }} />
                ) : (
                  <FormattedMessage id="meals.notOnline" />
                )}
              </p>
            ) : (
              // resting while the plan goes in, not disabled: a disabled button drops the focus to the page (shopper audit a4)
              <button
                type="button"
                className="button button--primary button--block"
                aria-disabled={adding}
                aria-busy={adding || undefined}
                onClick={() => void addPlan()}
              >
                <FormattedMessage id="meals.add" />
              </button>
            )}
          </aside>
        </div>
      ) : null}
    </div>
  )
}
