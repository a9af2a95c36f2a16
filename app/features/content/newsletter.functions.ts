import { createServerFn } from '@tanstack/react-start'
import * as S from './content.server'
import { formInput } from './form-input'

/**
 * The footer's newsletter sign-up. Apart from content.functions.ts because the footer loads with
 * every page: the module it imports from goes into the entry chunk whole (decision 0086).
 */
export const newsletterFn = createServerFn({ method: 'POST' })
  .validator(formInput)
  .handler(({ data }) => S.subscribeNewsletter(data.lang, data.body))
