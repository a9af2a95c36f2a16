import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { authState } from '#app/lib/session-state.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import type { ShopForm } from '#app/ui/form/index.ts'
import { isBarePhone, maskPhone, phoneMaskName } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { checkoutContactFn } from '../checkout/checkout.functions'

/**
 * A signed-in shopper's name and phone fill the applicant's fields, the checkout's way (CheckoutModal's
 * contact fill, the same query and so the same cached answer): only a field still empty when they
 * arrive (the phone also when it holds nothing but the mask's country prefix), never over what the
 * shopper typed. Session 67's audit: the checkout was filled, the credit modal was not.
 */
export function useApplicantPrefill(form: ShopForm): void {
  const lang = useLocale()
  const { settings } = useShell()
  const { signedIn } = useSnapshot(authState)
  const { data: contact } = useQuery({
    queryKey: ['checkout-contact', lang],
    queryFn: () => checkoutContactFn({ data: { lang } }),
    enabled: signedIn === true,
    staleTime: 60_000,
  })
  useEffect(() => {
    if (!contact) return
    const fill = (name: 'name' | 'phone', value: string, empty: (current: string) => boolean) => {
      if (!value || !empty(String(form.api.getFieldValue(name) ?? '').trim())) return
      form.api.setFieldValue(name, value)
      // the phone input is uncontrolled (its mask edits the DOM): it shows the value too
      const input = form.formRef.current?.elements.namedItem(name)
      if (name === 'phone' && input instanceof HTMLInputElement) input.value = value
    }
    fill('name', contact.name, (v) => v === '')
    fill('phone', maskPhone(contact.phone, PHONE_MASKS[phoneMaskName(settings)]), (v) => v === '' || isBarePhone(v))
  }, [contact, settings, form.api, form.formRef])
}
