import { createServerFn } from '@tanstack/react-start'
import { int, lang, record } from '#app/api/input.ts'
import { mealMenu } from './meals.server'

/** The meal menu of a locality (GET general/menu-calculator?locality_id=). */
export const getMealMenu = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), localityId: int(r.localityId, 1, 999_999_999) }
  })
  .handler(({ data }) => mealMenu(data.lang, data.localityId))
