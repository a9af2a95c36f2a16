import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { authState } from '#app/lib/session-state.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import type { ShopForm } from '#app/ui/form/index.ts'
import { phoneMaskName } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { contactQuery, useContactFill } from '../checkout'

/**
 * A signed-in shopper's name and phone fill the applicant's fields, the checkout's way (the same query,
 * so the same cached answer, and the same fill: contact-fill.ts): only a field still empty when they
 * arrive, never over what the shopper typed. Session 67's audit: the checkout was filled, the credit
 * modal was not.
 */
export function useApplicantPrefill(form: ShopForm): void {
  const lang = useLocale()
  const { settings } = useShell()
  const { signedIn } = useSnapshot(authState)
  const { data: contact } = useQuery(contactQuery(lang, signedIn))
  useContactFill(form, contact, ['name', 'phone'], PHONE_MASKS[phoneMaskName(settings)])
}
