/** Loads the meal-plan calculator (its route renders it on the meals theme). */
export const loadMealPlanPage = () => import('./MealPlanPage')
