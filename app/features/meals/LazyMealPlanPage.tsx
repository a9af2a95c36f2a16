import { lazy, Suspense } from 'react'
import { loadMealPlanPage } from './MealPlanPage.lazy'
import './meals.css'

const MealPlanPage = lazy(() => loadMealPlanPage().then((m) => ({ default: m.MealPlanPage })))

/**
 * The meal-plan calculator: its code loads lazily, its sheet (meals.css) with this module. Only the /{lang}/meal-plan route's
 * component renders it, so TanStack Start lists the sheet for that route alone: the server-rendered page links
 * it after the base sheet, and a client navigation to the route waits for it (decision 0052).
 */
export function LazyMealPlanPage() {
  return (
    <Suspense fallback={null}>
      <MealPlanPage />
    </Suspense>
  )
}
