import { useEffect, useState } from 'react'
import type { Locale } from '#config'
import { getAttributesFn, getLocationsFn, getSectorsFn } from './advert-edit.functions'
import type { AdvertAttribute } from './advert-edit.server'

type Named = { id: number; title: string }

/** One lookup that depends on a chosen id (a region's localities, a locality's sectors, a category's attributes); [] while none is chosen. */
function useDependent<T>(id: string | number | undefined, load: (id: number) => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([])
  useEffect(() => {
    const n = Number(id)
    if (!id || !Number.isInteger(n) || n < 1) return setItems([])
    let live = true
    load(n)
      .then((list) => live && setItems(list))
      .catch(() => live && setItems([]))
    return () => {
      live = false
    }
  }, [id, load])
  return items
}

const loaders = new Map<string, (id: number) => Promise<unknown[]>>()
function loader<T>(key: string, make: () => (id: number) => Promise<T[]>): (id: number) => Promise<T[]> {
  if (!loaders.has(key)) loaders.set(key, make() as (id: number) => Promise<unknown[]>)
  return loaders.get(key) as (id: number) => Promise<T[]>
}

/** The cascading lookups of the filters and the form: localities of the region, sectors of the locality, attributes of the category. */
export function useAdvertLookups(
  lang: Locale,
  chosen: { region?: string | number; location?: string | number; category?: string | number },
) {
  const locations = useDependent<Named>(
    chosen.region,
    loader(`l-${lang}`, () => (region) => getLocationsFn({ data: { lang, region } })),
  )
  const sectors = useDependent<Named>(
    chosen.location,
    loader(`s-${lang}`, () => (location) => getSectorsFn({ data: { lang, location } })),
  )
  const attributes = useDependent<AdvertAttribute>(
    chosen.category,
    loader(`a-${lang}`, () => (category) => getAttributesFn({ data: { lang, category } })),
  )
  return { locations, sectors, attributes }
}
