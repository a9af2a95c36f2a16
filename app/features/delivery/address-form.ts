import * as z from 'zod/mini'
import { checked, raw } from '#app/ui/form/index.ts'

/**
 * The saved-address form's own fields as typed (form kit, decision 0051): addresses.ts's
 * addressPayload checks and cleans them together with the chosen city and street, as before.
 */
export const ADDRESS = z.object({ building: raw(), apartment: raw(), note: raw(), default: checked() })
