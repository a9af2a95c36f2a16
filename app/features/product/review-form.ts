import * as z from 'zod/mini'
import { raw } from '#app/ui/form/index.ts'

/** The review's fields as typed (the form reads the inputs' `required` and lengths, controlProblems; the back end the rest). */
export const REVIEW = z.object({ author: raw(), rating: raw(), text: raw() })

/** The rating sent: the chosen number of stars, 5 when none was chosen. */
export const reviewRating = (rating: string) => Number(rating || 5)
