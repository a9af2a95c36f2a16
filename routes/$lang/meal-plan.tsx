import { createFileRoute, notFound } from '@tanstack/react-router'
import { LazyMealPlanPage } from '#app/features/meals/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/meal-plan: the meal-plan calculator, on themes with the mealPlan flag only (else 404: the language layout's not-found page). The menu depends on the shopper's city: it loads in the browser. */
export const Route = createFileRoute('/$lang/meal-plan')({
  loader: async ({ context }) => {
    const shell = await context.queryClient.ensureQueryData(shellQuery(context.lang))
    if (!shell.theme.flags.mealPlan) throw notFound()
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'meals.title', descriptionId: 'meals.description' }),
  component: () => <LazyMealPlanPage />,
})
