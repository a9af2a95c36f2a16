import type { z } from 'zod'
import en from 'zod/v4/locales/en.js'
import ro from 'zod/v4/locales/ro.js'
import ru from 'zod/v4/locales/ru.js'
import uk from 'zod/v4/locales/uk.js'
import type { Loc } from './listing'

/** zod's built-in messages in the shop's four languages (the schemas' own messages win over these). */
const MAPS: Record<Loc, z.core.$ZodErrorMap> = {
  en: en().localeError,
  ro: ro().localeError,
  ru: ru().localeError,
  uk: uk().localeError,
}

export function zodErrorMap(loc: Loc | undefined): z.core.$ZodErrorMap {
  return MAPS[loc ?? 'ro'] ?? MAPS.ro
}
