/**
 * The capital's name as the site's regions give it (region `capitalRegionId`, spec 3 and 9: "Region 3
 * is the capital"), for the texts of delivery in the capital: the method and the express type. The
 * messages named Chișinău on every site, a Kyiv site's too (the reference back end answers each site its
 * own country's regions, decision 0112). Null when the regions lack the capital or its label is blank:
 * the texts then name Chișinău as the spec does.
 */
export function capitalCity(
  regions: readonly { regionId: number; label: string }[],
  rules: { capitalRegionId: number },
): string | null {
  const label = regions.find((r) => r.regionId === rules.capitalRegionId)?.label?.trim()
  return label ? label : null
}
