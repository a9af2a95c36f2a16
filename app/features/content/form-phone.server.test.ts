import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Storefront spec 5: "All whitespace is removed from phone numbers before sending". The content forms
 * that take a phone (the résumé, the consultation, the user request) send it without its spaces; the
 * back end is replaced by a spy that takes every call.
 */
const sent = vi.hoisted(() => [] as { name: string; body: unknown }[])
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  shopperIpHeaders: () => undefined,
  // A Moldovan site: the phone's mask, which the number must fill (decision 0027).
  requestPhoneSettings: async () => ({ is_romanian: false, phone_mask: null }),
  callForRequest: async (_locale: string, name: string, opts: { body?: unknown }) => {
    sent.push({ name, body: opts.body })
    return { ok: true, status: 200, data: {} }
  },
}))
const C = await import('./content.server')

beforeEach(() => {
  sent.length = 0
})

// as the form's field takes it (spec 5's mask shows spaces; the schema allows no tab)
const phone = ' +373 69 123  456 '
describe('the content forms send the phone without whitespace', () => {
  it.each([
    ['the résumé', () => C.sendResume('ro', { name: 'Ion', phone })],
    ['the consultation', () => C.bookConsultation('ro', { name: 'Ion', phone })],
    ['the user request', () => C.sendUserRequest('ro', { name: 'Ion', phone, message: 'Salut' })],
  ])('%s', async (_, send) => {
    expect(await send()).toMatchObject({ ok: true })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toMatchObject({ name: 'Ion', phone: '+37369123456' })
  })
})
