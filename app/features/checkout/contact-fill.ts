import { queryOptions } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ShopForm } from '#app/ui/form/index.ts'
import { isBarePhone, maskPhone } from '#app/ui/phone-mask.ts'
import type { Locale } from '#config'
import { checkoutContactFn } from './checkout.functions'

/**
 * A signed-in shopper's name, e-mail and phone (and a company buyer's companies), asked once: the
 * checkout and the credit forms fill from the same cached answer.
 */
export const contactQuery = (lang: Locale, signedIn: boolean | null) =>
  queryOptions({
    queryKey: ['checkout-contact', lang],
    queryFn: () => checkoutContactFn({ data: { lang } }),
    enabled: signedIn === true,
    staleTime: 60_000,
  })

type Contact = { name: string; email: string; phone: string }
export type ContactField = keyof Contact

/** The value a contact fills a field with: its phone as the site's phone field writes it (`mask`). */
export function contactValue(contact: Contact, field: ContactField, mask: string): string {
  return field === 'phone' ? maskPhone(contact.phone, mask) : contact[field]
}

/**
 * Fills `fields` from the contact when it arrives, each only while still empty (the phone also while it
 * holds nothing but the mask's country prefix): never over what the shopper typed. `fields` is
 * compared by its names, so a list written inline does not fill again on every render.
 */
export function useContactFill(
  form: Pick<ShopForm, 'api' | 'formRef'>,
  contact: Contact | null | undefined,
  fields: readonly ContactField[],
  mask: string,
): void {
  const names = fields.join()
  useEffect(() => {
    if (!contact) return
    for (const name of names.split(',') as ContactField[]) {
      const value = contactValue(contact, name, mask)
      const current = String(form.api.getFieldValue(name) ?? '').trim()
      if (!value || !(current === '' || (name === 'phone' && isBarePhone(current)))) continue
      form.api.setFieldValue(name, value)
      // the phone input is uncontrolled (its mask edits the DOM): it shows the value too
      const input = form.formRef.current?.elements.namedItem(name)
      if (name === 'phone' && input instanceof HTMLInputElement) input.value = value
    }
  }, [contact, names, mask, form.api, form.formRef])
}
