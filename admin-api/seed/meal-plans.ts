import type { Catalogue } from './catalogue.ts'
import { SEED_LOCALES, type T4 } from './schema.ts'
import { iso, round2, SEED_BASE_TIME, slugify } from './text.ts'

/**
 * The products that sell the meal plans (accounts-adverts-calculators spec 3 "Meal menu": entries by
 * calories, each duration priced): one catalogue product per calories level, "Meal plan 1200 kcal -
 * 1 day", which the cart takes once per day of the plan (admin-api/src/routes/calculators.ts prices a
 * plan from it). Before, the menu named four products of the meals shelves, and a plan landed in the
 * cart, the checkout and the order as "Soup 1st Kitchen Original 250 g x 14" (session 67's audit).
 *
 * Ids after the catalogue's (productCount + 1 ...), emitted after every other row and without a draw:
 * the rest of the seed is unchanged. Listed on the meals shelf of main courses, by the Meal Box brand;
 * the back end draws their picture from the title (/images/product/{id}.svg) like every product's.
 */
export const MEAL_PLANS: { calories: number; price: number; oldPrice: number | null; discount: number }[] = [
  // A day's price; the lightest plan on offer (10 % off 220): the calculator shows the old price.
  { calories: 1200, price: 198, oldPrice: 220, discount: 10 },
  { calories: 1500, price: 240, oldPrice: null, discount: 0 },
  { calories: 1800, price: 260, oldPrice: null, discount: 0 },
  { calories: 2000, price: 280, oldPrice: null, discount: 0 },
]

/** The id of the product that sells one day of the `i`-th plan (MEAL_PLANS order). */
export const mealPlanProductId = (productCount: number, i: number) => productCount + 1 + i

/** "Meal plan 1200 kcal - 1 day" in the seed's languages (ro, ru, uk, en). */
export const mealPlanTitles = (calories: number): T4 => [
  `Plan alimentar ${calories} kcal - 1 zi`,
  `План питания ${calories} ккал - 1 день`,
  `План харчування ${calories} ккал - 1 день`,
  `Meal plan ${calories} kcal - 1 day`,
]

const DESCRIPTIONS: T4 = [
  'O zi din planul alimentar de {calories} kcal: mic dejun, prânz, cină și o gustare, după meniul zilei.',
  'Один день плана питания на {calories} ккал: завтрак, обед, ужин и перекус по меню дня.',
  'Один день плану харчування на {calories} ккал: сніданок, обід, вечеря і перекус за меню дня.',
  "One day of the {calories} kcal meal plan: breakfast, lunch, dinner and a snack from the day's menu.",
]

export function generateMealPlans(
  emit: (table: string, values: (string | number | null)[]) => void,
  productCount: number,
  { brandIds, leaves }: Catalogue,
): void {
  const leaf = leaves.find((l) => l.root.theme === 'meals' && l.spec.noun[3] === 'Main course')
  const brand = brandIds.get('Meal Box')
  if (!leaf || brand === undefined)
    throw new Error('meal plans: the meals shelf of main courses or Meal Box is missing')
  MEAL_PLANS.forEach((plan, i) => {
    const id = mealPlanProductId(productCount, i)
    const titles = mealPlanTitles(plan.calories)
    const slugs = titles.map((t) => `${slugify(t)}-${id}`)
    emit('products', [
      id,
      `${String(leaf.id).padStart(2, '0')}${String(id).padStart(7, '0')}`,
      brand,
      leaf.c1,
      leaf.c2,
      leaf.id,
      ...titles,
      ...slugs,
      plan.price,
      plan.oldPrice,
      plan.discount,
      1, // multiplicity: whole days
      500, // stock: days the kitchen takes orders for
      1, // active
      1, // available
      1, // is_stock
      0, // is_recipe
      plan.discount > 0 ? 1 : 0,
      round2(plan.price * 0.02), // loyalty_give
      1300 + i * 200, // weight_gr: a day's food
      '[]', // colors
      500, // sort_priority
      1, // home_delivery
      1, // card_payment_available
      0, // has_associated
      0, // rating
      iso(SEED_BASE_TIME),
    ])
    SEED_LOCALES.forEach((loc, li) => {
      emit('product_texts', [id, loc, (DESCRIPTIONS[li] as string).replace('{calories}', String(plan.calories))])
    })
  })
}
