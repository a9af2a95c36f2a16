// The meal plan's sheet rides with this loader, which only the /meal-plan route's component chunk imports: TanStack
// Start lists that chunk's CSS for the route, so the server-rendered page links it and a client navigation
// waits for it (decision 0052). The lazy page imports it too, for other hosts.
import './meals.css'
/** Loads the meal-plan calculator (its route renders it on the meals theme). */
export const loadMealPlanPage = () => import('./MealPlanPage')
