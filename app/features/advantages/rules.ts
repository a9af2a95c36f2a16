import type { z } from 'zod'
import type { ADVANTAGE_KEYS, advantageSchema } from '#contract/content.ts'

export type AdvantageKey = (typeof ADVANTAGE_KEYS)[number]
export type Advantage = z.infer<typeof advantageSchema>

/**
 * Where each advantages list of the spec (GET /base/advantage/{key}) is shown, with its heading
 * (decision 0026): the home page's, the category pages', and the product page's two (its own
 * advantages and "why us").
 */
export const ADVANTAGES_ON = {
  home: [{ key: 'main_page', titleId: 'home.advantages' }],
  category: [{ key: 'category_page', titleId: 'advantages.category' }],
  product: [
    { key: 'product_page', titleId: 'advantages.product' },
    { key: 'product_why_we', titleId: 'home.advantages' },
  ],
} as const satisfies Record<string, readonly { key: AdvantageKey; titleId: string }[]>

export type AdvantagesPlace = keyof typeof ADVANTAGES_ON

/** Every key of the spec, each shown on exactly one kind of page. */
export function advantageKeysShown(): AdvantageKey[] {
  return Object.values(ADVANTAGES_ON).flatMap((items) => items.map((i) => i.key))
}
