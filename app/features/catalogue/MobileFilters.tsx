import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Dialog } from '#app/ui/Dialog.tsx'
import type { FilterGroup } from '#contract/catalogue.ts'
import { Filters } from './Filters'
import type { RangeDefaults } from './filter-edit'
import { type FilterState, serializeFilterParam } from './filter-query'
import type { MobileFiltersLook } from './listing-look'

/** What the listing would hold with a draft filter: its size and its (disjunctive) filter counts. */
export interface ListingPreview {
  totalCount: number
  filters: FilterGroup[]
}

/** Asks the back end for a draft filter's listing; `key` names the listing (a category, a search) in the query cache. */
export interface PreviewSource {
  key: string
  load: (filter: string | undefined) => Promise<ListingPreview | null>
}

/**
 * The phone filters (issue 28 point 7): taps change a draft, "show results" applies it (one
 * navigation), closing in any other way (×, Escape, the backdrop) discards it. While the draft
 * differs from the URL, the button says how many products it would show and the groups show the
 * draft's counts, when the listing can be previewed. Radix keeps the focus inside and returns it to
 * the opener. `look`: a sheet from the bottom or a full-screen page (mobile_filter_view_type).
 */
export function MobileFilters({
  look,
  groups,
  applied,
  priceBounds,
  totalCount,
  preview,
  onApply,
  onClose,
}: {
  look: MobileFiltersLook
  groups: FilterGroup[]
  applied: FilterState
  priceBounds: RangeDefaults
  totalCount: number
  preview?: PreviewSource
  onApply: (next: FilterState) => void
  onClose: () => void
}) {
  const intl = useIntl()
  const [draft, setDraft] = useState(applied)
  const draftText = serializeFilterParam(draft)
  const dirty = draftText !== serializeFilterParam(applied)
  const previewed = useQuery({
    queryKey: ['listing-preview', preview?.key, draftText],
    queryFn: () => preview!.load(draftText || undefined),
    enabled: dirty && !!preview,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
  const shown = dirty ? (previewed.data ?? null) : { totalCount, filters: groups }
  const count = dirty && previewed.isPlaceholderData ? null : (shown?.totalCount ?? null)
  return (
    <Dialog
      open
      variant={look === 'page' ? 'page' : 'bottom'}
      onClose={onClose}
      title={intl.formatMessage({ id: 'filters.title' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="mobile-filters"
    >
      <div data-look={look}>
        <Filters groups={shown?.filters ?? groups} state={draft} priceBounds={priceBounds} onChange={setDraft} />
      </div>
      <div className="mobile-filters__footer">
        <button
          type="button"
          className="button button--primary button--block"
          data-testid="filters-show"
          aria-live="polite"
          onClick={() => onApply(draft)}
        >
          {count === null
            ? intl.formatMessage({ id: dirty && previewed.isFetching ? 'filters.counting' : 'filters.showResults' })
            : intl.formatMessage({ id: 'filters.showCount' }, { count })}
        </button>
      </div>
    </Dialog>
  )
}
