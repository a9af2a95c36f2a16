import { bodyPhone } from '#app/ui/site-phone.server.ts'
import type { Locale } from '#config'
import { contactIsPhone } from './rules'

/**
 * The body's phones as sent (spec 5): the phone, and the first-to-know contact when it is no e-mail
 * (contactIsPhone), a whole number of the site's mask (sitePhone), without whitespace; else a 400 and
 * nothing is ordered. A phone sent as a number (the validator takes numbers for the other fields) is no
 * typed phone: refused. A shopper audit's cut number `+(373)37369-12` was taken as a first-to-know
 * contact while every form's phone refused it.
 */
export async function quickOrderPhones(
  locale: Locale,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out = { ...body }
  if (body.phone !== undefined) out.phone = await bodyPhone(locale, body.phone)
  if (body.contact !== undefined && (typeof body.contact !== 'string' || contactIsPhone(body.contact)))
    out.contact = await bodyPhone(locale, body.contact)
  return out
}
