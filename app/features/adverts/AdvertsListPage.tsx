import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { usePlaceAfterPage } from '#app/lib/place-after-page.ts'
import { useEarlyValue } from '#app/lib/useEarlyValue.ts'
import { closeModal, type ModalName, modalState, openModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { DecimalInput } from '#app/ui/DecimalInput.tsx'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import { Pager } from '#app/ui/Pager.tsx'
import { ADVERTS, type AdvertSort } from '#contract/advert-rules.ts'
import { AdvertCardView } from './AdvertCard'
import { SignedInLink } from './AreaLinks'
import type { AdvertListPage } from './adverts.server'
import { attributeFiltersOf, attributeFilterText, parseAttributeFilters } from './attribute-filters'
import { ChoiceOptions } from './ChoiceOptions'
import { useAdvertUserData } from './favorites-store'
import { type AdvertListSearch, advertPages, withFilters } from './list-search'
import { useAdvertLookups } from './useAdvertLookups'
import './adverts.css'

const Dialog = lazy(() => import('#app/ui/Dialog.tsx').then((m) => ({ default: m.Dialog })))

/** The modals of the list (accounts spec: filtersAnnouncements, sortingAnnouncements, announcementsLayout). */
const PANELS = [
  ['filtersAnnouncements', 'adverts.filters'],
  ['sortingAnnouncements', 'adverts.sort'],
  ['announcementsLayout', 'adverts.layout'],
] as const satisfies readonly (readonly [ModalName, string])[]

/** A lookup's title with its adverts' count when the back end sends one (the spec names none). */
const withCount = (item: { title: string; count: number | null }) =>
  item.count === null ? item.title : `${item.title} (${item.count})`

/**
 * /{lang}/adverts: the marketplace list. The URL is the state (decision 0024): filters, sort, page,
 * layout. Desktop shows the filters beside the list; phones open them, the sort and the layout as
 * panels (one modal at a time through app/modals/store.ts). Its navigations keep the shopper's place
 * (KEEP_PLACE, `navigate` too): "Show more" focuses the first new advert, another page brings the list's
 * start to the top with the focus on its first advert (usePlaceAfterPage).
 */
export function AdvertsListPage({
  data,
  search,
  origin,
  navigate,
}: {
  data: AdvertListPage
  search: AdvertListSearch
  origin: string
  /** Changes the URL's query; `update` gets the URL's current one, which may be ahead of `search` (a reload under way). */
  navigate: (update: (current: AdvertListSearch) => AdvertListSearch) => void
}) {
  const intl = useIntl()
  const lang = useLocale()
  const { open } = useSnapshot(modalState)
  useAdvertUserData(lang)
  const page = search.page ?? 1
  const pages = advertPages(data.totalCount)
  const layout = search.layout ?? 'grid'
  const currency = search.currency ?? ADVERTS.queryDefaults.price_unit
  const change = (next: Partial<Record<keyof AdvertListSearch, unknown>>) => {
    navigate((current) => withFilters(current, next))
    closeModal()
  }
  const filters = <AdvertFilters data={data} search={search} onApply={change} />
  const sort = <SortSelect value={search.sort ?? ADVERTS.defaultSort} onChange={(s) => change({ sort: s })} />
  const layoutSwitch = (
    <LayoutSwitch
      value={layout}
      onChange={(l) => {
        navigate((current) => ({ ...current, layout: l === 'grid' ? undefined : l }))
        closeModal()
      }}
    />
  )
  const panel = PANELS.find(([name]) => name === open)
  usePlaceAfterPage(
    { page, shown: data.adverts.length, other: JSON.stringify({ ...search, page: undefined, more: undefined }) },
    '.adverts-page .listing',
    '.advert-card__link',
  )
  const halfLoaded = !search.page && !search.more && data.totalCount > data.adverts.length
  return (
    <div className="adverts-page">
      <Breadcrumbs home={`/${lang}`} items={[{ title: intl.formatMessage({ id: 'adverts.title' }) }]} origin={origin} />
      <div className="adverts-heading">
        <h1>
          <FormattedMessage id="adverts.title" />
        </h1>
        {/* The way to post an advert and to one's own (shopper audit a4, session 67): a guest is sent to sign in and back. */}
        <div className="adverts-heading__actions">
          <SignedInLink path="/adverts/add" className="button button--primary" testId="adverts-post">
            <FormattedMessage id="advertsArea.post" />
          </SignedInLink>
          <SignedInLink path="/adverts/my" className="button" testId="adverts-mine">
            <FormattedMessage id="advertsArea.own.my" />
          </SignedInLink>
        </div>
      </div>
      <div className="listing listing--with-filters">
        <aside className="listing__filters" aria-label={intl.formatMessage({ id: 'adverts.filters' })}>
          {filters}
        </aside>
        <div className="listing__main">
          <div className="listing__toolbar">
            <p className="listing__count" aria-live="polite" data-testid="adverts-count">
              <FormattedMessage id="adverts.count" values={{ count: data.totalCount }} />
            </p>
            <div className="listing__mobile-buttons">
              {PANELS.map(([name, label]) => (
                <button key={name} type="button" className="button" onClick={() => openModal(name)}>
                  <FormattedMessage id={label} />
                </button>
              ))}
            </div>
            <div className="adverts-toolbar__desktop">
              {sort}
              {layoutSwitch}
            </div>
          </div>
          {data.adverts.length === 0 ? (
            <p className="listing__empty" data-testid="adverts-empty">
              <FormattedMessage id="adverts.empty" />
            </p>
          ) : (
            <ul className={`advert-grid${layout === 'list' ? ' advert-grid--list' : ''}`} data-testid="advert-list">
              {data.adverts.map((a) => (
                <li key={a.id}>
                  <AdvertCardView advert={a} currency={currency} rates={data.rates} />
                </li>
              ))}
            </ul>
          )}
          {halfLoaded ? (
            <div className="load-more">
              <Link
                to="."
                search={{ ...search, more: true } as never}
                {...KEEP_PLACE}
                className="button"
                data-testid="adverts-more"
              >
                <FormattedMessage id="adverts.showMore" />
              </Link>
            </div>
          ) : null}
          <Pager
            current={page}
            total={pages}
            link={(p, props) => (
              <Link
                to="."
                search={{ ...search, more: undefined, page: p === 1 ? undefined : p } as never}
                {...KEEP_PLACE}
                {...props}
              />
            )}
          />
        </div>
      </div>
      {panel ? (
        <Suspense fallback={null}>
          <Dialog
            open
            variant="sheet"
            onClose={() => closeModal(panel[0])}
            title={intl.formatMessage({ id: panel[1] })}
            closeLabel={intl.formatMessage({ id: 'modal.close' })}
            testId={panel[0]}
          >
            {panel[0] === 'filtersAnnouncements' ? filters : panel[0] === 'sortingAnnouncements' ? sort : layoutSwitch}
          </Dialog>
        </Suspense>
      ) : null}
    </div>
  )
}

function SortSelect({ value, onChange }: { value: AdvertSort; onChange: (s: AdvertSort) => void }) {
  const intl = useIntl()
  const id = useId()
  const early = useEarlyValue(value, (s) => onChange(s as AdvertSort))
  return (
    <div className="sort">
      <label htmlFor={id}>
        <FormattedMessage id="adverts.sort" />
      </label>
      <select
        ref={early}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as AdvertSort)}
        data-testid="adverts-sort"
      >
        {ADVERTS.sorts.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage({ id: `adverts.sort.${s}` })}
          </option>
        ))}
      </select>
    </div>
  )
}

function LayoutSwitch({ value, onChange }: { value: 'grid' | 'list'; onChange: (l: 'grid' | 'list') => void }) {
  const intl = useIntl()
  return (
    <fieldset className="adverts-layout">
      <legend className="visually-hidden">{intl.formatMessage({ id: 'adverts.layout' })}</legend>
      {(['grid', 'list'] as const).map((l) => (
        <button
          key={l}
          type="button"
          className="chip"
          aria-pressed={value === l}
          onClick={() => onChange(l)}
          data-testid={`adverts-layout-${l}`}
        >
          <FormattedMessage id={`adverts.layout.${l}`} />
        </button>
      ))}
    </fieldset>
  )
}

function AdvertFilters({
  data,
  search,
  onApply,
}: {
  data: AdvertListPage
  search: AdvertListSearch
  onApply: (next: Partial<Record<keyof AdvertListSearch, unknown>>) => void
}) {
  const intl = useIntl()
  const lang = useLocale()
  const [category, setCategory] = useState(search.category ? String(search.category) : '')
  const [region, setRegion] = useState(search.region ? String(search.region) : '')
  const [location, setLocation] = useState(search.location ? String(search.location) : '')
  const chooseRegion = (value: string) => {
    setRegion(value)
    setLocation('')
  }
  // A choice made before the page was interactive is taken at hydration (a controlled select would undo it).
  const categorySelect = useEarlyValue(category, setCategory)
  const regionSelect = useEarlyValue(region, chooseRegion)
  const locationSelect = useEarlyValue(location, setLocation)
  const { locations, sectors, attributes } = useAdvertLookups(lang, { region, location, category })
  const chosen = parseAttributeFilters(search.attributes)
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const s = (k: string) => String(f.get(k) ?? '')
    onApply({
      category: s('category') ? Number(s('category')) : undefined,
      region: s('region') ? Number(s('region')) : undefined,
      location: s('location') ? Number(s('location')) : undefined,
      sector: s('sector') ? Number(s('sector')) : undefined,
      attributes: attributeFilterText(attributeFiltersOf(attributes, (k) => s(k))) || undefined,
      price_min: s('price_min') ? s('price_min') : undefined,
      price_max: s('price_max') ? s('price_max') : undefined,
      currency: s('currency') || undefined,
      type: s('type') || undefined,
      negotiable: f.get('negotiable') ? '1' : undefined,
      area_min: s('area_min') ? s('area_min') : undefined,
      area_max: s('area_max') ? s('area_max') : undefined,
      area_unit: s('area_unit') || undefined,
    })
  }
  const depth = (id: number | null): number => {
    const parent = data.categories.find((c) => c.id === id)
    return parent ? 1 + depth(parent.parent_id) : 0
  }
  return (
    <form className="adverts-filters" onSubmit={submit} data-testid="adverts-filters">
      <LabeledField labelId="adverts.category">
        <select name="category" ref={categorySelect} value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">{intl.formatMessage({ id: 'adverts.anyCategory' })}</option>
          {data.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {`${'\u00a0\u00a0'.repeat(depth(c.parent_id))}${withCount(c)}`}
            </option>
          ))}
        </select>
      </LabeledField>
      {attributes.map((a) =>
        a.type === 'select' ? (
          <label key={a.id} className="field">
            <span>{a.title}</span>
            <select name={`attr-${a.id}`} defaultValue={chosen[a.id]?.[0] ?? ''} data-testid="adverts-attribute">
              <ChoiceOptions emptyId="adverts.anyAttribute" items={a.options} />
            </select>
          </label>
        ) : (
          <fieldset key={a.id} className="adverts-filters__range">
            <legend>{a.unit ? `${a.title}, ${a.unit}` : a.title}</legend>
            {/* biome-ignore lint/a11y/noLabelWithoutControl: the control (a select or a DecimalInput's input) is inside the label */}
            <label className="field">
              <span>{intl.formatMessage({ id: 'advertsArea.filters.from' })}</span>
              <DecimalInput
                name={`attr-${a.id}-min`}
                defaultValue={chosen[a.id]?.[0] == null ? '' : String(chosen[a.id]![0])}
                negative
              />
            </label>
            {/* biome-ignore lint/a11y/noLabelWithoutControl: the control (a select or a DecimalInput's input) is inside the label */}
            <label className="field">
              <span>{intl.formatMessage({ id: 'advertsArea.filters.to' })}</span>
              <DecimalInput
                name={`attr-${a.id}-max`}
                defaultValue={chosen[a.id]?.[1] == null ? '' : String(chosen[a.id]![1])}
                negative
              />
            </label>
          </fieldset>
        ),
      )}
      <LabeledField labelId="adverts.region">
        <select name="region" ref={regionSelect} value={region} onChange={(e) => chooseRegion(e.target.value)}>
          <option value="">{intl.formatMessage({ id: 'adverts.anyRegion' })}</option>
          {data.regions.map((r) => (
            <option key={r.id} value={r.id}>
              {withCount(r)}
            </option>
          ))}
        </select>
      </LabeledField>
      {region && locations.length ? (
        <LabeledField labelId="adverts.form.location">
          <select name="location" ref={locationSelect} value={location} onChange={(e) => setLocation(e.target.value)}>
            <ChoiceOptions emptyId="adverts.anyLocality" items={locations} />
          </select>
        </LabeledField>
      ) : null}
      {location && sectors.length ? (
        <LabeledField labelId="advertsArea.sector">
          <select name="sector" defaultValue={search.sector ?? ''}>
            <ChoiceOptions emptyId="adverts.anySector" items={sectors} />
          </select>
        </LabeledField>
      ) : null}
      <div className="adverts-filters__price">
        <LabeledField labelId="adverts.priceMin">
          <DecimalInput
            name="price_min"
            defaultValue={search.price_min === undefined ? '' : String(search.price_min)}
            min={0}
            max={ADVERTS.priceMax}
          />
        </LabeledField>
        <LabeledField labelId="adverts.priceMax">
          <DecimalInput
            name="price_max"
            defaultValue={search.price_max === undefined ? '' : String(search.price_max)}
            min={0}
            max={ADVERTS.priceMax}
          />
        </LabeledField>
        <LabeledField labelId="adverts.currency">
          <select name="currency" defaultValue={search.currency ?? ADVERTS.queryDefaults.price_unit}>
            {ADVERTS.currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <LabeledField labelId="advertsArea.type">
        <select name="type" defaultValue={search.type ?? ''} data-testid="adverts-type">
          <option value="">{intl.formatMessage({ id: 'adverts.anyType' })}</option>
          {ADVERTS.types.map((t) => (
            <option key={t} value={t}>
              {intl.formatMessage({ id: `advertsArea.type.${t}` })}
            </option>
          ))}
        </select>
      </LabeledField>
      <label className="checkbox">
        <input
          type="checkbox"
          name="negotiable"
          defaultChecked={search.negotiable === true}
          data-testid="adverts-negotiable"
        />{' '}
        <FormattedMessage id="advertsArea.filters.negotiable" />
      </label>
      <div className="adverts-filters__price">
        <LabeledField labelId="advertsArea.filters.areaMin">
          <DecimalInput
            name="area_min"
            defaultValue={search.area_min === undefined ? '' : String(search.area_min)}
            min={0}
            max={ADVERTS.areaMax}
          />
        </LabeledField>
        <LabeledField labelId="advertsArea.filters.areaMax">
          <DecimalInput
            name="area_max"
            defaultValue={search.area_max === undefined ? '' : String(search.area_max)}
            min={0}
            max={ADVERTS.areaMax}
          />
        </LabeledField>
        <LabeledField labelId="adverts.form.areaUnit">
          <select name="area_unit" defaultValue={search.area_unit ?? ADVERTS.queryDefaults.area_unit}>
            {ADVERTS.areaUnits.map((u) => (
              <option key={u} value={u}>
                {intl.formatMessage({ id: `adverts.form.unit.${u}` })}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <button type="submit" className="button button--primary" data-testid="adverts-apply">
        <FormattedMessage id="adverts.apply" />
      </button>
    </form>
  )
}
