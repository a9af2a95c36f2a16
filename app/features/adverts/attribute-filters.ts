import { ADVERTS } from '#contract/advert-rules.ts'

/**
 * The list's attribute filters (decision 0029): the URL's `attributes` text (`id:values` pairs,
 * comma-separated, values joined by `_`) as the back end's `filters.attributes`, and the filter
 * form's inputs as that text. Kept out of list-search.ts, which every page's route tree carries.
 */
export type AttributeFilters = Record<string, (number | null)[]>

/** The `attributes` URL value as the back end's `filters.attributes`; malformed pairs are dropped, at most ADVERTS.attributesMax. */
export function parseAttributeFilters(raw: unknown): AttributeFilters {
  const out: AttributeFilters = {}
  if (typeof raw !== 'string' || raw.length > 2_000) return out
  for (const pair of raw.split(',')) {
    const m = /^(\d{1,9}):([-\d._]*)$/.exec(pair.trim())
    if (!m || Object.keys(out).length >= ADVERTS.attributesMax) continue
    const values = m[2]!.split('_').map((v) => (v === '' ? null : Number(v)))
    if (values.some((v) => v !== null && !Number.isFinite(v)) || values.length > 50 || values.every((v) => v === null))
      continue
    out[String(Number(m[1]))] = values
  }
  return out
}

/** The canonical URL text of attribute filters (ids in order); '' when there are none. */
export function attributeFilterText(filters: AttributeFilters): string {
  return Object.keys(filters)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => `${k}:${filters[k]!.map((v) => (v === null ? '' : String(v))).join('_')}`)
    .join(',')
}

/**
 * The filter form's attribute inputs as filters: a select attribute's chosen option (`attr-{id}`), a
 * number attribute's range (`attr-{id}-min`, `attr-{id}-max`, a comma or a dot; either may be empty).
 */
export function attributeFiltersOf(
  attributes: readonly { id: number; type: 'select' | 'number' }[],
  field: (name: string) => string,
): AttributeFilters {
  const out: AttributeFilters = {}
  const num = (raw: string) => {
    const n = Number(raw.trim().replace(',', '.'))
    return raw.trim() === '' || !Number.isFinite(n) ? null : n
  }
  for (const a of attributes) {
    if (a.type === 'select') {
      const v = num(field(`attr-${a.id}`))
      if (v !== null) out[a.id] = [v]
    } else {
      let [min, max] = [num(field(`attr-${a.id}-min`)), num(field(`attr-${a.id}-max`))]
      if (min !== null && max !== null && min > max) [min, max] = [max, min]
      if (min !== null || max !== null) out[a.id] = [min, max]
    }
  }
  return out
}
