/**
 * Entry point of the advantages feature (docs/decisions/0014-app-layout.md): the lists of GET
 * /base/advantage/{key} for the home, category and product pages (decision 0026). Server functions
 * come from its *.functions.ts modules.
 */
export { loadPageAdvantages } from './Advantages.lazy'
export { ADVANTAGES_ON, type Advantage, type AdvantageKey, type AdvantagesPlace } from './rules'
