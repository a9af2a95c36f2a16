/**
 * Entry point of the meals feature (issue 18): the meal-plan calculator of the meals theme (flag
 * mealPlan), loaded lazily by its route. Rules: rules.ts and load.ts. Server functions: meals.functions.ts.
 */
export { LazyMealPlanPage } from './LazyMealPlanPage'
